/** The router's data helpers: a signed-out read goes to login with its return target; a refused submit keeps every field's message. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/shared/api/client.ts';
import { fieldErrorsOf, formFailure, signedIn, type LoaderFunctionArgs } from '#client/shared/core/route-data.ts';
import { MESSAGES } from '#contract/messages.ts';
import { rememberAccount } from '#client/shared/session/known.ts';

const args = (url: string): LoaderFunctionArgs => ({
  request: new Request(url),
  url: new URL(url),
  pattern: '',
  params: {},
  context: undefined,
});

describe('signedIn', () => {
  it('passes the loader’s data through', async () => {
    await expect(signedIn(async () => [1, 2])(args('http://site.test/account/orders'))).resolves.toEqual([1, 2]);
  });

  it('sends a visitor without a session to login, coming back to the page and its query', async () => {
    const load = signedIn(async () => {
      throw new ApiError('Unauthorized', 401);
    });
    const thrown: unknown = await load(args('http://site.test/account/orders/7/ipd?from=mail')).catch((err: unknown) => err);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('X-Remix-Replace')).toBe('true');
    const location = new URL(response.headers.get('location')!, 'http://site.test');
    expect(location.pathname).toBe('/account/login');
    expect(location.searchParams.get('redir')).toBe('/account/orders/7/ipd?from=mail');
  });

  it('sends a visitor the session already knows to be signed out to login, before any data call', async () => {
    let calls = 0;
    const load = signedIn(async () => {
      calls += 1;
      return 'data';
    });
    rememberAccount(null);
    const thrown: unknown = await load(args('http://site.test/account/orders')).catch((err: unknown) => err);
    expect(calls).toBe(0);
    expect((thrown as Response).headers.get('location')).toBe('/account/login?redir=%2Faccount%2Forders');
    // Signed in since (a login or signup answer): the loader reads again.
    rememberAccount({ email: 'verified@example.com', username: 'moviebuff', isVerified: true });
    await expect(load(args('http://site.test/account/orders'))).resolves.toBe('data');
    expect(calls).toBe(1);
  });

  it('lets every other failure reach the error element as it is', async () => {
    const failure = new ApiError(MESSAGES.timeout, 0, { kind: 'timeout' });
    const load = signedIn(async () => {
      throw failure;
    });
    await expect(load(args('http://site.test/account'))).rejects.toBe(failure);
  });
});

describe('formFailure', () => {
  const refused = new ApiError('Validation failed', 422, {
    errors: [
      { msg: 'Email is taken', param: 'email' },
      { msg: 'Too short', param: 'password' },
      { msg: 'Needs a digit', param: 'password' },
      { msg: 'Try again later' },
    ],
    fromServer: true,
  });

  it('keeps the first message of each named field, and the first message for the screen', () => {
    expect(formFailure(refused, MESSAGES.apiDefault)).toEqual({
      ok: false,
      error: 'Email is taken',
      fieldErrors: { email: 'Email is taken', password: 'Too short' },
    });
  });

  it('gives the fallback and no field messages for a failure that is not an API answer', () => {
    expect(formFailure(new Error('boom'), MESSAGES.apiDefault)).toEqual({ ok: false, error: MESSAGES.apiDefault, fieldErrors: {} });
    expect(fieldErrorsOf('nothing')).toEqual({});
  });
});
