import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a copy confirmation stays on screen (BEHAVIOUR §9). */
export const COPY_NOTICE_MS = 10_000;

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text to the clipboard and reports the outcome for COPY_NOTICE_MS. A browser without
 * the async clipboard (or one that refuses it) counts as a failure, which the page announces.
 */
export function useCopy(): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    let outcome: CopyState;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('The async clipboard is not available');
      await navigator.clipboard.writeText(text);
      outcome = 'copied';
    } catch (err) {
      console.warn('Copying to the clipboard failed', err);
      outcome = 'failed';
    }
    setState(outcome);
    timer.current = setTimeout(() => setState('idle'), COPY_NOTICE_MS);
  }, []);

  return { state, copy };
}
