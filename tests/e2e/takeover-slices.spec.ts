/**
 * React takes a page's HTML over in slices, leaving the main thread free between them
 * (client/src/main.tsx starts the takeover in a transition). In one piece, the takeover of a
 * page blocks a phone's main thread for hundreds of milliseconds, and taps and scrolls wait.
 *
 * How it is seen without timing anything: a heartbeat (a message the page posts to itself, over
 * and over, from before the page's scripts run) looks at the page on each beat. It records a beat
 * that finds React midway: the page's first link already claimed by React while the root still
 * holds the server's HTML. A takeover in one piece never lets a beat run in that state; a takeover
 * in slices does between two slices. The browser's CPU is slowed four times, so the takeover
 * spans several slices on a fast machine too.
 */
import { test, expect, type Page } from './fixtures';
import { takenOver } from './takeover';

declare global {
  interface Window {
    __takeover?: { beats: number; midway: number; clicked?: boolean };
  }
}

/**
 * Starts the heartbeat before the page's scripts run. `clickMidway` names an element the first
 * beat that finds React midway clicks (a click arriving while the takeover is under way).
 */
async function startHeartbeat(page: Page, clickMidway?: string): Promise<void> {
  await page.addInitScript((selector: string | undefined) => {
    const seen: NonNullable<Window['__takeover']> = { beats: 0, midway: 0 };
    window.__takeover = seen;
    const channel = new MessageChannel();
    const claimed = (node: Element | null) => node !== null && Object.keys(node).some((k) => k.startsWith('__reactFiber'));
    channel.port1.onmessage = () => {
      seen.beats++;
      const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
      const key = root ? Object.keys(root).find((k) => k.startsWith('__reactContainer')) : undefined;
      const fiber = key ? (root![key] as { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }) : undefined;
      const dehydrated = fiber?.stateNode?.current?.memoizedState?.isDehydrated;
      // Taken over: the heartbeat stops.
      if (dehydrated === false) return;
      if (dehydrated === true && claimed(root!.querySelector('a, button'))) {
        seen.midway++;
        const target = selector ? document.querySelector<HTMLElement>(selector) : null;
        if (target && !seen.clicked) {
          seen.clicked = true;
          target.click();
        }
      }
      channel.port2.postMessage(0);
    };
    channel.port2.postMessage(0);
  }, clickMidway);
}

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

// One run in 73 (the catalog, two workers) once failed without a report to say how; the old code
// fails every run of every one of these, so one more try cannot hide it.
test.describe.configure({ retries: 1 });

for (const path of ['/', '/ja/', '/account/login', '/movies/catalog']) {
  test(`${path}: the takeover leaves the main thread between slices`, async ({ page }) => {
    await slowCpu(page);
    await startHeartbeat(page);
    await page.goto(path);
    await takenOver(page);
    const seen = await page.evaluate(() => window.__takeover!);
    expect(seen.beats, 'the heartbeat ran').toBeGreaterThan(0);
    expect(seen.midway, `a beat ran while React was midway through the takeover (${JSON.stringify(seen)})`).toBeGreaterThan(0);
  });
}

test('a click that arrives while React is midway through the takeover is not lost', async ({ page }) => {
  await slowCpu(page);
  // The header's first menu button: it opens its group on click.
  await startHeartbeat(page, 'nav[aria-label="Main"] button[aria-expanded]');
  await page.goto('/');
  await takenOver(page);
  expect((await page.evaluate(() => window.__takeover!)).clicked, 'the click came midway').toBe(true);
  const group = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Bigscreen', exact: true });
  await expect(group).toHaveAttribute('aria-expanded', 'true');
});
