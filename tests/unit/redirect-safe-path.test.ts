/** safeRedirectPath over a corpus of hostile inputs: everything that could leave the site becomes '/'. */
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '#server/redirects/safe-path.ts';
import { sameSitePath } from '#server/redirects/same-site.ts';

const HOSTILE: unknown[] = [
  // Other sites, every spelling
  'https://evil.example',
  'http://evil.example/account/home',
  'HTTPS://EVIL.EXAMPLE',
  '//evil.example',
  '//evil.example/path',
  '///evil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  '/%2e/%2e//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/ /evil.example',
  'evil.example',
  'evil.example/account',
  // Schemes
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'mailto:someone@example.com',
  'ftp://evil.example',
  ' javascript:alert(1)',
  // Encoded variants
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%2Fevil.example',
  '%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '%5C%5Cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  'https%3A%2F%2Fevil.example',
  '/%E0%A4%A',
  '/%',
  // Control characters and odd whitespace
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0d%0aSet-Cookie:%20x=y',
  '/\u0000/evil.example',
  '/%00/evil.example',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  '/\ufeff/evil.example',
  '\u3000//evil.example',
  // Credentials, ports and other URL parser tricks
  '/@evil.example',
  '//user:pass@evil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  '/%2e/%2e//evil.example',
  // Not a string, empty, too long
  '',
  undefined,
  null,
  42,
  ['/account/home', '//evil.example'],
  { t: '/account/home' },
  `/${'a'.repeat(3000)}`,
];

describe('safeRedirectPath', () => {
  it(`sends each of ${HOSTILE.length} hostile inputs to /`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
    for (const input of HOSTILE) {
      const out = safeRedirectPath(input);
      // A few inputs are harmless same-site paths once normalised; none may leave the site.
      expect(out.startsWith('/'), JSON.stringify(input)).toBe(true);
      expect(out.startsWith('//') || out.startsWith('/\\'), JSON.stringify(input)).toBe(false);
      expect(new URL(out, 'http://site.invalid').origin, JSON.stringify(input)).toBe('http://site.invalid');
    }
  });

  it('answers exactly / for the inputs that name another site, a scheme or a control character', () => {
    const exactlyRoot = HOSTILE.filter((i) => i !== '/@evil.example');
    for (const input of exactlyRoot) expect(safeRedirectPath(input), JSON.stringify(input)).toBe('/');
  });

  it('keeps same-site paths with their query and fragment', () => {
    expect(safeRedirectPath('/account/home')).toBe('/account/home');
    expect(safeRedirectPath('/purchase/bm-neon-harbor/neon-harbor?x=1#top')).toBe('/purchase/bm-neon-harbor/neon-harbor?x=1#top');
    expect(safeRedirectPath('/account/order/ord-1001/start')).toBe('/account/order/ord-1001/start');
    expect(safeRedirectPath('/')).toBe('/');
  });
});

describe('sameSitePath (token2 redirectUrl)', () => {
  const req = { protocol: 'https', host: 'site.test' };
  it('keeps a path, or an absolute URL of this very site, and drops everything else', () => {
    expect(sameSitePath('/scans/start', req)).toBe('/scans/start');
    expect(sameSitePath('https://site.test/scans/start?a=1', req)).toBe('/scans/start?a=1');
    expect(sameSitePath('http://site.test/scans/start', req)).toBe('/');
    expect(sameSitePath('https://site.test.evil.example/scans', req)).toBe('/');
    expect(sameSitePath('https://evil.example/', req)).toBe('/');
    expect(sameSitePath('https://site.test//evil.example', req)).toBe('/');
    expect(sameSitePath(undefined, req)).toBe('/');
    expect(sameSitePath(7, req)).toBe('/');
  });
});
