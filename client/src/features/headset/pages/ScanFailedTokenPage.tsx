/** Placeholder: the headset issue fills this page in. */
import { useDocumentTitle } from '../../../components/useDocumentTitle';

export default function ScanFailedTokenPage() {
  useDocumentTitle('Link expired');
  return (
    <section className="container page">
      <h1>Link expired</h1>
    </section>
  );
}
