/**
 * The one menu primitive under the header's groups, the account menu and the Download menu: the
 * same keys and the same dismissal everywhere (each menu's own spec covers the rest).
 */
import { test, expect } from './fixtures';

test('the Download menu: arrows, Home and End move through the entries; ArrowUp opens on the last', async ({ page }) => {
  await page.goto('/');
  const download = page.getByRole('button', { name: 'Download' });
  const entries = page.getByRole('group', { name: 'Choose platform' }).getByRole('link');
  await download.focus();
  await page.keyboard.press('ArrowDown');
  await expect(entries.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(entries.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(entries.nth(3)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(entries.nth(0)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(download).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(entries.nth(3)).toBeFocused();
});

test('focus moving out of a menu closes it: Download menu and a navigation group', async ({ page }) => {
  await page.goto('/');
  const download = page.getByRole('button', { name: 'Download' });
  await download.focus();
  await page.keyboard.press('ArrowDown');
  await expect(download).toHaveAttribute('aria-expanded', 'true');
  // As a person would: Tab on once the first entry has focus (four entries, then out of the menu).
  await expect(page.getByRole('group', { name: 'Choose platform' }).getByRole('link').first()).toBeFocused();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await expect(download).toHaveAttribute('aria-expanded', 'false');

  const support = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Support', exact: true });
  await support.click();
  await expect(support).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Bigscreen home' }).focus();
  await expect(support).toHaveAttribute('aria-expanded', 'false');
});
