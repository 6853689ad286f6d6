import { useEffect, useState } from 'react';
import { isCatalogLoaded, loadCatalog, type CatalogArea } from './index';

/**
 * For a view that can appear on any page and shows text from a catalog the page may not have
 * loaded yet (the error catalogue, which most pages load only once they are live): loads it, and
 * renders again once it is in, so a message first drawn before its translation arrived is redrawn
 * in the page's language. A no-op in English and once the catalog is in.
 */
export function useCatalog(area: CatalogArea): void {
  const [, setLoaded] = useState(() => isCatalogLoaded(area));
  useEffect(() => {
    if (isCatalogLoaded(area)) return;
    let live = true;
    loadCatalog(area).then(
      () => live && setLoaded(true),
      // A catalog that cannot be downloaded leaves the message in English, never the view empty.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [area]);
}
