/** Placeholder: the marketing issue fills this page in. */
import { useDocumentTitle } from '../../../components/useDocumentTitle';

export default function BuilderPage() {
  useDocumentTitle('Bigscreen');
  return (
    <section className="container page">
      <h1>Bigscreen</h1>
    </section>
  );
}
