/**
 * The key pages as a visitor sees them, shared by the visual regression tests
 * (pages.visual.spec.ts) and the screenshot gallery (scripts/screenshots.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { takenOver } from '../e2e/takeover';

export interface KeyPage {
  name: string;
  title: string;
  path: string;
  signedIn: boolean;
}

export const KEY_PAGES: KeyPage[] = [
  { name: 'home', title: 'Home', path: '/', signedIn: false },
  { name: 'catalog', title: 'Film catalog', path: '/movies/catalog', signedIn: false },
  { name: 'purchase', title: 'Renting a film', path: '/purchase/bm-neon-harbor/neon-harbor', signedIn: true },
  { name: 'orders', title: 'Headset orders', path: '/account/orders', signedIn: true },
  { name: 'ipd', title: 'IPD change', path: '/account/order/ord-1001/ipd', signedIn: true },
];

export const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Parts that change by themselves (the footer's copyright year). */
export function dynamicParts(page: Page): Locator[] {
  return [page.locator('.site-footer__copyright')];
}

/**
 * Opens a page and waits until it is still: lazy sections rendered, every image (lazy ones
 * included) loaded and decoded, web fonts ready.
 */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  // Parts drawn only when they near the viewport (content-visibility: auto, the home sections)
  // are drawn for the full-page picture, as they are for a visitor who scrolls to them. A style
  // rule, not a pass over the elements: a section that appears later (the how-to section waits
  // for the client config) is covered too, where a pass left it a blank placeholder.
  await page.addStyleTag({ content: 'body * { content-visibility: visible !important; }' });
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  // React has finished taking the page over (it does so in slices, so on a slow machine that can
  // come after the network is idle), and the page's height has held still for a second: nothing
  // drawn late (the how-to section after the client config, the page-builder region after the
  // takeover) is still arriving. A full-page picture taken earlier is a page of another height.
  await takenOver(page);
  await page.waitForFunction(
    () => {
      const w = window as unknown as { settledHeight?: number; settledSince?: number };
      const height = document.documentElement.scrollHeight;
      if (w.settledHeight !== height) {
        w.settledHeight = height;
        w.settledSince = performance.now();
        return false;
      }
      return performance.now() - (w.settledSince ?? 0) >= 1000;
    },
    undefined,
    { polling: 100 },
  );
}
