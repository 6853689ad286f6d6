import { useEffect } from 'react';

const SITE = 'Bigscreen';

/** Sets the document title for the current page ("Page · Bigscreen"). */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : `${SITE}: your cinema and living room in VR`;
  }, [title]);
}
