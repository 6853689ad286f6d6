import { useEffect } from 'react';
import { documentTitle } from '#contract/pages.ts';

/** Sets the document title for the current page ("Page · Bigscreen"), as the server's HTML has it. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
