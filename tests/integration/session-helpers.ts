/** Helpers for the session tests: reading Set-Cookie answers and logging in through the site. */
import { expect } from 'vitest';
import type { Response } from 'supertest';
import type { IntegrationStack } from '../helpers/integration';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';

export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function setCookies(res: Response): SetCookie[] {
  const raw = res.headers['set-cookie'] as unknown;
  return parseSetCookie(Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : []);
}

/** Set-Cookie lines as name, decoded value and lower-cased attributes. */
export function parseSetCookie(lines: string[]): SetCookie[] {
  return lines.map((line) => {
    const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const attr of attrs) {
      const i = attr.indexOf('=');
      if (i < 0) attributes[attr.toLowerCase()] = true;
      else attributes[attr.slice(0, i).toLowerCase()] = attr.slice(i + 1);
    }
    return { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)), attributes };
  });
}

export function cookieHeader(cookies: SetCookie[]): string {
  return cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${encodeURIComponent(c.value)}`)
    .join('; ');
}

/** True when the answer deletes the cookie (empty value, expiry in the past). */
export function isCleared(cookie: SetCookie | undefined): boolean {
  if (!cookie) return false;
  const expires = cookie.attributes.expires;
  return cookie.value === '' && typeof expires === 'string' && Date.parse(expires) < Date.now();
}

/** Logs in through the site and returns the Cookie header the browser would send next. */
export async function loginCookies(
  stack: IntegrationStack,
  email = 'verified@example.com',
  password = DEMO_PASSWORD,
): Promise<{ cookie: string; cookies: SetCookie[] }> {
  const res = await stack.request().post('/api/auth/login').send({ email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const cookies = setCookies(res);
  return { cookie: cookieHeader(cookies), cookies };
}

/** Merges the cookies an answer set into the jar the next request sends. */
export function updateJar(jar: string, res: Response): string {
  const current = new Map(
    jar
      .split('; ')
      .filter(Boolean)
      .map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)] as const),
  );
  for (const c of setCookies(res)) {
    if (c.value === '') current.delete(c.name);
    else current.set(c.name, encodeURIComponent(c.value));
  }
  return [...current].map(([k, v]) => `${k}=${v}`).join('; ');
}
