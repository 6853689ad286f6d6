/**
 * Japanese text breaks between phrases, never inside a word (docs/I18N.md, "Line breaking"):
 * Japanese has no spaces, so a browser may end a line after any character and split 「一緒」 in two.
 * BudouX (Google's phrase segmenter, its Japanese model) finds the phrases when the build compiles
 * each Japanese catalog, and a zero-width space marks each boundary; the site's styles
 * (`word-break: keep-all` on Japanese text, client/src/shared/styles/base.css) then break lines there
 * only. The catalogs are the one source of the site's Japanese text, and the server's renderer,
 * the build's prerender step and the browser all read the same compiled catalog: the HTML carries
 * the break opportunities before any script runs, and hydration sees exactly the same text. The
 * segmenter and its model stay in the build: no page downloads them.
 *
 * Every Japanese catalog is marked, the titles' and descriptions' too: a page loads several into
 * one table, where a message shared by two (a page's title and its heading) must be the same
 * text, or the server's HTML and the browser's first render could differ. Where the text goes
 * into <title> or <meta>, which wrap nothing, the marks are taken out again (`plainText`,
 * client/src/shared/i18n/local-message.ts).
 */
import { loadDefaultJapaneseParser } from 'budoux';
import type { Plugin } from 'vite';

/** The mark of a phrase boundary: U+200B ZERO WIDTH SPACE, a break opportunity that draws nothing. */
export const PHRASE_BREAK = '\u200b';

/** A Trans message's element tags (`<0>`, `</0>`, `<1/>`): kept whole, and a boundary themselves. */
const TAG = /(<\/?\d+\s*\/?>)/;

/** U+2060 WORD JOINER: no break here, and nothing drawn. */
export const NO_BREAK = '\u2060';

/**
 * Where a browser would still break inside a word under `word-break: keep-all`: after the hyphen
 * of a Latin word (Wi-Fi). (A break after a closing bracket or before an opening one, which BudouX
 * may keep inside a phrase, is left to the browser: Japanese typesetting allows it there, and a
 * mark beside a bracket would sit inside accessible names for nothing.)
 */
const BREAKABLE_INSIDE = /(?<=[A-Za-z]-)(?=[A-Za-z])/gu;

const parser = loadDefaultJapaneseParser();

/** A text with a zero-width space between each two of its BudouX phrases, and each phrase kept whole. */
export function breakPhrases(text: string): string {
  return text
    .split(TAG)
    .map((part, i) =>
      i % 2 === 1 || part === ''
        ? part
        : parser
            .parse(part)
            .map((phrase) => phrase.replace(BREAKABLE_INSIDE, NO_BREAK))
            .join(PHRASE_BREAK),
    )
    .join('');
}

/**
 * A compiled message (Lingui's token form: text, and placeholders `[name, format?, options?]`
 * whose plural or select options are messages again) with its text's phrases marked.
 */
export function breakMessagePhrases(message: unknown): unknown {
  if (typeof message === 'string') return breakPhrases(message);
  if (!Array.isArray(message)) return message;
  return message.map((token: unknown) => {
    if (typeof token === 'string') return breakPhrases(token);
    if (!Array.isArray(token)) return token;
    const [name, format, options] = token as [unknown, unknown, unknown];
    if (!options || typeof options !== 'object' || Array.isArray(options)) return token;
    const branches = Object.fromEntries(Object.entries(options).map(([key, branch]) => [key, breakMessagePhrases(branch)]));
    return [name, format, branches, ...token.slice(3)];
  });
}

/** The Japanese catalogs. */
const JAPANESE_CATALOG = /[\\/]locales[\\/]ja[\\/][\w-]+\.po(?:\?|$)/;

/** Lingui's compiled catalog module: one JSON string literal, parsed at load. */
const COMPILED = /^([\s\S]*?export const messages\s*=\s*JSON\.parse\()("(?:[^"\\]|\\.)*")(\);?\s*)$/;

export function phraseBreaksPlugin(): Plugin {
  return {
    name: 'japanese-phrase-breaks',
    // After Lingui's plugin has compiled the .po file to its module.
    enforce: 'post',
    transform(code, id) {
      if (!JAPANESE_CATALOG.test(id)) return undefined;
      const match = COMPILED.exec(code);
      if (!match) return this.error(`${id}: not the compiled catalog module this plugin knows; phrase breaks cannot be added`);
      const messages = JSON.parse(JSON.parse(match[2]!) as string) as Record<string, unknown>;
      const broken = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, breakMessagePhrases(message)]));
      return { code: `${match[1]}${JSON.stringify(JSON.stringify(broken))}${match[3]}`, map: null };
    },
  };
}
