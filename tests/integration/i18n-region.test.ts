/**
 * The region step of the language choice (docs/I18N.md): with REGION_HEADER naming the header in
 * which the CDN or load balancer puts the visitor's country, a visitor from Japan whose browser
 * names neither site language reads Japanese; the cookie and Accept-Language still come first,
 * and caches keep the answers apart by that header too. (Without REGION_HEADER the header is
 * ignored: tests/integration/i18n-pages.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { useIntegrationStack } from '../helpers/integration';

const REGION_HEADER = 'CF-IPCountry';
const useStack = useIntegrationStack({ REGION_HEADER });

const get = (url: string, headers: Record<string, string> = {}) => {
  let req = useStack().request().get(url).set('Accept', 'text/html');
  for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
  return req.redirects(0);
};
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const varies = (res: { headers: Record<string, string> }) => (res.headers.vary ?? '').toLowerCase().split(/\s*,\s*/);

describe('the region as the last signal of the page language', () => {
  it('answers a visitor from Japan in Japanese when nothing else names a language', async () => {
    const res = await get('/movies/catalog', { [REGION_HEADER]: 'JP' });
    expect(res.status).toBe(200);
    expect(langOf(res.text)).toBe('ja');
    expect(varies(res)).toEqual(expect.arrayContaining(['accept-language', 'cookie', 'cf-ipcountry']));
  });

  it('sends such a visitor from a prerendered English page to its Japanese URL, varying by the header', async () => {
    const res = await get('/about', { [REGION_HEADER]: 'JP' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/ja/about');
    expect(varies(res)).toContain('cf-ipcountry');
  });

  it('asks the region when the browser names neither site language', async () => {
    const res = await get('/movies/catalog', { 'Accept-Language': 'fr-FR,fr;q=0.9', [REGION_HEADER]: 'JP' });
    expect(langOf(res.text)).toBe('ja');
  });

  it('leaves every other country, and no country, in English', async () => {
    for (const country of ['US', 'GB', 'XX']) {
      const res = await get('/movies/catalog', { [REGION_HEADER]: country });
      expect(langOf(res.text)).toBe('en');
    }
    const none = await get('/');
    expect(none.status).toBe(200);
    expect(langOf(none.text)).toBe('en');
  });

  it('puts the browser language and an explicit choice before the region', async () => {
    const browser = await get('/', { 'Accept-Language': 'en-US,en;q=0.9', [REGION_HEADER]: 'JP' });
    expect(browser.status).toBe(200);
    expect(langOf(browser.text)).toBe('en');
    const chosen = await get('/movies/catalog', { Cookie: 'lang=en', [REGION_HEADER]: 'JP' });
    expect(langOf(chosen.text)).toBe('en');
    const path = await get('/ja/about', { [REGION_HEADER]: 'US' });
    expect(langOf(path.text)).toBe('ja');
  });
});
