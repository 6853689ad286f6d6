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
import { test, expect } from './fixtures';
import { takenOver } from './takeover';

declare global {
  interface Window {
    __takeover?: { beats: number; midway: number };
  }
}

for (const path of ['/', '/ja/', '/account/login', '/movies/catalog']) {
  test(`${path}: the takeover leaves the main thread between slices`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const seen = { beats: 0, midway: 0 };
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
        if (dehydrated === true && claimed(root!.querySelector('a, button'))) seen.midway++;
        channel.port2.postMessage(0);
      };
      channel.port2.postMessage(0);
    });
    await page.goto(path);
    await takenOver(page);
    const seen = await page.evaluate(() => window.__takeover!);
    expect(seen.beats, 'the heartbeat ran').toBeGreaterThan(0);
    expect(seen.midway, 'a beat ran while React was midway through the takeover').toBeGreaterThan(0);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
}
