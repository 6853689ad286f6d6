/** Placeholder: the tickets issue fills this page in. */
import { useDocumentTitle } from '../../../components/useDocumentTitle';

export default function CatalogPage() {
  useDocumentTitle('Browse Catalog');
  return (
    <section className="container page">
      <h1>Browse Catalog</h1>
    </section>
  );
}
