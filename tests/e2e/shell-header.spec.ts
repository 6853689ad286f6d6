/** The page shell: header (desktop and 375 px), dropdowns by mouse and keyboard, burger menu, footer, legal overlay. */
import { test, expect, type Page } from './fixtures';

const navButton = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true });

test.describe('header at 1280 px', () => {
  test('logo, navigation groups, social links and the account slot are visible', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Bigscreen home' })).toBeVisible();
    for (const group of ['Bigscreen', 'Beyond', 'Movies', 'Support']) await expect(navButton(page, group)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Bigscreen on social networks' }).getByRole('link')).toHaveCount(5);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.getByRole('link', { name: 'Bigscreen home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a dropdown opens by mouse, closes on an outside click, and only one is open at a time', async ({ page }) => {
    await page.goto('/about');
    const movies = navButton(page, 'Movies');
    await movies.click();
    await expect(movies).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Browse Catalog' }).first()).toBeVisible();
    await navButton(page, 'Beyond').click();
    await expect(movies).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Eye tracking' })).toBeVisible();
    await page.locator('h1').click();
    await expect(navButton(page, 'Beyond')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Eye tracking' })).toBeHidden();
  });

  test('a dropdown is keyboard operable: ArrowDown opens, arrows move, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/about');
    const support = navButton(page, 'Support');
    await support.focus();
    await page.keyboard.press('ArrowDown');
    await expect(support).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Help and company' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Contact support' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('link', { name: 'Help and company' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('link', { name: 'Giveaways' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(support).toHaveAttribute('aria-expanded', 'false');
    await expect(support).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(support).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Refund policy' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/refundpolicy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Refund policy' })).toBeVisible();
    await expect(support).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the burger menu opens and closes, and holds the navigation', async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    await expect(burger).toBeVisible();
    await expect(navButton(page, 'Movies')).toBeHidden();
    await burger.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await navButton(page, 'Movies').click();
    await page.getByRole('link', { name: 'Experiences' }).click();
    await expect(page).toHaveURL(/\/experiences$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(navButton(page, 'Movies')).toBeHidden();
  });

  test('Escape closes the burger menu and returns focus to the burger', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(navButton(page, 'Beyond')).toBeVisible();
    await page.keyboard.press('Escape');
    const burger = page.getByRole('button', { name: 'Open menu' });
    await expect(burger).toBeFocused();
    await expect(navButton(page, 'Beyond')).toBeHidden();
  });

  test('the page does not scroll sideways', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('footer', () => {
  test('menu, follow-us links, Discord button and copyright line', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /^Blog/ })).toHaveAttribute('href', /blog/);
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', /^mailto:support@/);
    await expect(footer.getByRole('link', { name: 'Account login' })).toBeVisible();
    for (const network of ['Twitter', 'Facebook', 'YouTube', 'Reddit']) {
      await expect(footer.getByRole('link', { name: new RegExp(`^${network}`) })).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(footer.getByRole('link', { name: 'JOIN THE DISCORD' })).toHaveAttribute('href', /discord/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Bigscreen`);
  });

  test('each page change scrolls to the top', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Terms of Service' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Account login' }).click();
    await expect(page).toHaveURL(/\/account\/login/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('legal overlay', () => {
  test('opens with the full text, traps focus, closes on Escape and restores focus', async ({ page }) => {
    await page.goto('/about');
    const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Terms of Service' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Terms of Service' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('last modified February 20, 2020');
    await expect(dialog).toContainText('50 US dollars');
    await expect(dialog.getByRole('button', { name: /Close/ })).toBeFocused();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('closes on a click outside the sheet', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(dialog).toContainText('aged 18 and over');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('its heading links to the document page', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacypolicy$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('last modified February 20, 2020');
  });
});

for (const width of [1024, 1280, 1440]) {
  test(`signed in at ${width} px the header fits: no horizontal scroll, the account menu in view`, async ({ page, login }) => {
    await page.setViewportSize({ width, height: 800 });
    await login();
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Beyond order #1001' })).toBeVisible();
    const account = page.getByRole('button', { name: /moviebuff/ });
    await expect(account).toBeVisible();
    const box = (await account.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
