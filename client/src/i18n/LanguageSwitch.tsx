/**
 * The language switch (footer): a link to the same page in the other language. Following it
 * stores the choice in the `lang` cookie (it wins over the browser's language and the region from
 * then on) and loads that page, which the server sends in the chosen language. A plain link, so
 * it works from the keyboard, with a middle click and before the page's code has run.
 */
import { useSyncExternalStore } from 'react';
import { useLocation, useParams } from 'react-router';
import { JA_PREFIX, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Language } from '#contract/language.ts';
import { activeLanguage } from '.';

/** Each language's name in itself, as a reader of that language looks for it. */
const NAMES: Record<Language, string> = { en: 'English', ja: '日本語' };

/** Stores an explicit choice for the rest of the visit and later ones. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

const noSubscription = () => () => {};

/** The path with each segment that is a route parameter's value written as `:name` (the reset screen's `/account/reset/:token`). */
function asPattern(pathname: string, params: Readonly<Record<string, string | undefined>>): string {
  const names = new Map(Object.entries(params).map(([name, value]) => [value, name]));
  return pathname
    .split('/')
    .map((segment) => (names.has(segment) && segment !== '' ? `:${names.get(segment)!}` : segment))
    .join('/');
}

export function LanguageSwitch() {
  // The router's location is below the /ja prefix on a Japanese page: the page's own path.
  const { pathname, search, hash } = useLocation();
  const params = useParams();
  const other: Language = activeLanguage() === 'ja' ? 'en' : 'ja';
  const target = (path: string) => `${other === 'ja' ? JA_PREFIX : ''}${path === '/' && other === 'ja' ? '/' : path}`;
  // Prerendered HTML is the same for every address of its page (a reset link's token is never in
  // it): there, and while React takes it over, the link names the page's pattern; the render
  // right after the takeover writes the full address (React rewrites the changed attribute).
  const href = useSyncExternalStore(
    noSubscription,
    () => `${target(pathname)}${search}${hash}`,
    () => target(asPattern(pathname, params)),
  );
  return (
    <a className="language-switch" href={href} hrefLang={other} lang={other} onClick={() => rememberLanguage(other)}>
      {NAMES[other]}
    </a>
  );
}
