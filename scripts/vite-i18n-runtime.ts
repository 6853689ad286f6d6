/**
 * A Vite plugin (browser build only) that gives the client the site's own translation runtime
 * (client/src/shared/i18n/runtime.ts) where its code and Lingui's macros import `i18n` from
 * @lingui/core: the same translations in a fraction of the bytes, without Lingui's events,
 * variables, warnings and date helpers, which the site never uses. Types still come from
 * @lingui/core; the prerender step, the server's renders, the dev server and the unit tests keep
 * Lingui itself, so the HTML a page is taken over from is Lingui's.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const I18N_RUNTIME = fileURLToPath(new URL('../client/src/shared/i18n/runtime.ts', import.meta.url));

export function i18nRuntimePlugin(): Plugin {
  return {
    name: 'i18n-runtime',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      return source === '@lingui/core' && !options.ssr ? I18N_RUNTIME : undefined;
    },
  };
}
