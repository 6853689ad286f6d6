/**
 * Clicks on a prerendered home page's sections before their code has taken them over
 * (home-islands.tsx). Until its section's React root has committed, a button's handler is not
 * there, and a click on it would do nothing: it is held, that section is taken over before the
 * others, and the button is clicked again once its handler is there (the server's elements stay,
 * so it is the same button). Links, summaries and form fields work without the script and are
 * left to the browser. Part of the page's first load, since a click can come before the sections'
 * code is here.
 */

/** The class of a section's wrapper (components/home-below-hero.tsx), which draws no box of its own. */
export const ISLAND_CLASS = 'home__island';

/** The button a click was held on, until its section is live. */
let held: HTMLElement | undefined;
/** The server's sections whose root has not committed yet (a section drawn in the browser is never here). */
let waiting = new WeakSet<Element>();
/** The server's sections' wrapper, busy while a click is held. */
let sections: HTMLElement | undefined;

/** Holds clicks on the buttons of sections in `wrapper` (the server's copy of them) until they are live. */
export function holdEarlyClicks(wrapper: HTMLElement): void {
  held = undefined;
  sections = wrapper;
  for (const island of wrapper.children) waiting.add(island);
  wrapper.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const island = target?.closest(`.${ISLAND_CLASS}`);
      const button = target?.closest<HTMLElement>('button, [role="button"]');
      if (!island || !button || !island.contains(button) || !waiting.has(island)) return;
      // Captured above the section's own root, so React does not see it there twice.
      event.preventDefault();
      event.stopPropagation();
      held = button;
      // Said to assistive technology, and shown by the pointer, until the click is handed on.
      wrapper.setAttribute('aria-busy', 'true');
    },
    { capture: true },
  );
}

/** Where in `islands` (sections not yet live, in page order) the one holding a click is: -1 if none. */
export const holdingClick = (islands: readonly Element[]): number => islands.findIndex((island) => held && island.contains(held));

/** `island`'s root has committed: a click held on one of its buttons is handed to it. */
export function islandLive(island: Element): void {
  waiting.delete(island);
  if (!held || !island.contains(held)) return;
  const button = held;
  held = undefined;
  sections?.removeAttribute('aria-busy');
  button.click();
}

/** The sections' code could not be had: nothing would hand a click on, so none is held. */
export function stopHolding(): void {
  waiting = new WeakSet();
  held = undefined;
  sections?.removeAttribute('aria-busy');
}
