/** /token/purchase/{bigMediaId}: a wait screen that finds the film and opens its purchase page. */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { WaitScreen } from '../../../components/WaitScreen';
import { paths } from '../../../app/paths';
import { useProduct } from '../use-product';

export default function TokenPurchasePage() {
  const { bigMediaId = '' } = useParams();
  const load = useProduct(bigMediaId);
  const navigate = useNavigate();
  useDocumentTitle('Please wait');

  useEffect(() => {
    if (load.status === 'ready') navigate(paths.purchase(load.product.bigMediaId, load.product.url), { replace: true });
  }, [load, navigate]);

  if (load.status === 'failed') {
    return (
      <section className="center-screen">
        <h1>This film could not be opened</h1>
        <p className="alert" role="alert">
          {load.message}
        </p>
        <p>
          <Link className="button" to={paths.catalog}>
            Browse Catalog
          </Link>
        </p>
      </section>
    );
  }
  return <WaitScreen />;
}
