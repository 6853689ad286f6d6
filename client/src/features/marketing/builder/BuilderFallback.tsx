/** What a page-builder region shows when it has no content: a designed card, never a blank. */
import { Link } from 'react-router';
import { paths } from '#client/core/paths.ts';

export function CompactFallback() {
  return (
    <div className="builder-fallback card">
      <div>
        <h2 className="builder-fallback__title">Movie night starts here</h2>
        <p className="muted">Films in 2D and 3D. Rent a ticket and watch with friends tonight.</p>
      </div>
      <Link className="button" to={paths.catalog}>
        Browse Catalog
      </Link>
    </div>
  );
}

export function PageFallback() {
  return (
    <div className="builder-fallback builder-fallback--page card">
      <h2 className="builder-fallback__title">This page is being rebuilt</h2>
      <p className="muted">
        Its content is not available right now. It may still be in the works, or the connection dropped. In the meantime, these are good
        places to go:
      </p>
      <p className="cta-row">
        <Link className="button" to={paths.home}>
          Home
        </Link>
        <Link className="button button--ghost" to={paths.catalog}>
          Browse Catalog
        </Link>
        <Link className="button button--ghost" to={paths.remoteDesktop}>
          Remote Desktop
        </Link>
      </p>
    </div>
  );
}
