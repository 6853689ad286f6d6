/**
 * Every public page (and the signed-in screens) as rendered: no emoji used as an icon (no
 * Unicode Extended_Pictographic character in the page's text; emoji render as empty boxes where
 * no emoji font is installed), and every <img> and inline <svg> with explicit width and height
 * attributes (no layout shift when it loads, no unsized art).
 */
import { test, expect, type Page } from './fixtures';
import { paths } from '#client/shared/core/paths.ts';

/** Every fixed path of the app, plus the public pages that take a parameter. */
const PUBLIC = [
  ...new Set(Object.values(paths as Record<string, unknown>).filter((p): p is string => typeof p === 'string' && p.startsWith('/'))),
  paths.login(),
  paths.forgot,
  paths.reset('demo-reset-token'),
  '/email_verify_failed?processed=y',
  '/email_update?processed=y',
  '/email_update_failed?processed=y',
  '/bset/pushtoken/et-demo-token',
  '/browser/demo-room',
  '/no/such/page',
];

const SIGNED_IN = [
  paths.accountHome,
  paths.purchase('bm-neon-harbor', 'neon-harbor'),
  paths.orders,
  paths.orderStart('ord-1001'),
  paths.orderIpd('ord-1001'),
  paths.scansStart,
];

interface Findings {
  emoji: string[];
  unsized: string[];
}

/**
 * © ® ™ are Extended_Pictographic too, but they are typographic marks (the footer's copyright
 * line), shown as text in every font: they are not icons.
 */
async function inspect(page: Page): Promise<Findings> {
  return page.evaluate(() => {
    const EMOJI = /(?![\u00a9\u00ae\u2122])\p{Extended_Pictographic}/u;
    const emoji: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && parent.closest('script, style, noscript')) continue;
      const text = node.textContent ?? '';
      const match = EMOJI.exec(text);
      if (match) emoji.push(`"${match[0]}" in <${parent?.tagName.toLowerCase()}>: ${text.trim().slice(0, 60)}`);
    }
    for (const el of document.querySelectorAll('[alt], [aria-label], [title]')) {
      for (const attr of ['alt', 'aria-label', 'title']) {
        const value = el.getAttribute(attr);
        const match = value ? EMOJI.exec(value) : null;
        if (match) emoji.push(`"${match[0]}" in ${attr} of <${el.tagName.toLowerCase()}>: ${value}`);
      }
    }
    const unsized: string[] = [];
    // An <svg> inside another is part of its drawing, sized by it.
    for (const el of document.querySelectorAll('img, svg:not(svg svg)')) {
      if (!el.hasAttribute('width') || !el.hasAttribute('height')) {
        const name = el.getAttribute('src') ?? el.getAttribute('class') ?? el.outerHTML.slice(0, 80);
        unsized.push(`<${el.tagName.toLowerCase()}> ${name}`);
      }
    }
    return { emoji, unsized };
  });
}

async function visit(page: Page, path: string): Promise<Findings> {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const found = await inspect(page);
  return { emoji: found.emoji.map((f) => `${path}: ${f}`), unsized: found.unsized.map((f) => `${path}: ${f}`) };
}

function collect(all: Findings[]): Findings {
  return { emoji: all.flatMap((f) => f.emoji), unsized: all.flatMap((f) => f.unsized) };
}

test('public pages: no emoji as icons, every image and inline SVG sized', async ({ page, allowConsoleErrors }) => {
  // Third-party frames and scripts are blocked in tests; pages that embed them report it.
  allowConsoleErrors();
  test.setTimeout(180_000);
  const found: Findings[] = [];
  // The menus draw their icons only while open: open each one. (First: after the eye-tracking
  // hand-off page has tried its app link, Chromium ignores clicks in this tab.)
  found.push(await visit(page, paths.home));
  for (const button of await page.locator('.nav-group__button').all()) {
    await button.click();
    await expect(page.locator('.nav-panel:not([hidden]) .nav-panel__icon svg').first()).toBeVisible();
    const menu = await inspect(page);
    found.push({ emoji: menu.emoji.map((f) => `menu: ${f}`), unsized: menu.unsized.map((f) => `menu: ${f}`) });
    await page.keyboard.press('Escape');
  }
  for (const path of PUBLIC) found.push(await visit(page, path));
  expect(collect(found)).toEqual({ emoji: [], unsized: [] });
});

test('signed-in screens: no emoji as icons, every image and inline SVG sized', async ({ page, login, allowConsoleErrors }) => {
  allowConsoleErrors();
  test.setTimeout(120_000);
  await login();
  const found: Findings[] = [];
  for (const path of SIGNED_IN) found.push(await visit(page, path));
  expect(collect(found)).toEqual({ emoji: [], unsized: [] });
});
