/**
 * The site's languages (docs/I18N.md): which one a visitor reads, decided by the server for the
 * HTML it sends and kept by the client for the rest of the page's life.
 *  - A path under /ja/ is Japanese (its own URL for every page; the rest of the path is the page).
 *  - Otherwise the `lang` cookie (set by the language switch, or by visiting a /ja/ page) wins,
 *    then the browser's Accept-Language, then the region lookup (JP reads Japanese).
 * English is the source language: with no signal at all a visitor reads English.
 */
export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'en';

/** The cookie that remembers an explicit choice (a year; readable by the client, which sets it). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The language switch's address: `/lang/ja?to=/about` stores the choice and goes to /ja/about (server/src/redirects/language-switch.ts). */
export const LANGUAGE_SWITCH_PREFIX = '/lang';

/** The switch's link to `path` (a page path with its query, without a language prefix) in `language`. */
export const languageSwitchHref = (language: Language, path: string): string =>
  `${LANGUAGE_SWITCH_PREFIX}/${language}?to=${encodeURIComponent(path)}`;

/** The URL prefix of the Japanese pages. */
export const JA_PREFIX = '/ja';

/** A tag (`ja`, `ja-JP`, `en-GB`) as a site language, or undefined when it names neither. */
export function normaliseLanguage(value: string | null | undefined): Language | undefined {
  const tag = (value ?? '').trim().toLowerCase();
  if (tag === 'ja' || tag.startsWith('ja-')) return 'ja';
  if (tag === 'en' || tag.startsWith('en-')) return 'en';
  return undefined;
}

/** The language a path names (/ja/… is Japanese) and the page path without the prefix. */
export function splitLanguagePath(pathname: string): { language: Language | undefined; path: string } {
  if (pathname === JA_PREFIX || pathname.startsWith(`${JA_PREFIX}/`)) {
    return { language: 'ja', path: pathname.slice(JA_PREFIX.length) || '/' };
  }
  return { language: undefined, path: pathname };
}

/** A page path in a language: Japanese pages live under /ja/, English ones where they always were. */
export function languagePath(path: string, language: Language): string {
  return language === 'ja' ? `${JA_PREFIX}${path}` : path;
}

/**
 * The site language a browser's Accept-Language prefers most (by q, then by order), or undefined
 * when it names neither language (then the region decides). `*` names no language.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  let best: { language: Language; q: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [tag, ...params] = part.trim().split(';');
    const language = normaliseLanguage(tag);
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language;
}

/** The region lookup's verdict: JP reads Japanese; anything else (or no answer) decides nothing. */
export function languageFromRegion(region: string | null | undefined): Language | undefined {
  return region?.trim().toLowerCase() === 'jp' ? 'ja' : undefined;
}

/** What a request says about its reader's language, strongest first (see decideLanguage). */
export interface LanguageSignals {
  /** The language the URL names (/ja/…). */
  path?: Language | undefined;
  /** The `lang` cookie's value, as sent. */
  cookie?: string | undefined;
  /** The Accept-Language header. */
  acceptLanguage?: string | undefined;
  /** The visitor's country code (`JP`), when the region is known. */
  region?: string | undefined;
}

/**
 * The language a visitor reads: an explicit choice (a /ja/ URL, else the cookie) wins, then the
 * browser's Accept-Language, then the region (JP reads Japanese), then English. A signal that names
 * neither site language decides nothing and the next one is asked.
 */
export function decideLanguage(signals: LanguageSignals): Language {
  return (
    signals.path ??
    normaliseLanguage(signals.cookie) ??
    languageFromAcceptLanguage(signals.acceptLanguage) ??
    languageFromRegion(signals.region) ??
    SOURCE_LANGUAGE
  );
}

/** The HTML `lang` of a language. */
export const htmlLang = (language: Language): string => language;
