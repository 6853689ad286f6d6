/**
 * For the tests of pages whose HTML arrives drawn (prerendered, or rendered by the server) and is
 * taken over by React: hold the scripts back to look at the HTML alone, and wait for the takeover.
 */
import type { Page } from '@playwright/test';

/** Requests held back: `release` lets them (and any later one) through; `asked` says whether one came. */
export interface Held {
  release: () => void;
  asked: () => boolean;
}

/**
 * Pages on which a test holds requests back: their navigations do not wait for the takeover
 * (tests/e2e/fixtures.ts), since the test means to look at the page before it.
 */
export const holding = new WeakSet<Page>();

/** Holds every request whose URL matches `url` until `release` is called. */
export async function holdRequests(page: Page, url: RegExp): Promise<Held> {
  holding.add(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(url, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** Holds every script until the returned function is called; the HTML itself arrives at once. */
export async function holdScripts(page: Page): Promise<() => void> {
  return (await holdRequests(page, /\/assets\/.*\.js$/)).release;
}

/** React has attached itself to the heading: the page is hydrated. */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const h1 = document.querySelector('h1');
    return h1 !== null && Object.keys(h1).some((k) => k.startsWith('__reactFiber'));
  });

/**
 * React has finished taking the HTML over: its root is no longer dehydrated (React's own root
 * state, as the fiber keys above are React's). Unlike `hydrated`, which sees the heading claimed,
 * this holds only after the takeover is committed; a click before that is either a document load
 * or an update that makes React draw the page anew. With `orNoApp`, a document without the app's
 * root (a redirect's target, a JSON answer) counts as well.
 */
export const takenOver = (page: Page, options: { timeout?: number; orNoApp?: boolean; polling?: number } = {}) =>
  page.waitForFunction(
    (orNoApp) => {
      const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
      if (!root) return orNoApp;
      const key = Object.keys(root).find((k) => k.startsWith('__reactContainer'));
      const fiber = key ? (root[key] as { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }) : undefined;
      return fiber?.stateNode?.current?.memoizedState?.isDehydrated === false;
    },
    options.orNoApp ?? false,
    { timeout: options.timeout, polling: options.polling ?? 'raf' },
  );

/** Collects React's hydration errors (minified #418/#419/#423/#425, or any message naming hydration) from now on. */
export function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const keep = (text: string) => {
    if (/#41[89]|#42[35]|hydrat/i.test(text)) errors.push(text);
  };
  page.on('console', (msg) => keep(msg.text()));
  page.on('pageerror', (err) => keep(`${err.name}: ${err.message}`));
  return errors;
}
