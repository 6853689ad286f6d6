/** The home page: every section in order, the download menu, sliders, rooms, videos, info panels and links. */
import { test, expect, type Page } from './fixtures';
import { holdRequests, holdScripts, takenOver } from './takeover';

const SECTIONS = [
  'Your cinema, office and hangout, together in VR',
  'An office with a view, and your team in it',
  'Pick a theater to match the film',
  'Made for watching together',
  'Play on a screen the size of a wall',
  'Hang out like you are in the same room',
  'Drop into a public room',
  'From download to your first movie',
];

test('every home section is there, in BEHAVIOUR §2 order, with nothing from third parties loaded', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) thirdParty.push(r.url());
  });
  await page.goto('/');
  const headings = page.locator('main h1, main h2');
  for (const name of SECTIONS) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  const order = await headings.allTextContents();
  const positions = SECTIONS.map((s) => order.indexOf(s));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  await expect(page.getByRole('heading', { name: 'Bring the headset you have' })).toBeVisible();
  await expect(page.locator('[data-builder-url="/nspages/home"]')).toHaveAttribute('data-state', 'fallback');
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(thirdParty).toEqual([]);
});

test('the download menu: Choose platform with four entries; stores outside, Remote Desktop inside', async ({ page }) => {
  await page.goto('/');
  const download = page.getByRole('button', { name: 'Download' });
  await download.click();
  const menu = page.getByRole('group', { name: 'Choose platform' });
  await expect(menu).toBeVisible();
  const entries = menu.getByRole('link');
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0)).toContainText('Oculus PC VR');
  await expect(entries.nth(1)).toContainText('Oculus Quest (Quest 1 and 2)');
  await expect(entries.nth(2)).toContainText('SteamVR (Vive, Index)');
  await expect(entries.nth(3)).toContainText('Remote Desktop (Get Client)');
  for (let i = 0; i < 3; i++) {
    await expect(entries.nth(i)).toHaveAttribute('href', /^https:\/\//);
    await expect(entries.nth(i)).toHaveAttribute('target', '_blank');
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(download).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toBeHidden();
  await download.click();
  await menu.getByRole('link', { name: /Remote Desktop/ }).click();
  await expect(page).toHaveURL(/\/remotedesktop$/);
  await expect(page.getByRole('link', { name: 'Download Now' })).toBeVisible();
});

test('Play trailer opens the configured video in a dialog at 640×360 that closes with Escape', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  // The test stack configures the mock's offline stand-in players (as the demo does).
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Play trailer' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Bigscreen trailer' });
  await expect(dialog).toBeVisible();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('src', /\/__video\/trailer\?autoplay=1&modestbranding=1/);
  await expect(frame).toHaveAttribute('width', '640');
  await expect(frame).toHaveAttribute('height', '360');
  // The stand-in really plays in the frame: the CSP lets its origin through.
  await expect(dialog.frameLocator('iframe').getByText('Bigscreen trailer')).toBeVisible();
  // Fullscreen is granted once, through `allow`: no warning about a second, ignored attribute.
  await expect(frame).toHaveAttribute('allow', /fullscreen/);
  expect(warnings.filter((w) => /allowfullscreen/i.test(w))).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('the how-to video loads its player only when asked', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#how-to');
  await expect(section.locator('iframe')).toHaveCount(0);
  await section.getByRole('button', { name: /Play video/ }).click();
  await expect(section.locator('iframe')).toHaveAttribute('src', /\/__video\/how-to\?autoplay=1/);
  await expect(section.frameLocator('iframe').getByText('How to get started with Bigscreen')).toBeVisible();
});

/** Serves the real client configuration with the two videos replaced. */
async function withVideos(page: Page, videos: { trailerVideoUrl: string | null; howToVideoUrl: string | null }) {
  await page.route('**/api/client-config', async (route) => {
    const real = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...real, ...videos } });
  });
}

test('without configured videos there is no Play trailer button and no how-to section', async ({ page }) => {
  await withVideos(page, { trailerVideoUrl: null, howToVideoUrl: null });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Drop into a public room' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bring the headset you have' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play trailer' })).toHaveCount(0);
  await expect(page.locator('#how-to')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'From download to your first movie' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Play video/ })).toHaveCount(0);
});

