/** Placeholder: the marketing issue fills this page in. */
import { useDocumentTitle } from '../../components/useDocumentTitle';

export default function BrowserPage() {
  useDocumentTitle('Shared browser');
  return (
    <section className="container page">
      <h1>Shared browser</h1>
    </section>
  );
}
