/**
 * Runs `run` once the browser is idle, at the latest after `timeoutMs` (where there is no idle
 * callback, shortly after now): for work that must not compete with drawing the page. Returns a
 * function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}

/** Resolves in a later task, so the main thread can draw and answer input in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
