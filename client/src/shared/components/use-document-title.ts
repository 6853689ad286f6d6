import { useEffect } from 'react';
import { documentTitle } from '#contract/pages.ts';
import { loadCatalog, localText, plainText } from '#client/shared/i18n/index.ts';

/**
 * Sets the document title for the current page ("Page · Bigscreen"), as the server's HTML has it,
 * in the page's language: the route table's English titles are the ids of their translations.
 * Their catalog is not among those a page waits for (the first page's title is in its HTML), so
 * the title is set once it is here; if it cannot be loaded, the English title is set.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => setTitle(async () => title), [title]);
}

/**
 * The same for a page of the route table, by its route id: its English title comes with the
 * other pages' titles in a chunk of their own (the browser's route table holds none), loaded
 * beside the titles' catalog; a page not in it (the home page) has the home page's title.
 */
export function useRouteTitle(id: string) {
  useEffect(() => setTitle(() => import('virtual:page-titles').then((m) => m.default[id])), [id]);
}

/** Sets the title once it and its catalog are here; returns the effect's clean-up. */
function setTitle(find: () => Promise<string | undefined>): () => void {
  let current = true;
  void Promise.all([find(), loadCatalog('titles').catch(() => undefined)]).then(([title]) => {
    if (current) document.title = plainText(title ? documentTitle(localText(title)) : localText(documentTitle(undefined)));
  });
  return () => {
    current = false;
  };
}
