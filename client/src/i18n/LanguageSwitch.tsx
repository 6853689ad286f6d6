/**
 * The language switch (footer): a link to the same page in the other language. Following it
 * stores the choice in the `lang` cookie (it wins over the browser's language and the region from
 * then on) and loads that page, which the server sends in the chosen language. A plain link, so
 * it works from the keyboard, with a middle click and before the page's code has run.
 */
import { useLocation } from 'react-router';
import { JA_PREFIX, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Language } from '#contract/language.ts';
import { activeLanguage } from '.';

/** Each language's name in itself, as a reader of that language looks for it. */
const NAMES: Record<Language, string> = { en: 'English', ja: '日本語' };

/** Stores an explicit choice for the rest of the visit and later ones. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

export function LanguageSwitch() {
  // The router's location is below the /ja prefix on a Japanese page: the page's own path.
  const { pathname, search, hash } = useLocation();
  const other: Language = activeLanguage() === 'ja' ? 'en' : 'ja';
  const href = `${other === 'ja' ? JA_PREFIX : ''}${pathname === '/' && other === 'ja' ? '/' : pathname}${search}${hash}`;
  return (
    <a className="language-switch" href={href} hrefLang={other} lang={other} onClick={() => rememberLanguage(other)}>
      {NAMES[other]}
    </a>
  );
}
