/** Placeholder: the tickets issue fills this page in. */
import { useDocumentTitle } from '../../../components/useDocumentTitle';

export default function TokenPurchasePage() {
  useDocumentTitle('Please wait');
  return (
    <section className="container page">
      <h1>Please wait</h1>
    </section>
  );
}
