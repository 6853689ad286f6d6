import { describe, expect, it } from 'vitest';
import { localeFromQuery, localeFromRegion, normaliseLocale, resolveLocale } from '#client/shared/region/resolve.ts';

describe('locale rules (BEHAVIOUR §4, §15)', () => {
  it('the region decides without a query parameter: jp → jp, anything else → en', () => {
    expect(resolveLocale('', 'jp')).toBe('jp');
    expect(resolveLocale('', 'JP')).toBe('jp');
    expect(resolveLocale('', 'us')).toBe('en');
    expect(resolveLocale('', 'N/A')).toBe('en');
  });

  it('a failed region lookup falls back to en', () => {
    expect(resolveLocale('', undefined)).toBe('en');
    expect(localeFromRegion(undefined)).toBe('en');
  });

  it('an explicit query parameter wins over the region', () => {
    expect(resolveLocale('?locale=en', 'jp')).toBe('en');
    expect(resolveLocale('?locale=jp', 'us')).toBe('jp');
    expect(resolveLocale('?builder.options.locale=ja-JP', 'us')).toBe('jp');
  });

  it('a Japanese page asks for jp whatever the region; the query still wins (docs/I18N.md)', () => {
    expect(resolveLocale('', 'us', 'ja')).toBe('jp');
    expect(resolveLocale('', undefined, 'ja')).toBe('jp');
    expect(resolveLocale('?locale=en', 'us', 'ja')).toBe('en');
    expect(resolveLocale('', 'us', 'en')).toBe('en');
    expect(resolveLocale('', 'jp', 'en')).toBe('jp');
  });

  it('builder.options.locale is read before locale', () => {
    expect(localeFromQuery('?locale=en&builder.options.locale=jp')).toBe('jp');
  });

  it('an unsupported or empty value is ignored, so the region decides', () => {
    expect(resolveLocale('?locale=fr', 'jp')).toBe('jp');
    expect(resolveLocale('?locale=', 'jp')).toBe('jp');
    expect(normaliseLocale('en-GB')).toBe('en');
    expect(normaliseLocale('xx')).toBeUndefined();
  });
});
