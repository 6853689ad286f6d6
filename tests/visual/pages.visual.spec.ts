/**
 * Visual regression: the key pages at desktop and phone width against committed baselines
 * (tests/visual/baselines). Tolerant of font anti-aliasing; animations off; the copyright year
 * masked. After an intended change of the look, regenerate the baselines with
 * `npm run test:visual:update` and review the changed PNGs in the diff.
 */
import { demoTest as test, expect } from '../e2e/stubs/stripe-stack';
import { dynamicParts, KEY_PAGES, openSettled, WIDTHS } from './pages';

for (const size of WIDTHS) {
  test.describe(`${size.name} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const key of KEY_PAGES) {
      test(`${key.title} looks as designed`, async ({ page, login }) => {
        if (key.signedIn) await login();
        await openSettled(page, key.path);
        // The assertion takes pictures until two in a row agree, and a full-page picture of the
        // home page takes seconds on a slow machine: the default 5 s once ran out before the second.
        await expect(page).toHaveScreenshot(`${key.name}-${size.name}.png`, { fullPage: true, mask: dynamicParts(page), timeout: 20_000 });
      });
    }
  });
}
