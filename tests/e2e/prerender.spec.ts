/**
 * The prerendered marketing pages: the HTML arrives with the page in it, and React takes that
 * HTML over (hydration) instead of drawing the page again. The page's heading is marked when the
 * parser has finished and before any script runs; after hydration the very same element is still
 * on screen (a fresh client render would replace it), the header works, and an internal link
 * navigates inside the app (a marker on window survives). A hydration mismatch would log an
 * error, which fails the test (fixtures.ts).
 */
import { test, expect, type Page } from './fixtures';
import { holdRequests, takenOver } from './takeover';

declare global {
  interface Window {
    __spaMarker?: string;
  }
}

/** Marks the server's heading (data-from-server is no attribute React knows, so it survives hydration only on the same node). */
async function markServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') document.querySelector('h1')?.setAttribute('data-from-server', '');
    });
  });
}

/** React has attached itself to the heading: the page is hydrated. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const h1 = document.querySelector('h1');
    return h1 !== null && Object.keys(h1).some((k) => k.startsWith('__reactFiber'));
  });

const navButton = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true });

for (const [path, heading] of [
  ['/termsofservice', 'Terms of Service'],
  ['/about', 'About Bigscreen'],
] as const) {
  test(`${path}: React takes over the prerendered page`, async ({ page }) => {
    await markServerHeading(page);
    await page.goto(path);
    await hydrated(page);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(heading);
    await expect(h1, 'the heading the server sent is the one on screen').toHaveAttribute('data-from-server', '');

    // The header is live: a dropdown opens and closes on click.
    const group = navButton(page, 'Bigscreen');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'false');

    // An internal link navigates inside the app: no new document, so the window marker survives.
    await page.evaluate(() => (window.__spaMarker = 'kept'));
    await group.click();
    await page.getByRole('link', { name: 'Software updates', exact: true }).click();
    await expect(page).toHaveURL(/\/software$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bigscreen software');
    expect(await page.evaluate(() => window.__spaMarker)).toBe('kept');
  });
}

test('a prerendered page visited in a later year hydrates without a mismatch and shows the current year', async ({ page }) => {
  const next = new Date().getFullYear() + 1;
  await page.clock.setSystemTime(new Date(`${next}-01-02T10:00:00Z`));
  await markServerHeading(page);
  await page.goto('/termsofservice');
  await hydrated(page);
  await expect(page.locator('h1[data-from-server]')).toBeVisible();
  await expect(page.getByText(`© ${next} Bigscreen, Inc.`)).toBeVisible();
});

test('/: React takes over the prerendered home page, its sections and its sliders', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') document.querySelector('#features .slider')?.setAttribute('data-from-server', '');
    });
  });
  await markServerHeading(page);
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cinema, office and hangout, together in VR');
  await expect(page.locator('h1[data-from-server]')).toBeVisible();

  // The sections below the hero (their own chunk) are taken over too: the slider the server sent
  // is the one the script measured (a client render would have replaced the element).
  const features = page.getByRole('region', { name: 'Bigscreen features' });
  await expect(features).toHaveAttribute('data-per-view', '3');
  await expect(features).toHaveAttribute('data-from-server', '');
  // Each of the nine sections is taken over in its own wrapper by a React root of its own
  // (components/home-islands.tsx), so no commit covers them all.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('#home-sections > .home__island')].map((el) =>
          Object.keys(el).some((k) => k.startsWith('__reactContainer')),
        ),
      ),
    )
    .toEqual(Array(9).fill(true));

  // The hero's Download menu opens, and its Remote Desktop entry navigates inside the app.
  await page.evaluate(() => (window.__spaMarker = 'kept'));
  const download = page.getByRole('button', { name: 'Download' });
  await download.click();
  await expect(download).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Choose platform' })).toBeVisible();
  await page.getByRole('link', { name: /Remote Desktop/ }).click();
  await expect(page).toHaveURL(/\/remotedesktop$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your PC, on the big screen');
  expect(await page.evaluate(() => window.__spaMarker)).toBe('kept');
});

test("/: the hero is taken over without the sections' code; the sections keep the server's HTML until it comes, then work in place", async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') document.querySelector('#features .slider')?.setAttribute('data-from-server', '');
    });
  });
  const code = await holdRequests(page, /\/assets\/home-below-hero-[\w-]+\.js$/);
  await markServerHeading(page);
  await page.goto('/');
  // The page is React's while the sections' code is held back: the header's menus open.
  await hydrated(page);
  await navButton(page, 'Support').click();
  await expect(navButton(page, 'Support')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  const features = page.getByRole('region', { name: 'Bigscreen features' });
  await expect(features).toHaveAttribute('data-from-server', '');
  await expect(features).not.toHaveAttribute('data-per-view', /./);
  // Scrolling towards them asks for their code; once it is here, the same elements come alive.
  await features.scrollIntoViewIfNeeded();
  await expect.poll(code.asked).toBe(true);
  code.release();
  await expect(features).toHaveAttribute('data-per-view', '3');
  await expect(features).toHaveAttribute('data-from-server', '');
  // Their links navigate inside the app.
  await page.evaluate(() => (window.__spaMarker = 'kept'));
  await page.getByRole('link', { name: 'Share your desktop in VR' }).click();
  await expect(page).toHaveURL(/\/desktop$/);
  expect(await page.evaluate(() => window.__spaMarker)).toBe('kept');
});

test("/: the page-builder region's code is not part of the takeover; the takeover keeps its waiting frame, and the region carries on once its code comes", async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') document.querySelector('.builder-region')?.setAttribute('data-from-server', '');
    });
  });
  const code = await holdRequests(page, /\/assets\/builder-region-[\w-]+\.js$/);
  await page.goto('/');
  // React has the page, header menus and all, while the region's code is held back.
  await takenOver(page);
  await navButton(page, 'Support').click();
  await expect(navButton(page, 'Support')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  const region = page.getByRole('region', { name: 'More from Bigscreen' });
  await expect(region).toHaveAttribute('data-state', 'waiting');
  await expect(region).toHaveAttribute('data-from-server', '');
  await expect.poll(code.asked).toBe(true);
  await page.waitForTimeout(300);
  await expect(region).toHaveAttribute('data-from-server', '');
  code.release();
  // The region's own code takes over from its frame and goes on to its card.
  await expect(region).not.toHaveAttribute('data-state', 'waiting');
  await expect(region.getByRole('link', { name: 'Browse Catalog' })).toBeVisible();
});

test("/ja/: the takeover needs none of the sections' text; their catalog comes with their code, and they come alive in Japanese", async ({
  page,
}) => {
  const codeAsked: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/home-below-hero-/.test(request.url())) codeAsked.push(request.url());
  });
  const text = await holdRequests(page, /\/assets\/home-sections-[\w-]+\.js$/);
  await markServerHeading(page);
  await page.goto('/ja/');
  // React has the page (its header menus open) while the sections' catalog is held back (the idle
  // browser may already have asked for it).
  await hydrated(page);
  const menu = page.getByRole('navigation', { name: 'メイン' }).getByRole('button', { name: 'サポート', exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  const features = page.getByRole('region', { name: 'Bigscreen の機能' });
  await features.scrollIntoViewIfNeeded();
  // Their code may arrive; they are not taken over before their text has.
  await expect.poll(text.asked).toBe(true);
  await expect.poll(() => codeAsked.length).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  await expect(features).not.toHaveAttribute('data-per-view', /./);
  text.release();
  await expect(features).toHaveAttribute('data-per-view', '3');
  await expect(features.getByRole('button', { name: '次のスライド' })).toBeVisible();
  await expect(page.getByRole('region', { name: '公開ルームに気軽に参加しましょう' })).toBeVisible();
});

/** The slides on screen and the position dots shown, for the slider called `name`. */
async function sliderLayout(page: Page, name: string) {
  const slider = page.getByRole('region', { name });
  await slider.scrollIntoViewIfNeeded();
  return slider.evaluate((el) => {
    const viewport = el.querySelector('.slider__viewport')!.getBoundingClientRect();
    const slides = [...el.querySelectorAll('.slider__slide')].map((s) => s.getBoundingClientRect());
    const onScreen = slides.filter((r) => r.left >= viewport.left - 1 && r.right <= viewport.right + 1).length;
    const dots = [...el.querySelectorAll<HTMLElement>('.slider__dot')].filter((d) => d.offsetParent !== null).length;
    return { onScreen, dots };
  });
}

