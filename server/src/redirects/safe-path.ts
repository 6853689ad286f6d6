/**
 * Reduces any redirect target that comes from input (`t`, `redir`, `redirectUrl`) to a path on
 * this site. Anything that could leave the site, or that we cannot read with certainty, is '/'.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u2060\u3000\ufeff]/;

export function safeRedirectPath(input: unknown): string {
  if (typeof input !== 'string' || input.length === 0 || input.length > 2048) return '/';
  // Decode repeatedly so encoded variants (%2F%2F, %5C, double encoding) are judged as the browser would.
  let decoded = input;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return '/';
    }
    if (next === decoded) break;
    decoded = next;
  }
  for (const candidate of [input, decoded]) {
    if (!candidate.startsWith('/')) return '/';
    if (candidate.startsWith('//') || candidate.startsWith('/\\')) return '/';
    if (candidate.includes('\\')) return '/';
    if (CONTROL_OR_SPACE.test(candidate)) return '/';
  }
  // A final check with the URL parser: the result must stay on a placeholder origin.
  let url: URL;
  try {
    url = new URL(input, 'http://site.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'http://site.invalid') return '/';
  const result = url.pathname + url.search + url.hash;
  // Dot segments can normalise into a protocol-relative path ('/..//host' becomes '//host').
  if (result.startsWith('//') || result.startsWith('/\\')) return '/';
  return result;
}
