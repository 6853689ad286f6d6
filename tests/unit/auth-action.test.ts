/**
 * The account forms' route action (client/src/features/auth/account-route.ts): which call each
 * form makes with what was typed, local checks that refuse before any call, refusals as the form's
 * messages, and where a login leaves to.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { action } from '#client/features/auth/account-route.ts';
import { MESSAGES } from '#contract/messages.ts';

const ACCOUNT = { email: 'a@example.com', username: 'ann', isVerified: false };

/** Stubs fetch with one answer and returns the calls it receives. */
function upstream(status: number, body: unknown) {
  const fetch = vi.fn(async (_path: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function submit(fields: Record<string, string>, { url = 'http://site.test/account/login', token }: { url?: string; token?: string } = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request(url, { method: 'POST', body });
  const params = token === undefined ? {} : { token };
  return action({ request, url: new URL(url), pattern: '/account/reset/:token', params, context: {} });
}

const sent = (fetch: ReturnType<typeof upstream>) => fetch.mock.calls.map(([path, init]) => [path, JSON.parse(String(init.body))]);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the account forms action', () => {
  it('logs in with what was typed and leaves through /go with the redir target, reloading the document', async () => {
    const fetch = upstream(200, { account: ACCOUNT });
    const result = await submit(
      { intent: 'login', email: 'a@example.com', password: 'pw' },
      { url: 'http://site.test/account/login?redir=%2Faccount%2Forders' },
    );
    expect(sent(fetch)).toEqual([['/api/auth/login', { email: 'a@example.com', password: 'pw' }]]);
    expect(result).toBeInstanceOf(Response);
    const res = result as Response;
    expect(res.headers.get('Location')).toBe('http://site.test/go?t=%2Faccount%2Forders');
    expect(res.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('without a redir target a login leaves through /go alone', async () => {
    upstream(200, { account: ACCOUNT });
    const res = (await submit({ intent: 'login', email: 'a@example.com', password: 'pw' })) as Response;
    expect(res.headers.get('Location')).toBe('http://site.test/go');
  });

  it("a refused login is the server's message for the form, and nothing else happens", async () => {
    upstream(401, { message: 'Incorrect email or password.', status: 401 });
    expect(await submit({ intent: 'login', email: 'a@example.com', password: 'bad' })).toEqual({
      ok: false,
      error: 'Incorrect email or password.',
      fieldErrors: {},
    });
  });

  it("a 422 names each field's first message, and the first message is the screen's", async () => {
    upstream(422, {
      errors: [
        { param: 'username', msg: 'Too short.' },
        { param: 'username', msg: 'Not allowed.' },
        { param: 'email', msg: 'Taken.' },
      ],
    });
    expect(await submit({ intent: 'signup', username: 'x', email: 'a@example.com', password: 'pw', confirm: 'pw' })).toEqual({
      ok: false,
      error: 'Too short.',
      fieldErrors: { username: 'Too short.', email: 'Taken.' },
    });
  });

  it('signup checks the passwords before any call, then sends no confirmation and returns the account', async () => {
    const fetch = upstream(200, { account: ACCOUNT });
    expect(await submit({ intent: 'signup', username: 'ann', email: 'a@example.com', password: 'pw1', confirm: 'pw2' })).toEqual({
      ok: false,
      error: MESSAGES.passwordsMismatchSignup,
      fieldErrors: {},
    });
    expect(fetch).not.toHaveBeenCalled();

    const result = await submit({ intent: 'signup', username: 'ann', email: 'a@example.com', password: 'pw1', confirm: 'pw1' });
    expect(result).toEqual({ ok: true, intent: 'signup', account: ACCOUNT });
    expect(sent(fetch)).toEqual([['/api/auth/account', { username: 'ann', email: 'a@example.com', password: 'pw1' }]]);
  });

  it("reset checks the passwords before any call, then sends the link's token", async () => {
    const fetch = upstream(200, {});
    expect(await submit({ intent: 'reset', password: 'pw1', confirm: 'pw2' }, { token: 'tok' })).toMatchObject({
      error: MESSAGES.passwordsMismatchReset,
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(await submit({ intent: 'reset', password: 'pw1', confirm: 'pw1' }, { token: 'tok' })).toEqual({ ok: true, intent: 'reset' });
    expect(sent(fetch)).toEqual([['/api/auth/reset', { token: 'tok', password: 'pw1' }]]);
  });

  it('forgot returns the address it sent to; a failure without a message gets the screen fallback', async () => {
    upstream(200, {});
    expect(await submit({ intent: 'forgot', email: 'a@example.com' })).toEqual({ ok: true, intent: 'forgot', sentTo: 'a@example.com' });
    upstream(500, {});
    expect(await submit({ intent: 'forgot', email: 'a@example.com' })).toMatchObject({ ok: false, error: MESSAGES.forgotFailed });
  });

  it('an unknown intent is refused without a call', async () => {
    const fetch = upstream(200, {});
    expect(await submit({ intent: 'delete-everything' })).toMatchObject({ ok: false, error: MESSAGES.apiDefault });
    expect(fetch).not.toHaveBeenCalled();
  });
});
