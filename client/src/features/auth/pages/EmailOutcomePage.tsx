/** Placeholder: the sessions issue fills this page in. */
import { useDocumentTitle } from '../../../components/useDocumentTitle';

export default function EmailOutcomePage() {
  useDocumentTitle('Email');
  return (
    <section className="container page">
      <h1>Email</h1>
    </section>
  );
}
