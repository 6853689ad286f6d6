/**
 * Secrets the browser must never see, and a scanner for them. Shared by the vitest and the
 * Playwright security suites, so it imports neither runner.
 *
 * The tokens come from mock-upstream's control API (GET /__control/tokens), which lists every
 * access and refresh token it issued since its last reset, including ones later revoked or renewed.
 */
import { TEST_APP_KEY } from '../helpers/processes';

export interface IssuedToken {
  accessToken: string;
  refreshToken: string;
}

async function control<T>(mockUrl: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${mockUrl}/__control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`mock control ${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Every token value the mock issued since its last reset (access and refresh, deduplicated). */
export async function issuedTokens(mockUrl: string): Promise<string[]> {
  const issued = await control<IssuedToken[]>(mockUrl, 'GET', '/tokens');
  return [...new Set(issued.flatMap((t) => [t.accessToken, t.refreshToken]))];
}

/** Makes `token` a working token2 login link whose answer carries `redirectUrl`. */
export function setToken2Link(mockUrl: string, token: string, link: { accountId: string; redirectUrl?: string }) {
  return control<{ accountId: string; redirectUrl?: string }>(mockUrl, 'PUT', `/links/token2/${encodeURIComponent(token)}`, link);
}

/**
 * The forms a secret could take in text the browser sees: as is, URL-encoded, base64 and
 * base64url (a token inside a base64 blob would otherwise slip through).
 */
export function encodings(secret: string): string[] {
  const b64 = Buffer.from(secret).toString('base64').replace(/=+$/, '');
  const b64url = Buffer.from(secret).toString('base64url');
  return [...new Set([secret, encodeURIComponent(secret), b64, b64url])];
}

/** Each secret (by a short label, never its value) found in `text`, in any of its encodings. */
export function findSecrets(text: string, secrets: Record<string, string>): string[] {
  return Object.entries(secrets)
    .filter(([, value]) => encodings(value).some((form) => text.includes(form)))
    .map(([label]) => label);
}

/** The app key and every issued token, labelled for failure messages that do not repeat them. */
export function secretsToScan(tokens: string[]): Record<string, string> {
  const out: Record<string, string> = { 'app key': TEST_APP_KEY };
  tokens.forEach((t, i) => (out[`${t.slice(0, 3)}token #${i + 1}`] = t));
  return out;
}
