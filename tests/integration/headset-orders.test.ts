/**
 * Orders, IPD and scans through the whole stack (site server + real mock upstream): a customer
 * sees and changes only their own orders; the IPD rule of BEHAVIOUR §10 is enforced upstream, and
 * nothing changes there on a refusal.
 */
import { describe, expect, it } from 'vitest';
import { signedInAgent, useIntegrationStack } from '../helpers/integration';

const useStack = useIntegrationStack();
const signedIn = (email: string) => signedInAgent(useStack(), email);
const control = () => useStack().mock.control;

const ipdOf = async (id: string) => (await control().order(id)).order.ipd;

describe('orders', () => {
  it('lists only the signed-in customer’s orders, with every line-item kind and a status', async () => {
    const verified = await signedIn('verified@example.com');
    const mine = await verified.get('/api/beyond/orders');
    expect(mine.status).toBe(200);
    expect(mine.body.map((o: { id: string }) => o.id).sort()).toEqual(['ord-1001', 'ord-1002']);
    const first = mine.body.find((o: { id: string }) => o.id === 'ord-1001');
    expect(first.status).toBe('queued');
    expect(first.lineItems.map((i: { type: string }) => i.type)).toEqual(['headset', 'cushion', 'audio_strap', 'prescription_lenses']);

    const other = await signedIn('other@example.com');
    const theirs = await other.get('/api/beyond/orders');
    expect(theirs.body.map((o: { id: string }) => o.id)).toEqual(['ord-2001']);
  });

  it('refuses to read another customer’s order (404, like an unknown one)', async () => {
    const other = await signedIn('other@example.com');
    const res = await other.get('/api/beyond/order/ord-1001');
    expect(res.status).toBe(404);
    expect(res.body).not.toHaveProperty('ipd');
    expect((await other.get('/api/beyond/order/ord-nope')).status).toBe(404);
    expect((await other.get('/api/beyond/order/ord-2001')).body.id).toBe('ord-2001');
  });

  it('refuses to change another customer’s order, and nothing changes upstream', async () => {
    const other = await signedIn('other@example.com');
    const res = await other.put('/api/beyond/order/ord-1001/ipd').send({ ipd: 60 });
    expect(res.status).toBe(404);
    expect(await ipdOf('ord-1001')).toBe(64);
  });

  it('needs a session', async () => {
    const res = await useStack().request().get('/api/beyond/orders');
    expect(res.status).toBe(401);
    expect(await control().journal({ path: '/beyond/orders' })).toEqual([]);
  });
});

describe('changing the IPD (BEHAVIOUR §10)', () => {
  it('changes a queued order’s IPD, on the order and its headset item', async () => {
    const agent = await signedIn('verified@example.com');
    const res = await agent.put('/api/beyond/order/ord-1001/ipd').send({ ipd: 58 });
    expect(res.status).toBe(200);
    const { order } = await control().order('ord-1001');
    expect(order.ipd).toBe(58);
    expect((order.lineItems as { type: string; ipd?: number }[]).find((i) => i.type === 'headset')?.ipd).toBe(58);
    const [entry] = await control().journal({ path: '/beyond/order/ord-1001/ipd', method: 'PUT' });
    expect(entry?.body).toEqual({ ipd: 58 });
  });

  it.each([
    [54, 'The IPD must be between 55 and 72 mm.'],
    [73, 'The IPD must be between 55 and 72 mm.'],
    [0, 'The IPD must be between 55 and 72 mm.'],
    [63.5, 'The IPD must be a whole number of millimetres.'],
    ['63', 'The IPD must be a number of millimetres.'],
    [null, 'Send the new IPD as "ipd".'],
  ])('refuses %j with 422 saying why, and nothing changes upstream', async (ipd, why) => {
    const agent = await signedIn('verified@example.com');
    const res = await agent.put('/api/beyond/order/ord-1001/ipd').send({ ipd });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(why);
    expect(res.body.errors?.[0]?.msg).toBe(why);
    expect(await ipdOf('ord-1001')).toBe(64);
  });

  it('refuses a body without ipd', async () => {
    const agent = await signedIn('verified@example.com');
    const res = await agent.put('/api/beyond/order/ord-1001/ipd').send({ width: 60 });
    expect(res.status).toBe(422);
    expect(await ipdOf('ord-1001')).toBe(64);
  });

  it('refuses an order that is not queued, saying why, and nothing changes upstream', async () => {
    const agent = await signedIn('verified@example.com');
    const res = await agent.put('/api/beyond/order/ord-1002/ipd').send({ ipd: 60 });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This headset is already being manufactured, so its IPD can no longer be changed.');
    expect(await ipdOf('ord-1002')).toBe(62);

    for (const status of ['shipped', 'cancelled']) {
      await control().updateOrder('ord-1001', { status });
      const refused = await agent.put('/api/beyond/order/ord-1001/ipd').send({ ipd: 60 });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(new RegExp(status === 'shipped' ? 'shipped' : 'cancelled'));
    }
    expect(await ipdOf('ord-1001')).toBe(64);
  });
});

describe('scans', () => {
  it('lists the customer’s own pending scans only', async () => {
    const verified = await signedIn('verified@example.com');
    const mine = await verified.get('/api/beyond/scans');
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0].appClipUrl).toMatch(/^https:\/\//);
    const other = await signedIn('other@example.com');
    expect((await other.get('/api/beyond/scans')).body).toEqual([]);
  });

  it('answers each seeded scan token with its outcome', async () => {
    const agent = await signedIn('verified@example.com');
    const outcome = async (token: string) => {
      const res = await agent.get(`/api/beyond/scan/${token}/process`);
      return [res.status, res.body.code] as const;
    };
    expect(await outcome('tpy-demo-500')).toEqual([500, 17]);
    expect(await outcome('tpy-demo-retry')).toEqual([422, 3]);
    expect(await outcome('tpy-demo-noretry')).toEqual([422, 3]);
    expect(await outcome('tpy-demo-busy')).toEqual([409, 7]);
    expect(await outcome('tpy-unknown')).toEqual([404, undefined]);
    expect(await outcome('tpy-demo-ok')).toEqual([200, undefined]);
    // The received scan is no longer pending.
    expect((await agent.get('/api/beyond/scans')).body).toEqual([]);
  });

  it('does not process a scan token for another customer', async () => {
    const other = await signedIn('other@example.com');
    expect((await other.get('/api/beyond/scan/tpy-demo-ok/process')).status).toBe(404);
  });
});
