/**
 * The demo links printed at start-up never lock anyone out of the printed demo accounts: each
 * link that changes an account (email verification, email change, password reset) has an account
 * of its own, and the banner says what each link does.
 */
import { describe, expect, it } from 'vitest';
import { signedInAgent, useIntegrationStack } from '../helpers/integration';
import { demoBanner, demoLinks, PRINTED_ACCOUNTS } from '../../scripts/demo-banner';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';

const useStack = useIntegrationStack();

describe('the demo links', () => {
  it('leave the printed accounts signing in as they were, after every link is followed', async () => {
    const stack = useStack();
    const links = demoLinks().map((l) => l.path);
    expect(links).toEqual(
      expect.arrayContaining(['/email/verify/demo-verify-token', '/email/update/demo-update-token', '/reset/demo-reset-token']),
    );
    // Signed in first, as a visitor trying the links would be.
    await signedInAgent(stack, 'verified@example.com');
    for (const path of links) {
      const res = await stack.request().get(path).set('Accept', 'text/html');
      expect(res.status, path).toBe(302);
      expect(res.headers.location, path).not.toMatch(/failed|error/);
    }
    // The reset link leads to the form; setting a new password there completes it.
    const origin = 'http://127.0.0.1';
    const reset = await stack
      .request()
      .post('/api/auth/reset')
      .set('Origin', origin)
      .set('Host', '127.0.0.1')
      .send({ token: 'demo-reset-token', password: 'Changed123!' });
    expect(reset.status).toBe(200);

    const printed = [
      { email: 'verified@example.com', isVerified: true },
      { email: 'unverified@example.com', isVerified: false },
    ];
    expect(PRINTED_ACCOUNTS).toEqual(expect.arrayContaining(printed.map((a) => expect.objectContaining(a))));
    for (const account of printed) {
      const agent = await signedInAgent(stack, account.email, DEMO_PASSWORD);
      const session = await agent.get('/api/session');
      expect(session.body.account, account.email).toMatchObject(account);
    }
  });

  it('are printed with what each does and, for a link that changes an account, which account', () => {
    const banner = demoBanner('http://localhost:3000', true);
    for (const link of demoLinks()) {
      expect(banner).toContain(`http://localhost:3000${link.path}`);
      expect(banner).toContain(link.what);
    }
    expect(banner).toMatch(/email\/update\/demo-update-token\s+changes update-link@example\.com/);
    expect(banner).toMatch(/reset\/demo-reset-token\s+sets a new password for reset-link@example\.com/);
    expect(banner).toMatch(/email\/verify\/demo-verify-token\s+verifies verify-link@example\.com/);
  });
});
