/**
 * The router's lazy imports of the page modules, written from the one list of them
 * (client/src/app/page-modules.ts) and their files (scripts/page-module-files.ts), as two modules:
 *   virtual:page-loaders: imported by the router in the entry (app/routes.tsx);
 *   virtual:page-imports: imported by app/page-imports.ts, a chunk loaded once the first page is live.
 * And the pages' English titles by route id (virtual:page-titles), from the route table
 * (contract/pages.ts): the browser build drops them from the table's rows
 * (scripts/vite-strip-page-descriptions.ts), and the router loads this module once a page shows.
 * The same imports in two chunks on purpose: the build lists with each import the chunks it needs
 * only outside the entry (vite.config.ts `resolveDependencies`). Written by the build, the list of
 * modules and files is kept in one place, and the entry carries no file paths.
 */
import type { Plugin } from 'vite';
import { PAGE_MODULES } from '../client/src/app/page-modules';
import { isComponentPage, PAGES, type PageEntry } from '../contract/pages';
import { pageModuleFiles } from './page-module-files';

const VIRTUAL = ['virtual:page-loaders', 'virtual:page-imports'];
const TITLES = 'virtual:page-titles';

/** The module's source: each key's lazy import, by the package's subpath import of its file. */
export function pageLoadersSource(files: Record<string, string>): string {
  const rows = Object.entries(files).map(([key, file]) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(`#client/${file}`)}),`);
  return `export default {\n${rows.join('\n')}\n};\n`;
}

/**
 * The titles module's source: the English title of each page whose browser title the router sets
 * (a page with its own title, or none, as the home page, is not in it).
 */
export function pageTitlesSource(pages: Record<string, PageEntry> = PAGES): string {
  const titles = Object.entries(pages).flatMap(([id, entry]) =>
    isComponentPage(entry) && !entry.ownTitle && entry.title ? [[id, entry.title] as const] : [],
  );
  return `export default ${JSON.stringify(Object.fromEntries(titles))};\n`;
}

export function pageModulesPlugin(): Plugin {
  return {
    name: 'page-modules',
    resolveId: (id) => (VIRTUAL.includes(id) || id === TITLES ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${TITLES}`) return pageTitlesSource();
      if (!VIRTUAL.includes(id.slice(1)) || !id.startsWith('\0')) return undefined;
      // Read afresh each time: a page added while the dev server runs is found on reload.
      return pageLoadersSource(pageModuleFiles(Object.keys(PAGE_MODULES)));
    },
  };
}
