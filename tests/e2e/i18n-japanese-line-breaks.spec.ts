/**
 * Japanese text breaks between words (docs/I18N.md, "Line breaking"): on the Japanese pages whose
 * headings and card texts used to split words (the home page, the remote-desktop guide, the
 * catalog, about) at phone and desktop width, no line ends inside one of BudouX's phrases (the
 * build marks each boundary with a zero-width space), and no line holds only a sentence's last
 * kana and its 「。」. A line may still begin at an opening bracket or after a closing one, as
 * Japanese typesetting allows; an invisible word joiner (U+2060) is no character of a line.
 */
import { test, expect, type Page } from './fixtures';

test.use({ locale: 'ja-JP' });

interface Problem {
  text: string;
  line: string;
  why: string;
}

/** Each text's lines as the browser laid them out, checked against its phrase marks. */
async function lineProblems(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;
    const BREAK = /[\u200b\s]/;
    const problems: { text: string; line: string; why: string }[] = [];
    const seen = new Set<string>();
    const elements = document.querySelectorAll(
      'main h1, main h2, main h3, main h4, main p, main li, main dd, main figcaption, main a, main button',
    );
    for (const element of elements) {
      // An element holding another of the list is checked through that one.
      if (element.querySelector('h1, h2, h3, h4, p, li, dd, figcaption') || !element.checkVisibility()) continue;
      if (element.closest('[lang="en"], .builder-region, .visually-hidden') || !JAPANESE.test(element.textContent ?? '')) continue;
      const chars: { ch: string; rect: DOMRect | undefined }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          chars.push({ ch: text[i]!, rect: range.getClientRects()[0] });
        }
      }
      const full = chars.map((c) => c.ch).join('');
      if (seen.has(full)) continue;
      seen.add(full);
      const width = element.getBoundingClientRect().width;
      // Lines: a character that starts below the previous one's bottom begins a new line.
      const lines: string[] = [''];
      let previous: DOMRect | undefined;
      let phraseStart: DOMRect | undefined;
      let phrase = '';
      for (const { ch, rect } of chars) {
        if (BREAK.test(ch) || !rect || rect.width === 0) {
          if (BREAK.test(ch)) {
            phrase = '';
            phraseStart = undefined;
          }
          if (/\s/.test(ch)) lines[lines.length - 1] += ' ';
          continue;
        }
        const newLine = previous !== undefined && rect.top >= previous.bottom - 2;
        if (newLine) {
          // Inside a phrase that fits the box: the browser broke a word. (Before an opening
          // bracket and after a closing one Japanese typesetting may break: the build leaves it
          // to the browser.)
          const atBracket = /[「『（〔【]/.test(ch) || /[」』）〕】]$/.test(phrase);
          if (phrase && phraseStart && rect.right - phraseStart.left < width && !atBracket) {
            problems.push({ text: full.replace(/\u200b/g, ''), line: lines[lines.length - 1]!, why: `breaks inside 「${phrase}${ch}…」` });
          }
          lines.push('');
          phraseStart = rect;
        }
        phraseStart ??= rect;
        phrase += ch;
        lines[lines.length - 1] += ch;
        previous = rect;
      }
      for (const line of lines.slice(1)) {
        if (/^[\u3040-\u30ff]{1,2}[。！？]$/.test(line.trim()))
          problems.push({ text: full.replace(/\u200b/g, ''), line, why: 'a line of only a sentence end' });
      }
    }
    return problems;
  });
}

for (const width of [390, 1280]) {
  for (const path of ['/ja/', '/ja/remotedesktop', '/ja/movies/catalog', '/ja/about']) {
    test(`${path} at ${width} px: lines break between phrases`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      // The home page's sections come after the takeover: bring them in.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(await lineProblems(page)).toEqual([]);
    });
  }
}
