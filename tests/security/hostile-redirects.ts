/**
 * A corpus of hostile redirect targets: every one must end on this site. Used for /go,
 * login `redir` and the token-login `redirectUrl`.
 */
const hosts = ['evil.example', 'evil.example:443', '127.0.0.1', '[::1]', 'xn--e1afmkfd.example'];

export const HOSTILE_REDIRECTS: string[] = [
  // absolute URLs and schemes
  ...hosts.map((h) => `https://${h}/`),
  'http://evil.example',
  'HTTPS://EVIL.EXAMPLE',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://evil.example/',
  'mailto:a@evil.example',
  'bigscreen-eyetracking://authenticate',
  // protocol-relative and backslash forms
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '//evil.example/%2F..',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/.\\evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '%2F%2Fevil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '%252F%252Fevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '%5C%5Cevil.example',
  // whitespace and control characters
  ' //evil.example',
  '\t//evil.example',
  '\n//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d/evil.example',
  '/%00/evil.example',
  '\u0000//evil.example',
  '/\u0000/evil.example',
  '/%20/evil.example',
  '/ /evil.example',
  // unicode look-alikes and invisible characters
  '/\u2215evil.example',
  '/\uff0fevil.example',
  '\uff0f\uff0fevil.example',
  '/\u3002evil.example',
  '/\u200b/evil.example',
  '\u202e//evil.example',
  '/\ufeff/evil.example',
  '/\u2028/evil.example',
  '/\u00a0/evil.example',
  // credentials, hosts and odd forms
  'https://site@evil.example',
  '//site@evil.example',
  '@evil.example',
  'evil.example',
  '.evil.example',
  ':evil.example',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  '/ /\\evil.example',
  '/../\\evil.example',
  '/..//evil.example',
  '/.//evil.example',
  '/x/../\\evil.example',
];

/** What the site must do with a target: a same-site path, never another host or scheme. */
export function staysOnSite(location: string | undefined, origin: string): boolean {
  if (!location) return false;
  if (!location.startsWith('/') || location.startsWith('//') || location.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
  if (/[\u0000-\u001f\u007f\\]/.test(location)) return false;
  return new URL(location, origin).origin === origin;
}
