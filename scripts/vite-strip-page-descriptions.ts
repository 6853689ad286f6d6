/**
 * A Vite plugin that keeps the pages' descriptions out of the browser's code. The route table
 * (contract/pages.ts) holds each page's whole row, description included, but only the server and
 * the prerender step read descriptions; the browser would pay for all of them on every first load
 * (about 1.5 KB gzip). So in the client build (not the SSR/prerender build, not the server, which
 * imports the file directly) each head helper call loses its description argument:
 * `listed('Title', 'Description')` becomes `listed('Title')`. A call this cannot rewrite (a
 * description that is not a plain string literal or a constant) fails the build rather than ship.
 * The titles go too (`listed()`): the router needs them only for the browser's title, set after
 * a page shows, so they come in a chunk of their own (about 240 B gzip less in the entry).
 */
import type { Plugin } from 'vite';

const TABLE = /[\\/]contract[\\/]pages\.ts$/;
const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"`;
const TITLE = String.raw`undefined|[A-Z_]+|${STRING}`;
const HEAD_CALL = new RegExp(String.raw`\b(listed|unlisted|secret)\(\s*(${TITLE})\s*,\s*(?:${STRING}|[A-Z_]+)\s*,?\s*\)`, 'g');
/** A row's head call (its title written out) still given a second argument after the rewrite. */
const LEFT_OVER = new RegExp(String.raw`\b(?:listed|unlisted|secret)\(\s*(?:${TITLE})\s*,`);

/** A head call left with its title alone (after the descriptions are gone). */
const TITLE_CALL = new RegExp(String.raw`\b(listed|unlisted|secret)\(\s*(?:${TITLE})\s*,?\s*\)`, 'g');

/**
 * contract/pages.ts's source without the titles in its head helper calls either: the browser's
 * router takes each page's title from its own chunk, loaded after the page shows (the
 * `virtual:page-titles` module of scripts/vite-page-modules.ts).
 */
export function stripPageTitles(source: string): string {
  return stripPageDescriptions(source).replace(TITLE_CALL, '$1()');
}

/** contract/pages.ts's source without the descriptions in its head helper calls. */
export function stripPageDescriptions(source: string): string {
  const stripped = source.replace(HEAD_CALL, '$1($2)');
  const left = LEFT_OVER.exec(stripped);
  if (left) throw new Error(`strip-page-descriptions: cannot remove the description from "${left[0]}..." in contract/pages.ts`);
  return stripped;
}

export function stripPageDescriptionsPlugin(): Plugin {
  return {
    name: 'strip-page-descriptions',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !TABLE.test(id.split('?')[0] ?? id)) return undefined;
      return { code: stripPageTitles(code), map: null };
    },
  };
}
