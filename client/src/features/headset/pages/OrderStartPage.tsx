/** Placeholder: the headset issue fills this page in. */
import { useDocumentTitle } from '../../../components/useDocumentTitle';

export default function OrderStartPage() {
  useDocumentTitle('Scan Complete!');
  return (
    <section className="container page">
      <h1>Scan Complete!</h1>
    </section>
  );
}
