/** Cross-origin state-changing /api requests are refused before any upstream call; same-origin pass. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useIntegrationStack } from '../helpers/integration';
import { ROOT } from '../helpers/processes';
import { MESSAGES } from '#contract/messages.ts';

const useStack = useIntegrationStack({ STATIC_DIR: path.join(ROOT, 'tests/fixtures/static') });

const CALLS = [
  ['post', '/api/auth/forgot', { email: 'verified@example.com' }],
  ['post', '/api/auth/login', { email: 'verified@example.com', password: 'x' }],
  ['post', '/api/media/order', { bigMediaId: 'bm-neon-harbor', skuId: 'sku', stripeToken: 'tok_visa' }],
  ['put', '/api/beyond/order/ord-1001/ipd', { ipd: 60 }],
  ['delete', '/api/beyond/order/ord-1001', undefined],
] as const;

describe('CSRF', () => {
  it.each(CALLS)('refuses a cross-origin %s %s with 403 JSON', async (method, url, body) => {
    for (const headers of [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.127.0.0.1' },
    ]) {
      const res = await useStack().request()[method](url).set(headers).send(body);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body.message).toBe(MESSAGES.crossOrigin);
    }
    expect(await useStack().mock.control.journal()).toEqual([]);
  });

  it('accepts a same-origin state-changing request', async () => {
    const req = useStack().request().post('/api/auth/forgot');
    const res = await req
      .set('Host', 'site.test')
      .set('Origin', 'http://site.test')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ email: 'verified@example.com' });
    expect(res.status).not.toBe(403);
    expect(await useStack().mock.control.journal({ path: '/auth/forgot' })).toHaveLength(1);
  });

  it('lets cross-origin reads through (they carry no state change)', async () => {
    const res = await useStack().request().get('/api/info/region').set('Origin', 'https://evil.example');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
