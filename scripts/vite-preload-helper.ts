/**
 * A smaller stand-in for Vite's preload helper (`\0vite/preload-helper.js`), which sits in the
 * entry and so in every first load. Vite wraps each dynamic import of the client build as
 * `__vitePreload(() => import('./chunk.js'), deps)`; this helper does what Vite's does for the
 * browsers the site targets (ES modules and `<link rel="modulepreload">`, base `/`): it adds one
 * link per dependency not already in the document (a stylesheet for CSS, with the page's CSP
 * nonce, waited for; a modulepreload for a script), then runs the import. A failed stylesheet or
 * import fires `vite:preloadError` on window, as Vite's does, and rejects unless a listener
 * prevented it (`dispatchEvent` answers false then). Dropped from Vite's: the feature checks for browsers without modulepreload and
 * `import.meta.resolve`, and the configurable base.
 */
import type { Plugin } from 'vite';

const HELPER_ID = '\0vite/preload-helper.js';

const HELPER = `const seen = new Set();
function fail(err) {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = err;
  if (window.dispatchEvent(event)) throw err;
}
function preload(dep) {
  const href = new URL('/' + dep, location.href).href;
  for (const link of document.getElementsByTagName('link')) seen.add(link.href);
  if (seen.has(href)) return;
  seen.add(href);
  const css = href.endsWith('.css');
  const link = document.createElement('link');
  link.rel = css ? 'stylesheet' : 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  const nonce = document.querySelector('meta[property=csp-nonce]')?.nonce;
  if (nonce) link.setAttribute('nonce', nonce);
  document.head.appendChild(link);
  if (css)
    return new Promise((resolve, reject) => {
      link.onload = resolve;
      link.onerror = () => reject(new Error('Unable to preload CSS for ' + href));
    }).catch(fail);
}
export const __vitePreload = (load, deps) => Promise.all((deps || []).map(preload)).then(() => load().catch(fail));
`;

export function preloadHelperPlugin(): Plugin {
  return {
    name: 'small-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load(id, options) {
      if (options?.ssr || id !== HELPER_ID) return undefined;
      return HELPER;
    },
  };
}
