/** Placeholder: the marketing issue fills this page in. */
import { useDocumentTitle } from '../../../components/useDocumentTitle';

export default function HomePage() {
  useDocumentTitle('Home');
  return (
    <section className="container page">
      <h1>Home</h1>
    </section>
  );
}