test('a configured YouTube video plays from the privacy-enhanced host', async ({ page }) => {
  const embed = 'https://www.youtube-nocookie.com/embed/tEsTvIdEo01';
  await withVideos(page, { trailerVideoUrl: embed, howToVideoUrl: null });
  const asked: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>Player</title><p>Player stand-in</p>' });
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Play trailer' }).click();
  const frame = page.getByRole('dialog', { name: 'Bigscreen trailer' }).locator('iframe');
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/tEsTvIdEo01\?autoplay=1&modestbranding=1&rel=0/,
  );
  await expect(page.frameLocator('iframe').getByText('Player stand-in')).toBeVisible();
  expect(asked).toHaveLength(1);
  await expect(page.locator('#how-to')).toHaveCount(0);
});

test('the home cinema slider autoplays, pauses on hover, and can be paused', async ({ page }) => {
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Bigscreen theaters' });
  await slider.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  const current = slider.locator('.slider__dot[aria-current="true"]');
  await expect(current).toHaveAttribute('aria-label', 'Show slide 1');
  await expect(current).toHaveAttribute('aria-label', 'Show slide 2', { timeout: 5000 });
  await slider.hover();
  await expect(slider).toHaveAttribute('data-playing', 'false');
  await page.mouse.move(0, 0);
  await expect(slider).toHaveAttribute('data-playing', 'true');
  await slider.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.mouse.move(0, 0);
  await expect(slider).toHaveAttribute('data-playing', 'false');
  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect(slider.getByRole('group', { name: /^3 of 4/ })).toBeVisible();
});

for (const how of ['hovered', 'focused'] as const) {
  test(`the home cinema slider ${how} before its code has come does not start moving`, async ({ page }) => {
    const sectionsCode = await holdRequests(page, /\/assets\/home-below-hero-[^/]*\.js$/);
    await page.goto('/');
    await takenOver(page);
    const slider = page.getByRole('region', { name: 'Bigscreen theaters' });
    if (how === 'hovered') await slider.hover();
    else await slider.getByRole('button', { name: 'Next slide' }).focus();
    await expect.poll(sectionsCode.asked).toBe(true);
    sectionsCode.release();
    // Live: its width is measured (the server's HTML has none).
    await expect(slider).toHaveAttribute('data-per-view', /\d/);
    await expect(slider).toHaveAttribute('data-playing', 'false');
    if (how === 'hovered') await page.mouse.move(0, 0);
    else await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(slider).toHaveAttribute('data-playing', 'true');
  });
}

test('the home cinema slider stays still under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Bigscreen theaters' });
  await expect(slider).toHaveAttribute('data-playing', 'false');
  await expect(slider.getByRole('button', { name: /slideshow/ })).toHaveCount(0);
});

for (const [width, feature, platform] of [
  [1280, '3', '3'],
  [600, '2', '2'],
  [400, '1', '2'],
] as const) {
  test(`at ${width} px the feature slider shows ${feature} and the platform slider ${platform}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Bigscreen features' })).toHaveAttribute('data-per-view', feature);
    await expect(page.getByRole('region', { name: 'Supported headsets and platforms' })).toHaveAttribute('data-per-view', platform);
  });
}

test('room cards: six first, then all 30 generated rooms with their details', async ({ page }) => {
  await page.goto('/');
  const rooms = page.locator('#rooms .room-card');
  await expect(rooms).toHaveCount(6);
  await page.getByRole('button', { name: 'Show all 30 rooms' }).click();
  await expect(rooms).toHaveCount(30);
  const first = rooms.first();
  await expect(first.locator('.room-card__category')).not.toBeEmpty();
  await expect(first.getByRole('heading')).not.toBeEmpty();
  await expect(first).toContainText('Hosted by');
  await expect(first).toContainText(/\d+ \/ \d+/);
});

// Before its section's code is here, a button has no handler: the click is held, that section is
// taken over first, and the button answers then (components/early-clicks.ts).
for (const how of ['click', 'Enter'] as const) {
  test(`room cards: "Show all" pressed (${how}) before the sections' code has come still shows all 30`, async ({ page }) => {
    const sectionsCode = await holdRequests(page, /\/assets\/home-below-hero-[^/]*\.js$/);
    await page.goto('/');
    await takenOver(page);
    const rooms = page.locator('#rooms .room-card');
    const showAll = page.getByRole('button', { name: 'Show all 30 rooms' });
    if (how === 'click') await showAll.click();
    else {
      await showAll.focus();
      await page.keyboard.press('Enter');
    }
    await expect.poll(sectionsCode.asked).toBe(true);
    await expect(rooms).toHaveCount(6);
    const sections = page.locator('#home-sections');
    await expect(sections).toHaveAttribute('aria-busy', 'true');
    sectionsCode.release();
    await expect(rooms).toHaveCount(30);
    await expect(sections).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('button', { name: 'Show fewer rooms' })).toBeFocused();
  });
}

