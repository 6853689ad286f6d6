/**
 * What a page-builder region of the home and marketing pages shows when it has no content: a
 * designed card, never a blank. (The page-builder pages' own fallback is page-fallback.tsx: it stays
 * out of the home page's first load.)
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '#client/shared/core/paths.ts';

export function CompactFallback() {
  const { t } = useLingui();
  return (
    <div className="builder-fallback card">
      <div>
        <h2 className="builder-fallback__title">{t`Movie night starts here`}</h2>
        <p className="muted">{t`Films in 2D and 3D. Rent a ticket and watch with friends tonight.`}</p>
      </div>
      <Link className="button" to={paths.catalog}>
        {t`Browse Catalog`}
      </Link>
    </div>
  );
}
