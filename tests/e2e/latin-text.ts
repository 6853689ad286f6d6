/**
 * What a Japanese visitor would read in English on a page: each visible text (a text node, an
 * accessible name given by aria-label or alt, the screen-reader-only text included) written in
 * Latin script only, without a kana or kanji. Names that are the same in every language (brands,
 * products, the films' titles, the demo's data) are allowed by the caller. The legal texts are
 * English by design (docs/I18N.md) and marked `lang="en"` in `.legal-doc`; the language switch
 * names English in English; a drawing of an app's window (`svg[role="img"]`, named by its caption)
 * shows that app's own labels.
 */
import type { Page } from '@playwright/test';
import { SEED_PRODUCTS } from '#mock-upstream/seed.ts';

export async function latinOnlyTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]/;
    const EXEMPT = 'script, style, noscript, template, .legal-doc, .language-switch, [aria-hidden="true"], svg[role="img"]';
    const found = new Set<string>();
    const consider = (raw: string | null | undefined) => {
      const text = (raw ?? '')
        .replace(/[\u200b\u2060]/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      if (/[A-Za-z]{2,}/.test(text) && !JAPANESE.test(text)) found.add(text);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest(EXEMPT) || !element.checkVisibility({ visibilityProperty: true })) continue;
      consider(node.textContent);
    }
    for (const element of document.body.querySelectorAll('[aria-label], img[alt]')) {
      if (element.parentElement?.closest(EXEMPT) || !element.checkVisibility({ visibilityProperty: true })) continue;
      consider(element.getAttribute('aria-label') ?? element.getAttribute('alt'));
    }
    return [...found];
  });
}

/** The same in every language: brands, products, platforms, the films (data), the demo account's data. */
const NAMES = new Set([
  'Bigscreen',
  'Beyond',
  'Bigscreen Beyond',
  'Discord',
  'Remote Desktop',
  'Bigscreen Remote Desktop',
  'App Store',
  'Google Play',
  'Steam',
  'Meta Quest',
  'Quest',
  'SteamVR',
  'Windows',
  'Oculus Rift',
  'Valve Index',
  'Vive, Index',
  'macOS',
  'Linux',
  'Safari',
  'App Clip',
  'YouTube',
  'Instagram',
  'Facebook',
  'TikTok',
  'Reddit',
  'Twitter',
  'X',
  'English',
  'moviebuff',
  'verified@example.com',
  'support@bigscreenvr.com',
  ...SEED_PRODUCTS.map((p) => p.marketingData['en-US']!.title),
]);

/** Values that are no sentence in any language: addresses, codes, amounts, sizes, order numbers. */
const NO_SENTENCE = [/^\S+@\S+\.\S+$/, /^https?:\/\//, /^[A-Z0-9 #/.:-]+$/, /^[\d\s.,:/%#×x+-]*(mm|GB|MB|KB|Hz|px|PPD)?$/];

/** The page's Latin-only texts that are neither a name nor a value. */
export async function englishOn(page: Page): Promise<string[]> {
  const texts = await latinOnlyTexts(page);
  return texts.filter((t) => !NAMES.has(t) && !NO_SENTENCE.some((re) => re.test(t)));
}
