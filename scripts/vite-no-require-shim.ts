/**
 * A Vite plugin (browser build only) that keeps the bundler's `require` stand-in out of the
 * entry. The page-builder SDK (`@builder.io/react`, loaded only with a page-builder region) names
 * `require` on its Node path twice: `"function"==typeof require` (asked only when the SDK runs on a
 * server) and `require("node-fetch")` (called only where there is no `fetch`). For a free `require`
 * the bundler writes a stand-in into the shared runtime, and so into every first load (160 B gzip).
 * Both become `globalThis.require`, which a browser does not have either: the first check is false
 * as before, and the second (never reached: every browser the site targets has `fetch`) would
 * throw as the stand-in did. An SDK update that moves them fails the build.
 */
import type { Plugin } from 'vite';

const BUILDER_REACT = /[\\/]node_modules[\\/]@builder\.io[\\/]react[\\/]dist[\\/]builder-react\.es5\.js$/;

/** [what is matched, how often, what it becomes]. */
export const REQUIRES: [string, number, string][] = [
  ['"function"==typeof require)', 1, '"function"==typeof globalThis.require)'],
  ['=require("node-fetch")', 1, '=globalThis.require("node-fetch")'],
];

/** The SDK's code with its free `require`s read from globalThis; throws when one is not found as expected. */
export function withoutFreeRequire(source: string): string {
  let out = source;
  for (const [text, times, replacement] of REQUIRES) {
    const found = out.split(text).length - 1;
    if (found !== times) throw new Error(`no-require-shim: expected ${times} of ${text} in @builder.io/react, found ${found}`);
    out = out.replaceAll(text, replacement);
  }
  return out;
}

export function noRequireShimPlugin(): Plugin {
  return {
    name: 'no-require-shim',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !BUILDER_REACT.test(id.split('?')[0] ?? id)) return undefined;
      return { code: withoutFreeRequire(code), map: null };
    },
  };
}
