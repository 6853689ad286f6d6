/**
 * A proxied JSON body reaches the upstream with exactly one framing. The server parses the body
 * and writes it again with a Content-Length; a browser's chunked Transfer-Encoding header must
 * not travel alongside it, or the upstream receives the ambiguous CL+TE request that request
 * smuggling is made of (Node's own parser refuses it with a bare 400; a lenient chain may split it).
 */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { useListeningStack } from '../helpers/integration';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';

const useStack = useListeningStack();

/** Sends the body in two chunks without a Content-Length, as a streaming client would. */
function chunked(method: string, path: string, body: string, cookie?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'transfer-encoding': 'chunked' };
    if (cookie) headers.cookie = cookie;
    const req = http.request({ host: '127.0.0.1', port: useStack().port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.write(body.slice(0, 3));
    req.end(body.slice(3));
  });
}

async function sessionCookie(): Promise<string> {
  const login = await useStack().request().post('/api/auth/login').send({ email: 'verified@example.com', password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  return (login.headers['set-cookie'] as unknown as string[]).map((l) => l.split(';')[0]).join('; ');
}

describe('a chunked JSON body', () => {
  it('is forwarded with a Content-Length only, on a call without a session', async () => {
    const res = await chunked('POST', '/api/auth/forgot', JSON.stringify({ email: 'verified@example.com' }));
    expect(res.status, res.body).toBe(200);
    const [entry] = await useStack().mock.control.journal({ path: '/auth/forgot' });
    expect(entry?.headers['transfer-encoding']).toBeUndefined();
    expect(entry?.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify({ email: 'verified@example.com' }))));
    expect(entry?.body).toEqual({ email: 'verified@example.com' });
  });

  it('is forwarded with a Content-Length only, on an authenticated call', async () => {
    const cookie = await sessionCookie();
    const res = await chunked('PUT', '/api/beyond/order/ord-1001/ipd', JSON.stringify({ ipd: 60 }), cookie);
    expect(res.status, res.body).toBe(200);
    const [entry] = await useStack().mock.control.journal({ path: '/beyond/order/ord-1001/ipd', method: 'PUT' });
    expect(entry?.headers['transfer-encoding']).toBeUndefined();
    expect(entry?.body).toEqual({ ipd: 60 });
    expect((await useStack().mock.control.order('ord-1001')).order.ipd).toBe(60);
  });
});
