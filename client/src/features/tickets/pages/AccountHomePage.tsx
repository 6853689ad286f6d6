/** Placeholder: the tickets issue fills this page in. */
import { useDocumentTitle } from '../../../components/useDocumentTitle';

export default function AccountHomePage() {
  useDocumentTitle('My account');
  return (
    <section className="container page">
      <h1>My account</h1>
    </section>
  );
}
