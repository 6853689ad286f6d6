import { useEffect } from 'react';
import { documentTitle } from '#contract/pages.ts';
import { localText } from '#client/i18n/index.ts';

/**
 * Sets the document title for the current page ("Page · Bigscreen"), as the server's HTML has it,
 * in the page's language: the route table's English titles are the ids of their translations.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? documentTitle(localText(title)) : localText(documentTitle(undefined));
  }, [title]);
}
