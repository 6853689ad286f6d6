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
  useEffect(() => {
    let current = true;
    void loadCatalog('titles')
      .catch(() => undefined)
      .then(() => {
        if (current) document.title = plainText(title ? documentTitle(localText(title)) : localText(documentTitle(undefined)));
      });
    return () => {
      current = false;
    };
  }, [title]);
}
