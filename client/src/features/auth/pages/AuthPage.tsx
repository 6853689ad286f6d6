/** Placeholder: the sessions issue fills this page in. */
import { useDocumentTitle } from '../../../components/useDocumentTitle';

export default function AuthPage() {
  useDocumentTitle('Account');
  return (
    <section className="container page">
      <h1>Account</h1>
    </section>
  );
}
