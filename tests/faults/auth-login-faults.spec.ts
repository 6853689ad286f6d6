/**
 * The login screen when the main API misbehaves on POST /auth/login: the visitor sees the BEHAVIOUR §8
 * message, stays on the login screen, and no session is half-started (no cookie, the server
 * reports nobody signed in, and the login was not retried behind the visitor's back).
 * Slower than the 10 s login timeout: tests/faults/fixed-timeouts.spec.ts.
 */
import { test, expect } from './fault-stack';
import { sessionAccount, sessionCookies, submitLogin, type FaultCase } from './fault-checks';
import { MESSAGES } from '#contract/messages.ts';

const CASES: FaultCase[] = [
  { name: 'upstream down (connection dropped)', fault: { kind: 'drop' }, message: MESSAGES.hostNotFound },
  { name: 'a 500 without a message', fault: { status: 500, body: { status: 500 } }, message: MESSAGES.loginFailedLong },
  { name: 'a 500 whose body is malformed JSON', fault: { status: 500, kind: 'malformed' }, message: MESSAGES.loginFailedLong },
  // A 200 that is not JSON and carries no tokens is no login at all.
  { name: 'a 200 with malformed JSON and no tokens', fault: { status: 200, kind: 'malformed' }, message: MESSAGES.loginFailedLong },
  { name: 'a 200 with an empty body and no tokens', fault: { status: 200, kind: 'empty' }, message: MESSAGES.loginFailedLong },
  { name: 'a 503 with an empty body', fault: { status: 503, kind: 'empty' }, message: MESSAGES.loginFailedLong },
];

for (const { name, fault, message } of CASES) {
  test(`login: ${name} shows '${message}' and starts no session`, async ({ page, context, mock }) => {
    await mock.fault({ path: '/auth/login', method: 'POST', ...fault });
    await page.goto('/account/login');
    await submitLogin(page);

    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(page).toHaveURL(/\/account\/login$/);
    expect(await sessionCookies(context)).toEqual([]);
    expect(await sessionAccount(page)).toBeNull();
    expect(await mock.journal({ path: '/auth/login', method: 'POST' })).toHaveLength(1);
  });
}

test('login: tokens issued but the answer unreadable and the profile unreachable: no session is stored', async ({
  page,
  context,
  mock,
}) => {
  // The upstream hands out (bogus) tokens with a broken body, and the profile fetch that
  // follows fails: the server must not keep the tokens of a login it could not complete.
  await mock.fault({
    path: '/auth/login',
    method: 'POST',
    status: 200,
    kind: 'malformed',
    headers: { 'x-access-token': 'at_half', 'x-refresh-token': 'rt_half' },
  });
  await mock.fault({ path: '/auth/account', method: 'GET', kind: 'drop' });
  await page.goto('/account/login');
  await submitLogin(page);

  await expect(page.getByRole('alert')).toHaveText(MESSAGES.loginFailedLong);
  expect(await sessionCookies(context)).toEqual([]);
  expect(await sessionAccount(page)).toBeNull();
});

test('login: once the upstream recovers, the same form signs in', async ({ page, mock }) => {
  await mock.fault({ path: '/auth/login', method: 'POST', kind: 'drop' });
  await page.goto('/account/login');
  await submitLogin(page);
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.hostNotFound);

  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/account\/login/);
  expect((await sessionAccount(page))?.email).toBe('verified@example.com');
});
