/** Placeholder: the headset issue fills this page in. */
import { useDocumentTitle } from '../../../components/useDocumentTitle';

export default function OrdersPage() {
  useDocumentTitle('Your Orders');
  return (
    <section className="container page">
      <h1>Your Orders</h1>
    </section>
  );
}
