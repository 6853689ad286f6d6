/** Placeholder: the marketing issue fills this page in. */
import { useDocumentTitle } from '../../../components/useDocumentTitle';

export default function RemoteDesktopPage() {
  useDocumentTitle('Remote Desktop');
  return (
    <section className="container page">
      <h1>Remote Desktop</h1>
    </section>
  );
}
