/** What a page-builder page shows when it has no content: a designed card with places to go, never a blank. */
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '#client/shared/core/paths.ts';

export function PageFallback() {
  const { t } = useLingui();
  return (
    <div className="builder-fallback builder-fallback--page card">
      <h2 className="builder-fallback__title">{t`This page is being rebuilt`}</h2>
      <p className="muted">
        {t`Its content is not available right now. It may still be in the works, or the connection dropped. In the meantime, these are good places to go:`}
      </p>
      <p className="cta-row">
        <Link className="button" to={paths.home}>
          {t`Home`}
        </Link>
        <Link className="button button--ghost" to={paths.catalog}>
          {t`Browse Catalog`}
        </Link>
        <Link className="button button--ghost" to={paths.remoteDesktop}>
          {t`Remote Desktop`}
        </Link>
      </p>
    </div>
  );
}
