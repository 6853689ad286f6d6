/**
 * The one formatting module (docs/I18N.md): amounts and dates with `Intl`, in the language the
 * visitor reads (English as en-US, as the site always showed them; Japanese as ja-JP). Screens
 * format through these and never call `Intl` or `toLocale…String` themselves.
 */
import type { Language } from '#contract/language.ts';
import { activeLanguage } from '.';

/** The `Intl` locale of each site language. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', ja: 'ja-JP' };

const intlLocale = (language: Language = activeLanguage()) => INTL_LOCALES[language];

/** An amount in a currency (ISO code, any case) with a fixed number of decimals: yen has none. */
export function formatCurrency(code: string, value: number, decimals: number, language?: Language): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: code.toUpperCase(),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** A calendar date, e.g. "March 5, 2025" in English and "2025年3月5日" in Japanese. */
export function formatDate(date: Date, language?: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/** A time of day, e.g. "3:05:00 PM" in English and "15:05:00" in Japanese. */
export function formatTime(date: Date, language?: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { hour: 'numeric', minute: '2-digit', second: '2-digit' }).format(date);
}
