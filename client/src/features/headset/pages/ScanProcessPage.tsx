/** Placeholder: the headset issue fills this page in. */
import { useDocumentTitle } from '../../../components/useDocumentTitle';

export default function ScanProcessPage() {
  useDocumentTitle('Please wait');
  return (
    <section className="container page">
      <h1>Please wait</h1>
    </section>
  );
}