// Six features and six headsets: N slides at a time leave 7 - N positions.
for (const [width, features, platforms] of [
  [1280, 3, 3],
  [600, 2, 2],
  [400, 1, 2],
] as const) {
  const expected = (perView: number) => ({ onScreen: perView, dots: 7 - perView });

  test.describe(`without JavaScript at ${width} px`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width, height: 800 } });
    test('the prerendered sliders are laid out for the width by CSS alone', async ({ page }) => {
      await page.goto('/');
      expect(await sliderLayout(page, 'Bigscreen features')).toEqual(expected(features));
      expect(await sliderLayout(page, 'Supported headsets and platforms')).toEqual(expected(platforms));
    });
  });

  test(`at ${width} px hydration keeps the sliders' layout`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Bigscreen features' })).toHaveAttribute('data-per-view', String(features));
    await expect(page.getByRole('region', { name: 'Supported headsets and platforms' })).toHaveAttribute(
      'data-per-view',
      String(platforms),
    );
    expect(await sliderLayout(page, 'Bigscreen features')).toEqual(expected(features));
    expect(await sliderLayout(page, 'Supported headsets and platforms')).toEqual(expected(platforms));
  });
}

test.describe('without JavaScript, under reduced motion', () => {
  test.use({ javaScriptEnabled: false, reducedMotion: 'reduce' });
  test('the prerendered slideshow shows no pause button (it never plays)', async ({ page }) => {
    await page.goto('/');
    const cinema = page.getByRole('region', { name: 'Bigscreen theaters' });
    await expect(cinema.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(cinema.getByRole('button', { name: 'Pause slideshow' })).toBeHidden();
  });
});

test('a history step taken before the app runs draws the page now addressed instead of taking over the other one', async ({ page }) => {
  // The app's entry script is held back until the address has changed, as when a visitor steps
  // through history before a slow connection delivers the code. Taking the /about HTML over as
  // /termsofservice would fail with a hydration mismatch (a console error fails this test).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Bigscreen');
  await page.evaluate(() => window.history.pushState({}, '', '/termsofservice'));
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await hydrated(page);
});

test('a history step that arrives while React takes the page over waits for the takeover, then draws the page addressed', async ({
  page,
}) => {
  // The step lands at the worst moment: the router is listening for history steps and React has
  // not rendered the /about HTML yet (it is asked to a task later, main.tsx). Handled at once, it
  // would make the first render /termsofservice's, which fails against the HTML with a mismatch
  // (React error 418, a console error that fails this test). The first popstate listener is the
  // hold's own (history-hold.ts); the step goes right after the next one, the router's.
  await markServerHeading(page);
  await page.addInitScript(() => {
    let listeners = 0;
    const add = window.addEventListener.bind(window);
    window.addEventListener = ((
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) => {
      add(type, listener, options);
      if (type !== 'popstate' || ++listeners !== 2) return;
      queueMicrotask(() => {
        window.history.pushState({}, '', '/termsofservice');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
    }) as typeof window.addEventListener;
  });
  await page.goto('/about');
  await expect(page).toHaveURL(/\/termsofservice$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await hydrated(page);
  expect(await page.evaluate(() => window.history.length)).toBeGreaterThan(1);
});

test("a drawn page's code is asked for only once the page has painted, and still takes the page over", async ({ page }) => {
  await page.goto('/about');
  await takenOver(page);
  const { paint, entry } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    entry: performance.getEntriesByType('resource').find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name))?.startTime ?? null,
  }));
  expect(paint).not.toBeNull();
  expect(entry).not.toBeNull();
  expect(entry!).toBeGreaterThanOrEqual(paint!);
  // Taken over: a menu of the header works.
  await navButton(page, 'Beyond').click();
  await expect(navButton(page, 'Beyond')).toHaveAttribute('aria-expanded', 'true');
});

test('in a tab nobody sees, a drawn page starts its code once parsed (frames wait for the tab to be shown)', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    // A hidden tab draws no frames and paints nothing: neither may be what starts the app.
    window.requestAnimationFrame = () => 0;
    window.PerformanceObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof PerformanceObserver;
  });
  await page.goto('/about');
  // Polled by time: Playwright's default polling waits for frames, which this page no longer draws.
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return root !== null && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
    },
    undefined,
    { polling: 100 },
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Bigscreen');
});
