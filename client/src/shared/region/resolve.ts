/**
 * Locale rules (BEHAVIOUR §4, §15), as pure functions: an explicit `builder.options.locale`
 * or `locale` query parameter wins; otherwise a Japanese page (its `<html lang>`, a /ja/ page)
 * asks for jp, so the page-builder's content is in the page's language; otherwise the region
 * decides (jp → jp, anything else → en).
 */
export type Locale = 'en' | 'jp';

const QUERY_KEYS = ['builder.options.locale', 'locale'] as const;

/** Maps a locale tag to one the site supports, or undefined when it names neither. */
export function normaliseLocale(value: string | null | undefined): Locale | undefined {
  const tag = (value ?? '').trim().toLowerCase();
  if (!tag) return undefined;
  if (tag === 'jp' || tag === 'ja' || tag.startsWith('ja-') || tag.startsWith('jp-')) return 'jp';
  if (tag === 'en' || tag.startsWith('en-')) return 'en';
  return undefined;
}

export function localeFromQuery(search: string): Locale | undefined {
  const params = new URLSearchParams(search);
  for (const key of QUERY_KEYS) {
    const found = normaliseLocale(params.get(key));
    if (found) return found;
  }
  return undefined;
}

/** The region lookup's verdict; a failed lookup passes undefined and yields en. */
export function localeFromRegion(region: string | undefined): Locale {
  return region?.trim().toLowerCase() === 'jp' ? 'jp' : 'en';
}

export function resolveLocale(search: string, region: string | undefined, pageLanguage?: string): Locale {
  return localeFromQuery(search) ?? (normaliseLocale(pageLanguage) === 'jp' ? 'jp' : localeFromRegion(region));
}
