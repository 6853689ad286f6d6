/**
 * The bench's replaying front: a GET of a measured path is answered from the mock's own earlier
 * 200 answer to the same credentials; everything else reaches the mock as it came.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { record, replayKey, startReplayUpstream } from '../../bench/replay-upstream';

const paths = new Set(['/main/info/region', '/main/auth/account']);

describe('replayKey', () => {
  it('names a GET of a listed path with its app key and access token', () => {
    const req = { method: 'GET', url: '/main/auth/account', headers: { authorization: 'Bearer k', 'x-access-token': 't1' } };
    expect(replayKey(req, paths)).toBe('/main/auth/account Bearer k t1');
  });

  it('leaves other methods and paths (and a query string) to the mock', () => {
    expect(replayKey({ method: 'POST', url: '/main/auth/account', headers: {} }, paths)).toBeUndefined();
    expect(replayKey({ method: 'GET', url: '/main/auth/login', headers: {} }, paths)).toBeUndefined();
    expect(replayKey({ method: 'GET', url: '/main/info/region?x=1', headers: {} }, paths)).toBeUndefined();
  });
});

describe('record', () => {
  it("keeps the answer's own headers and drops the connection-level ones", () => {
    const kept = record(
      200,
      ['Content-Type', 'application/json', 'Date', 'x', 'Connection', 'keep-alive', 'ETag', 'W/"1"'],
      Buffer.from('{}'),
    );
    expect(kept.headers).toEqual(['Content-Type', 'application/json', 'ETag', 'W/"1"']);
  });
});

describe('the front', () => {
  const seen: string[] = [];
  let mock: http.Server;
  let front: http.Server;
  let base = '';

  beforeAll(async () => {
    // A stand-in mock: the token decides the answer; every request it sees is noted.
    mock = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} ${req.headers['x-access-token'] ?? ''} ${body}`);
        const token = req.headers['x-access-token'];
        if (req.url === '/main/auth/account' && token !== 'good') {
          res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"expired"}');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json', 'x-call': String(seen.length) });
        res.end(JSON.stringify({ url: req.url, body }));
      });
    });
    await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve));
    front = await startReplayUpstream(`http://127.0.0.1:${(mock.address() as AddressInfo).port}`, paths);
    base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    front.closeAllConnections();
    mock.closeAllConnections();
    await Promise.all([new Promise((r) => front.close(r)), new Promise((r) => mock.close(r))]);
  });

  const get = (path: string, token: string) => fetch(`${base}${path}`, { headers: { 'x-access-token': token } });

  it('asks the mock once per credentials, then replays its 200 answer', async () => {
    seen.length = 0;
    const first = await get('/main/auth/account', 'good');
    const second = await get('/main/auth/account', 'good');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('x-call')).toBe(first.headers.get('x-call'));
    expect(await second.json()).toEqual({ url: '/main/auth/account', body: '' });
    expect(seen).toEqual(['GET /main/auth/account good ']);
  });

  it('never replays an error, nor one token’s answer for another', async () => {
    seen.length = 0;
    expect((await get('/main/auth/account', 'expired')).status).toBe(401);
    expect((await get('/main/auth/account', 'expired')).status).toBe(401);
    expect(seen).toHaveLength(2);
  });

  it('keeps idle connections as long as the mock does, so a reused socket is not a closed one', async () => {
    const answer = await get('/main/info/region', '');
    await answer.arrayBuffer();
    expect(answer.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('passes every other request through, body included', async () => {
    seen.length = 0;
    const posted = await fetch(`${base}/main/auth/login`, { method: 'POST', body: 'hello' });
    expect(await posted.json()).toEqual({ url: '/main/auth/login', body: 'hello' });
    await fetch(`${base}/main/auth/login`, { method: 'POST', body: 'again' });
    expect(seen).toEqual(['POST /main/auth/login  hello', 'POST /main/auth/login  again']);
  });
});
