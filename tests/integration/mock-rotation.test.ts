/**
 * The mock upstream's rotation mode, called directly: each renewal hands out a new refresh token
 * and retires the old one; presenting a retired one answers 401 and revokes every newer token
 * of that session (the reuse-detection rule of rotating upstreams).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HEADER } from '#contract/protocol.ts';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';
import { TEST_APP_KEY, startMockProcess, type MockProcess } from '../helpers/processes';

let mock: MockProcess;
const systemInfo = Buffer.from(JSON.stringify({ deviceName: 'test', deviceUniqueIdentifier: 'web_127.0.0.1' })).toString('base64');

function call(path: string, headers: Record<string, string> = {}, body?: unknown) {
  return fetch(`${mock.urls.main}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${TEST_APP_KEY}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A nonce for the session of `accessToken` (its expiry answers 401 code 4 with one). */
async function nonceFor(accessToken: string): Promise<string> {
  const res = await call('/auth/verify', { [HEADER.accessToken]: accessToken });
  expect(res.status).toBe(401);
  return res.headers.get(HEADER.nonce)!;
}

async function renew(accessToken: string, refreshToken: string) {
  const nonce = await nonceFor(accessToken);
  return call('/auth/renew', { [HEADER.nonce]: nonce, [HEADER.refreshToken]: refreshToken, [HEADER.systemInfo]: systemInfo });
}

/** A logged-in session whose access token has expired. */
async function expiredSession() {
  const login = await call('/auth/login', {}, { email: 'verified@example.com', password: DEMO_PASSWORD });
  await mock.control.expireTokens();
  return { at1: login.headers.get(HEADER.accessToken)!, rt1: login.headers.get(HEADER.refreshToken)! };
}

beforeAll(async () => {
  mock = await startMockProcess();
});
afterAll(async () => {
  await mock?.stop();
});
beforeEach(async () => {
  await mock.control.reset();
});

describe('mock upstream rotation mode', () => {
  it('rotates on renewal, and a reused refresh token revokes the session it was rotated into', async () => {
    await mock.control.settings({ rotateRefreshTokens: true });
    const { at1, rt1 } = await expiredSession();

    const first = await renew(at1, rt1);
    expect(first.status).toBe(200);
    const at2 = first.headers.get(HEADER.accessToken)!;
    const rt2 = first.headers.get(HEADER.refreshToken)!;
    expect(rt2).not.toBe(rt1);
    expect((await call('/auth/account', { [HEADER.accessToken]: at2 })).status).toBe(200);

    // The old refresh token again (a second instance, or a thief): refused, and the session is over.
    const reuse = await renew(at1, rt1);
    expect(reuse.status).toBe(401);
    expect((await call('/auth/account', { [HEADER.accessToken]: at2 })).status).toBe(401);
    await mock.control.expireTokens();
    expect((await renew(at2, rt2)).status).toBe(401);
  });

  it('keeps the refresh token without rotation (the default), so renewing twice is harmless', async () => {
    const { at1, rt1 } = await expiredSession();
    const first = await renew(at1, rt1);
    expect(first.status).toBe(200);
    expect(first.headers.get(HEADER.refreshToken)).toBeNull();
    expect((await renew(at1, rt1)).status).toBe(200);
  });
});
