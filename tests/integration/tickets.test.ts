/**
 * Movie tickets through the site's server against the real mock upstream: products, orders
 * (verified accounts only, declined cards refused, nothing placed twice by accident), and
 * entitlements that belong to one account each.
 */
import { describe, expect, it } from 'vitest';
import { signedInAgent, useIntegrationStack } from '../helpers/integration';

const useStack = useIntegrationStack();

const signedIn = (email: string) => signedInAgent(useStack(), email);

const ORDER = { bigMediaId: 'bm-neon-harbor', skuId: 'sku-neon-harbor-usd', stripeToken: 'tok_visa' };

async function orders() {
  return (await useStack().mock.control.outbox()).filter((m) => m.kind === 'order');
}

describe('products', () => {
  it('answers a product signed out, with its sku and en-US marketing data', async () => {
    const res = await useStack().request().get('/api/media/product/bm-kaiju-dawn');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bigMediaId: 'bm-kaiju-dawn', url: 'kaiju-dawn', is3D: true, sku: { currency: 'jpy', price: 500 } });
    expect(res.body.marketingData['en-US'].title).toBe('Kaiju Dawn');
  });

  it('answers 404 for a product that does not exist', async () => {
    const res = await useStack().request().get('/api/media/product/bm-nothing');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Product not found');
  });
});

describe('POST /api/media/order', () => {
  it('refuses a signed-out visitor before reaching the upstream', async () => {
    const res = await useStack().request().post('/api/media/order').send(ORDER);
    expect(res.status).toBe(401);
    expect(await useStack().mock.control.journal({ path: '/media/order' })).toEqual([]);
  });

  it('refuses an unverified account and places no order', async () => {
    const agent = await signedIn('unverified@example.com');
    const res = await agent.post('/api/media/order').send(ORDER);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/verify your email/i);
    expect(await useStack().mock.control.journal({ path: '/media/order', method: 'POST' })).toHaveLength(1);
    expect(await orders()).toEqual([]);
    const tickets = await agent.get('/api/media/entitlements');
    expect(tickets.body).toEqual([]);
  });

  it('places an order for a verified account, which then owns an unused ticket with a card receipt', async () => {
    const agent = await signedIn('verified@example.com');
    const res = await agent.post('/api/media/order').send(ORDER);
    expect(res.status).toBe(201);
    const [entry] = await useStack().mock.control.journal({ path: '/media/order', method: 'POST' });
    expect(entry?.body).toEqual(ORDER);
    expect(await orders()).toHaveLength(1);

    const tickets = await agent.get('/api/media/entitlements');
    expect(tickets.status).toBe(200);
    expect(tickets.body).toHaveLength(6);
    expect(tickets.body[0]).toMatchObject({
      status: 'IDLE',
      mediaProduct: { bigMediaId: 'bm-neon-harbor' },
      receipt: { stripePaymentResult: { currency: 'usd', amount: 499 } },
    });
  });

  it('refuses a declined card with the provider-style message and creates no ticket', async () => {
    const agent = await signedIn('verified@example.com');
    const res = await agent.post('/api/media/order').send({ ...ORDER, stripeToken: 'tok_chargeDeclined' });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('Your card was declined.');
    expect(await orders()).toEqual([]);
    expect((await agent.get('/api/media/entitlements')).body).toHaveLength(5);
  });

  it('refuses a token it never issued, a sku that is not the product’s, and a missing field', async () => {
    const agent = await signedIn('verified@example.com');
    expect((await agent.post('/api/media/order').send({ ...ORDER, stripeToken: 'tok_made_up' })).status).toBe(400);
    expect((await agent.post('/api/media/order').send({ ...ORDER, skuId: 'sku-kaiju-dawn-jpy' })).status).toBe(422);
    const missing = await agent.post('/api/media/order').send({ bigMediaId: ORDER.bigMediaId, skuId: ORDER.skuId });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].param).toBe('stripeToken');
    expect(await orders()).toEqual([]);
  });
});

describe('GET /api/media/entitlements', () => {
  it('requires a session', async () => {
    const res = await useStack().request().get('/api/media/entitlements');
    expect(res.status).toBe(401);
  });

  it('answers only the caller’s own tickets, in every status the seed has', async () => {
    const verified = await signedIn('verified@example.com');
    const other = await signedIn('other@example.com');
    const mine = await verified.get('/api/media/entitlements');
    expect(mine.body.map((e: { status: string }) => e.status).sort()).toEqual(['ACTIVE', 'EXPIRED', 'IDLE', 'IDLE', 'REVOKED']);
    expect((await other.get('/api/media/entitlements')).body).toEqual([]);

    // A ticket bought by one customer never shows up for the other.
    expect((await other.post('/api/media/order').send(ORDER)).status).toBe(201);
    expect((await other.get('/api/media/entitlements')).body).toHaveLength(1);
    expect((await verified.get('/api/media/entitlements')).body).toHaveLength(5);
  });
});

describe('GET /api/beyond/multipass', () => {
  it('answers a store sign-on link and passes redir on', async () => {
    const agent = await signedIn('verified@example.com');
    const res = await agent.get('/api/beyond/multipass?redir=%2Fpages%2Forders&other=dropped');
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/store\.bigscreenvr\.com\/account\/login\/multipass\//);
    const [entry] = await useStack().mock.control.journal({ path: '/beyond/multipass' });
    expect(entry?.path).toBe('/beyond/multipass?redir=%2Fpages%2Forders');
  });
});
