/**
 * Which language a visitor reads (docs/I18N.md): an explicit choice (a /ja/ URL, else the `lang`
 * cookie), then Accept-Language, then the region (JP reads Japanese), then English.
 */
import { describe, expect, it } from 'vitest';
import { decideLanguage, languageFromAcceptLanguage, languageFromRegion } from '#contract/language.ts';

describe('the language choice', () => {
  it('reads English with no signal at all', () => {
    expect(decideLanguage({})).toBe('en');
  });

  it('lets the region decide when nothing else does: JP reads Japanese, any other country English', () => {
    expect(decideLanguage({ region: 'JP' })).toBe('ja');
    expect(decideLanguage({ region: 'jp' })).toBe('ja');
    expect(decideLanguage({ region: ' JP ' })).toBe('ja');
    for (const region of ['US', 'GB', 'XX', 'N/A', '', 'JPN', 'ja']) expect(decideLanguage({ region })).toBe('en');
  });

  it('puts the browser language before the region', () => {
    expect(decideLanguage({ acceptLanguage: 'en-US,en;q=0.9', region: 'JP' })).toBe('en');
    expect(decideLanguage({ acceptLanguage: 'ja', region: 'US' })).toBe('ja');
  });

  it('asks the region when the browser names neither site language', () => {
    expect(decideLanguage({ acceptLanguage: 'fr-FR,fr;q=0.9', region: 'JP' })).toBe('ja');
    expect(decideLanguage({ acceptLanguage: '*', region: 'JP' })).toBe('ja');
    expect(decideLanguage({ acceptLanguage: 'de', region: 'DE' })).toBe('en');
  });

  it('puts an explicit choice before everything: the URL, then the cookie', () => {
    expect(decideLanguage({ cookie: 'en', acceptLanguage: 'ja', region: 'JP' })).toBe('en');
    expect(decideLanguage({ cookie: 'ja', acceptLanguage: 'en', region: 'US' })).toBe('ja');
    expect(decideLanguage({ path: 'ja', cookie: 'en', acceptLanguage: 'en', region: 'US' })).toBe('ja');
  });

  it('skips a cookie that names no site language', () => {
    expect(decideLanguage({ cookie: 'fr', region: 'JP' })).toBe('ja');
    expect(decideLanguage({ cookie: '', acceptLanguage: 'en', region: 'JP' })).toBe('en');
  });
});

describe('the signals on their own', () => {
  it('Accept-Language: the site language preferred most, by weight then order', () => {
    expect(languageFromAcceptLanguage('en;q=0.5, ja;q=0.8')).toBe('ja');
    expect(languageFromAcceptLanguage('ja-JP, en')).toBe('ja');
    expect(languageFromAcceptLanguage('ja;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('fr, de')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });

  it('region: only JP names a language', () => {
    expect(languageFromRegion('JP')).toBe('ja');
    expect(languageFromRegion('US')).toBeUndefined();
    expect(languageFromRegion(undefined)).toBeUndefined();
  });
});
