/**
 * /token/purchase/{bigMediaId}: finds the film and opens its purchase page. The loader goes there
 * in place of this address (Back does not return to a page that would only send the visitor on
 * again); while it reads the film, the router shows its wait screen.
 */
import { Link, replace } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { WaitScreen } from '#client/shared/components/wait-screen.tsx';
import { paths } from '#client/shared/core/paths.ts';
import { signedIn } from '#client/shared/core/route-data.ts';
import { fetchProduct } from '../api';
import { PageLoadFailed } from '#client/shared/components/page-load-failed.tsx';

export const loader = signedIn(async ({ params, request }) => {
  const product = await fetchProduct(params.bigMediaId ?? '', request.signal);
  return replace(paths.purchase(product.bigMediaId, product.url));
});

export function ErrorBoundary() {
  const { t } = useLingui();
  return (
    <PageLoadFailed title={t`This film could not be opened`}>
      <p>
        <Link className="button button--ghost" to={paths.catalog}>
          <Trans>Browse Catalog</Trans>
        </Link>
      </p>
    </PageLoadFailed>
  );
}

/** Only seen for a moment: the loader sends the visitor on before this renders. */
export default function TokenPurchasePage() {
  return <WaitScreen />;
}
