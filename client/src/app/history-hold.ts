/**
 * History steps held back while React takes a prerendered page over.
 *
 * Between `hydrateRoot` and React's first render there is a moment when the router already listens
 * for history steps. A step handled then (Back, or a script's pushState and popstate) changes the
 * router's location before React renders, so the first render is another page's than the HTML's
 * and the takeover fails with a mismatch. Held, the step waits: React takes over the page the HTML
 * shows, then the step is handed to the router, which draws the page now addressed.
 */
export function holdHistorySteps(): () => void {
  let held = false;
  let holding = true;
  // Registered before the router's own listener, so it runs first and can stop it.
  const hold = (event: PopStateEvent) => {
    if (!holding) return;
    event.stopImmediatePropagation();
    held = true;
  };
  window.addEventListener('popstate', hold);
  return function release() {
    if (!holding) return;
    holding = false;
    window.removeEventListener('popstate', hold);
    if (held) window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  };
}
