import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { state: 'loading' } | { state: 'done'; value: T } | { state: 'failed'; error: unknown };

/**
 * Runs one load when the page opens (and again when a key changes, or `retry` is called),
 * cancelling it when the page goes away, so a late answer never lands on a page the user has left.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, keys: readonly unknown[]): Load<T> & { retry: () => void } {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setResult({ state: 'done', value });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Loading failed', error);
        setResult({ state: 'failed', error });
      },
    );
    return () => controller.abort();
    // The caller names what the load depends on (the load function itself is new every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys (and the retry count) are the dependency list
  }, [...keys, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...result, retry };
}
