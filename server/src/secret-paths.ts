/**
 * Addresses that carry a secret (BEHAVIOUR §11): the route table's pages marked `secret`
 * (contract/pages.ts), plus the server's own `/reset/:token` redirect. Both of the server's
 * duties follow from this one list: the page's HTML goes out no-referrer and no-store
 * (server/src/static.ts), and the `:params` of such an address never reach the log
 * (server/src/logger.ts), wherever the address appears in a URL (so the API calls that carry the
 * same token, `/api/auth/reset/:token`, `/api/beyond/scan/:tpyToken/process`, are redacted too).
 */
import { secretPatterns } from '#contract/pages.ts';

const REDACTED = '[redacted]';

/** Secret addresses that are not pages of the table: the server answers them itself. */
const SERVER_SECRET_PATTERNS = ['/reset/:token'];

const PATTERNS: readonly string[] = [...secretPatterns(), ...SERVER_SECRET_PATTERNS];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const segmentsOf = (pattern: string) => pattern.replace(/^\//, '').split('/');
const isParam = (segment: string) => segment.startsWith(':');
const segmentSource = (segment: string) => (isParam(segment) ? '/[^/?#]+' : `/${escape(segment)}`);

/**
 * A path is a secret page when it starts with a secret pattern up to its last parameter (so a
 * deeper path under the token, a 404, is no-store too). Case-insensitive, as the client's routes are.
 */
const SECRET_PAGE = new RegExp(
  `^(?:${PATTERNS.map((p) => {
    const segments = segmentsOf(p);
    const last = segments.findLastIndex(isParam);
    return segments
      .slice(0, last + 1)
      .map(segmentSource)
      .join('');
  }).join('|')})(?:/|$)`,
  'i',
);

export function isSecretPage(pathname: string): boolean {
  return SECRET_PAGE.test(pathname);
}

/** One pattern's whole shape, anywhere in a URL; the matched text is then redacted segment by segment. */
const shapeSource = (pattern: string) => `${segmentsOf(pattern).map(segmentSource).join('')}(?=[/?#]|$)`;
const SHAPES = PATTERNS.map((p) => ({ segments: segmentsOf(p), re: new RegExp(`^${shapeSource(p)}`, 'i') }));
/** All the shapes in one expression, so each logged URL is scanned once. */
const SECRET_IN_URL = new RegExp(PATTERNS.map(shapeSource).join('|'), 'gi');

/** The URL with every secret path segment replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_IN_URL, (found) => {
    const shape = SHAPES.find((s) => s.re.test(found));
    if (!shape) return found;
    const parts = found.split('/');
    return shape.segments
      .map((segment, i) => (isParam(segment) ? REDACTED : (parts[i + 1] ?? '')))
      .reduce((path, part) => `${path}/${part}`, '');
  });
}
