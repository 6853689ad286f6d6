/** Placeholder: the headset issue fills this page in. */
import { useDocumentTitle } from '../../../components/useDocumentTitle';

export default function ScanStartPage() {
  useDocumentTitle('Face scan');
  return (
    <section className="container page">
      <h1>Face scan</h1>
    </section>
  );
}
