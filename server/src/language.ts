/**
 * Which language the HTML answer is in (docs/I18N.md), decided here so the first paint is already
 * right: a /ja/ path, else the `lang` cookie (an explicit choice), else Accept-Language, else the
 * visitor's region (JP reads Japanese) when the operator names a header that carries it
 * (`REGION_HEADER`), else English. The server writes the choice into <html lang>, where the client
 * reads it.
 */
import type { Request, Response } from 'express';
import {
  decideLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  normaliseLanguage,
  splitLanguagePath,
  type Language,
} from '#contract/language.ts';

export interface LanguageChoice {
  language: Language;
  /** The page's path without a language prefix. */
  path: string;
  /** True when the URL itself names the language (/ja/…). */
  fromPath: boolean;
  /** The language the cookie holds, if any. */
  cookie: Language | undefined;
}

/** The `lang` cookie, read from the header (the dev server's app parses no cookies). */
function cookieLanguage(req: Request): Language | undefined {
  const header = req.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(header);
  return normaliseLanguage(match?.[1]);
}

/**
 * The answer's language. `regionHeader` names the request header in which the operator's CDN or
 * load balancer puts the visitor's country (`CF-IPCountry`, `CloudFront-Viewer-Country`…); without
 * it the server knows no region and the region step decides nothing.
 */
export function chooseLanguage(req: Request, regionHeader?: string): LanguageChoice {
  const { language: fromPath, path } = splitLanguagePath(req.path);
  const cookie = cookieLanguage(req);
  const language = decideLanguage({
    path: fromPath,
    cookie,
    acceptLanguage: req.headers['accept-language'],
    region: regionHeader ? req.get(regionHeader) : undefined,
  });
  return { language, path, fromPath: fromPath !== undefined, cookie };
}

/** The request headers an HTML answer's language depends on, for its Vary header. */
export function languageVary(regionHeader?: string): string[] {
  return regionHeader ? ['Accept-Language', 'Cookie', regionHeader] : ['Accept-Language', 'Cookie'];
}

/** Stores a language for the rest of the visit and later ones (a /ja/ visit, the switch). */
export function setLanguageCookie(res: Response, language: Language): void {
  res.cookie(LANGUAGE_COOKIE, language, {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS * 1000,
    sameSite: 'lax',
    // Only the server writes and reads it (the switch is a server route, docs/I18N.md): no script needs it.
    httpOnly: true,
  });
}

/** A visit to a /ja/ page sets the language for the rest of the visit (and later ones), as the switch does. */
export function rememberPathLanguage(choice: LanguageChoice, res: Response): void {
  if (!choice.fromPath || choice.cookie === choice.language) return;
  setLanguageCookie(res, choice.language);
}

/**
 * The shell's own text in each translation: the note a browser without JavaScript shows
 * (client/index.html holds the English). The shell is no component, so its one sentence is here
 * rather than in a catalog (docs/I18N.md).
 */
const NOSCRIPT: Partial<Record<Language, string>> = {
  ja: 'ログイン、チケットの購入、ご注文の管理には JavaScript が必要です。',
};

/** The shell's <html lang> set to the language of its text, and its own text in that language. */
export function withHtmlLang(html: string, language: Language): string {
  const langSet = html.replace(/<html lang="[^"]*"/i, `<html lang="${language}"`);
  const note = NOSCRIPT[language];
  return note === undefined ? langSet : langSet.replace(/<noscript>[^<]*<\/noscript>/i, () => `<noscript>${note}</noscript>`);
}