test("room cards: when the sections' code cannot be had, a held click is let go and the page is not left busy", async ({
  page,
  consoleErrors,
  allowConsoleErrors,
}) => {
  allowConsoleErrors();
  let fail!: () => void;
  const failing = new Promise<void>((resolve) => (fail = resolve));
  await page.route(/\/assets\/home-below-hero-[^/]*\.js$/, async (route) => {
    await failing;
    await route.abort();
  });
  await page.goto('/');
  await takenOver(page);
  const sections = page.locator('#home-sections');
  const showAll = page.getByRole('button', { name: 'Show all 30 rooms' });
  await showAll.click();
  await expect(sections).toHaveAttribute('aria-busy', 'true');
  fail();
  await expect(sections).not.toHaveAttribute('aria-busy');
  await showAll.click();
  await expect(sections).not.toHaveAttribute('aria-busy');
  await expect(page.locator('#rooms .room-card')).toHaveCount(6);
  // The failed download is reported by the browser; the page itself throws nothing.
  expect(consoleErrors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
});

test('Terms, Privacy and Ticket Policy open as info panels', async ({ page }) => {
  await page.goto('/');
  const panels = page.locator('#policies details');
  await expect(panels).toHaveCount(3);
  await page.locator('#policies summary', { hasText: 'Ticket Policy' }).click();
  const tickets = panels.nth(2);
  await expect(tickets).toContainText('tax-inclusive');
  await expect(tickets).toContainText('last modified February 20, 2020');
  await tickets.getByRole('link', { name: 'Open the Ticket Policy page' }).click();
  await expect(page).toHaveURL(/\/ticketpolicy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket Policy' })).toBeVisible();
});

test('a panel opened on the drawn page before its code has run shows its text once the code arrives', async ({ page }) => {
  const release = await holdScripts(page);
  // The page's scripts are held, so its load never comes: the drawn HTML is what is there.
  await page.goto('/', { waitUntil: 'commit' });
  const tickets = page.locator('#policies details').nth(2);
  await page.locator('#policies summary', { hasText: 'Ticket Policy' }).click();
  await expect(tickets).toHaveAttribute('open', '');
  release();
  await takenOver(page);
  await expect(tickets).toContainText('tax-inclusive');
  await expect(tickets).toContainText('last modified February 20, 2020');
});

test('home links to the catalog, rentals, desktop and video player pages', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Browse Catalog' }).first()).toHaveAttribute('href', '/movies/catalog');
  await expect(page.locator('main a[href="/rentals"]')).toHaveCount(1);
  await expect(page.locator('main a[href="/desktop"]')).toHaveCount(1);
  await page.locator('main a[href="/videoplayer"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Video player' })).toBeVisible();
});

test('home, a marketing page and the open legal overlay have no serious accessibility violations', async ({ page }) => {
  // Three full axe scans: 30 s alone on this machine, past the default 45 s when the suite shares it.
  test.slow();
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const check = async () => {
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
    ).toEqual([]);
  };
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Drop into a public room' })).toBeVisible();
  await check();
  await page.goto('/remotedesktop');
  await expect(page.getByRole('link', { name: 'Download Now' })).toBeVisible();
  await check();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('dialog')).toContainText('50 US dollars');
  await check();
});
