/**
 * The language switch (footer): a link to the server's switch address (`/lang/<language>?to=…`),
 * which stores the choice in the `lang` cookie (it wins over the browser's language and the region
 * from then on) and sends the visitor to the same page in that language. A plain link that the
 * server answers, so it works from the keyboard, with a middle click, before the page's code has
 * run and without JavaScript at all (docs/I18N.md).
 */
import { useSyncExternalStore } from 'react';
import { useLocation, useParams } from 'react-router';
import { languageSwitchHref, type Language } from '#contract/language.ts';
import { activeLanguage } from '.';

/** Each language's name in itself, as a reader of that language looks for it. */
const NAMES: Record<Language, string> = { en: 'English', ja: '日本語' };

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
  // Prerendered HTML is the same for every address of its page (a reset link's token is never in
  // it): there, and while React takes it over, the link names the page's pattern; the render
  // right after the takeover writes the full address (React rewrites the changed attribute).
  const href = useSyncExternalStore(
    noSubscription,
    () => languageSwitchHref(other, `${pathname}${search}${hash}`),
    () => languageSwitchHref(other, asPattern(pathname, params)),
  );
  return (
    <a className="language-switch" href={href} hrefLang={other} lang={other}>
      {NAMES[other]}
    </a>
  );
}
