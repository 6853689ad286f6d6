/**
 * A Vite plugin that gives the browser build a smaller preload helper. Vite wraps every dynamic
 * `import()` of the browser's code in its helper (`__vitePreload`), which fetches the imported
 * chunk's styles and module preloads beside it; the helper sits in the entry chunk, so every
 * first load pays for it. Vite's own is written for every base, every browser and every host
 * page (a `modulepreload` support probe, relative bases, `import.meta.resolve`, a settled-all
 * shim): about 1.3 KB gzip. This one does the same work for this site's build (base `/`,
 * browsers that know `modulepreload`, docs/decisions/0021-first-load-under-110-kb.md) in about a
 * third of that:
 *  - each dependency once at a time: a stylesheet or module preload already in the document is
 *    not added again, and one being fetched is shared (and forgotten once settled); a stylesheet
 *    that failed is taken out of the document, so a later import tries it again (Vite's keeps the
 *    failed link, so a later import goes ahead without the chunk's styles);
 *  - a stylesheet is awaited, a module preload is not (the import itself waits for its code);
 *  - the CSP nonce of the page's `<meta property="csp-nonce">` on every link it adds;
 *  - a failure rejects the import, which the route's error element then shows (a reload). Vite's
 *    also fires a `vite:preloadError` event first; nothing in the site listens for it, so it is
 *    left out.
 * Vite loads its helper from one module id; if a Vite update renames it, this plugin's `load` is
 * never asked and the build fails rather than ship Vite's helper unnoticed.
 */
import type { Plugin } from 'vite';

/** Vite's module id for its preload helper (vite/src/node/plugins/importAnalysisBuild.ts). */
const HELPER_ID = '\0vite/preload-helper.js';

/** The helper's code, for a build whose assets are served from `base`. */
export function preloadHelperCode(base: string): string {
  return `const seen = {};
const add = (href) => {
  const css = href.endsWith('.css');
  for (const link of document.getElementsByTagName('link')) if (link.href === href && (!css || link.rel === 'stylesheet')) return;
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
      link.onerror = () => {
        link.remove();
        reject(new Error('Unable to preload CSS for ' + href));
      };
    });
};
const once = (href) => (href in seen ? seen[href] : (seen[href] = add(href)?.finally(() => delete seen[href])));
export const __vitePreload = (load, deps) =>
  Promise.all((deps || []).map((dep) => once(new URL(${JSON.stringify(base)} + dep, location.href).href))).then(load);
`;
}

export function preloadHelperPlugin(): Plugin {
  let base = '/';
  let asked = false;
  let client = false;
  return {
    name: 'preload-helper',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      client = !config.build.ssr;
    },
    load(id) {
      if (id !== HELPER_ID || !client) return undefined;
      asked = true;
      return preloadHelperCode(base);
    },
    generateBundle(_options, bundle) {
      if (!client || asked) return;
      const dynamic = Object.values(bundle).some((file) => file.type === 'chunk' && file.dynamicImports.length > 0);
      if (dynamic)
        this.error(
          "preload-helper: Vite's preload helper was not loaded from " + JSON.stringify(HELPER_ID) + '; check the id against Vite',
        );
    },
  };
}
