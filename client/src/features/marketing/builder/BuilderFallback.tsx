/** What a page-builder region shows when it has no content: a designed card, never a blank. */
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '#client/core/paths.ts';

export function CompactFallback() {
  return (
    <div className="builder-fallback card">
      <div>
        <h2 className="builder-fallback__title">
          <Trans>Movie night starts here</Trans>
        </h2>
        <p className="muted">
          <Trans>Films in 2D and 3D. Rent a ticket and watch with friends tonight.</Trans>
        </p>
      </div>
      <Link className="button" to={paths.catalog}>
        <Trans>Browse Catalog</Trans>
      </Link>
    </div>
  );
}

export function PageFallback() {
  return (
    <div className="builder-fallback builder-fallback--page card">
      <h2 className="builder-fallback__title">
        <Trans>This page is being rebuilt</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Its content is not available right now. It may still be in the works, or the connection dropped. In the meantime, these are good
          places to go:
        </Trans>
      </p>
      <p className="cta-row">
        <Link className="button" to={paths.home}>
          <Trans>Home</Trans>
        </Link>
        <Link className="button button--ghost" to={paths.catalog}>
          <Trans>Browse Catalog</Trans>
        </Link>
        <Link className="button button--ghost" to={paths.remoteDesktop}>
          <Trans>Remote Desktop</Trans>
        </Link>
      </p>
    </div>
  );
}
