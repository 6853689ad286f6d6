/** Placeholder: the tickets issue fills this page in. */
import { useDocumentTitle } from '../../../components/useDocumentTitle';

export default function PurchasePage() {
  useDocumentTitle('Rent a movie');
  return (
    <section className="container page">
      <h1>Rent a movie</h1>
    </section>
  );
}
