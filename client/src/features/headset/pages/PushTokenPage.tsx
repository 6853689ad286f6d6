/** Placeholder: the headset issue fills this page in. */
import { useDocumentTitle } from '../../../components/useDocumentTitle';

export default function PushTokenPage() {
  useDocumentTitle('Eye tracking');
  return (
    <section className="container page">
      <h1>Eye tracking</h1>
    </section>
  );
}
