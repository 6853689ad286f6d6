/**
 * Each page module's import once more, from a chunk of its own that loads once the first page is
 * live (app/routes.tsx `loadPageImports`). Here, unlike in the entry, the build lists with each
 * import the chunks that module's code imports in turn (vite.config.ts `resolveDependencies`), so
 * opening a page fetches its code and all it imports in one round instead of one level at a time.
 * The entry leaves that list out: it would cost every first load about 1 KB, and the first page's
 * code is already named in its HTML. The imports are written by the build from the one list of page
 * modules (app/page-modules.ts, scripts/vite-page-modules.ts), as the entry's are.
 */
export { default as PAGE_IMPORTS } from 'virtual:page-imports';
