/**
 * The bench's trivial upstream: one fixed answer for every call, but only with the app key, and
 * with the access token it handed out wherever a token is sent or needed.
 */
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIVIAL_BODY, TRIVIAL_TOKENS, startTrivialUpstream, trivialAnswer } from '../../bench/trivial-upstream';

const KEY = 'k';
const app = { authorization: `Bearer ${KEY}` };

describe('trivialAnswer', () => {
  it('refuses a request without the app key', () => {
    expect(trivialAnswer({ method: 'GET', url: '/main/info/region', headers: {} }, KEY).status).toBe(401);
    expect(trivialAnswer({ method: 'GET', url: '/main/info/region', headers: { authorization: 'Bearer x' } }, KEY).status).toBe(401);
  });

  it('answers the fixed body to a call that needs no session', () => {
    const answer = trivialAnswer({ method: 'GET', url: '/main/info/region', headers: app }, KEY);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(TRIVIAL_BODY);
  });

  it('hands out its tokens on login', () => {
    const answer = trivialAnswer({ method: 'POST', url: '/main/auth/login', headers: app }, KEY);
    expect(answer.headers).toEqual({ 'x-access-token': TRIVIAL_TOKENS.access, 'x-refresh-token': TRIVIAL_TOKENS.refresh });
  });

  it('wants its own access token on the account and verify, and on any call that sends one', () => {
    for (const url of ['/main/auth/account', '/main/auth/verify']) {
      expect(trivialAnswer({ method: 'GET', url, headers: app }, KEY).status).toBe(401);
      expect(trivialAnswer({ method: 'GET', url, headers: { ...app, 'x-access-token': 'other' } }, KEY).status).toBe(401);
      expect(trivialAnswer({ method: 'GET', url, headers: { ...app, 'x-access-token': TRIVIAL_TOKENS.access } }, KEY).status).toBe(200);
    }
    expect(trivialAnswer({ method: 'GET', url: '/main/info/region', headers: { ...app, 'x-access-token': 'other' } }, KEY).status).toBe(
      401,
    );
  });
});

describe('the server', () => {
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    server = await startTrivialUpstream(KEY);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads a login body and answers JSON with the tokens', async () => {
    const login = await fetch(`${base}/main/auth/login`, {
      method: 'POST',
      headers: app,
      body: JSON.stringify({ email: 'a', password: 'b' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('content-type')).toMatch(/^application\/json/);
    expect(login.headers.get('x-access-token')).toBe(TRIVIAL_TOKENS.access);
    expect(await login.json()).toEqual(JSON.parse(TRIVIAL_BODY.toString()));
    const account = await fetch(`${base}/main/auth/account`, { headers: { ...app, 'x-access-token': TRIVIAL_TOKENS.access } });
    expect(account.status).toBe(200);
    expect((await fetch(`${base}/main/auth/account`, { headers: app })).status).toBe(401);
  });
});
