/** Placeholder: the headset issue fills this page in. */
import { useDocumentTitle } from '../../../components/useDocumentTitle';

export default function IpdPage() {
  useDocumentTitle('Change IPD');
  return (
    <section className="container page">
      <h1>Change IPD</h1>
    </section>
  );
}
