/**
 * Headers noted early and written with the head (server/src/response-head.ts), and the cookies
 * read on first use (server/src/lazy-cookies.ts): whichever way the head is written, an answer
 * carries the same headers as when each was set as the request passed, a handler that sets one
 * of them itself still wins, and a head given whole skips Node's header store.
 */
import express, { type Response } from 'express';
import cookieParser from 'cookie-parser';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { deferHead, deferHeader, deferRequestId, installDeferredHead, writeWholeHead } from '#server/response-head.ts';
import { lazyCookies } from '#server/lazy-cookies.ts';

const NOTED = ['content-security-policy', "default-src 'none'", 'x-frame-options', 'DENY', 'referrer-policy', 'same-origin'];
const OWN = ['content-type', 'application/json', 'etag', '"v1"'];

/** Header names and values of an answer, without the ones Node adds itself. */
function siteHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

function app() {
  const a = express();
  a.disable('x-powered-by');
  installDeferredHead(a);
  a.use((_req, res, next) => {
    deferHead(res, NOTED);
    deferRequestId(res, 'req-1');
    deferHeader(res, 'cache-control', 'no-store');
    next();
  });
  const whole = (res: Response) => {
    writeWholeHead(res, 201, OWN);
    res.end('{}');
  };
  a.get('/whole', (_req, res) => {
    whole(res);
    // Given whole, the head never went through Node's header store.
    expect(res.getHeaderNames()).toEqual([]);
  });
  a.get('/whole-after-cookie', (_req, res) => {
    res.cookie('bs_at', 'new');
    whole(res);
  });
  a.get('/json', (_req, res) => {
    res.status(201).setHeader('content-type', 'application/json').setHeader('etag', '"v1"');
    res.end('{}');
  });
  a.get('/refused', (_req, res) => {
    expect(() => writeWholeHead(res, 200, ['etag', 'bad\u0000value'])).toThrow();
    res.status(502).json({ status: 502 });
  });
  a.get('/own-policy', (_req, res) => {
    res.setHeader('referrer-policy', 'no-referrer');
    res.setHeader('x-request-id', 'handler-id');
    res.json({});
  });
  return a;
}

describe('headers noted before the head', () => {
  it('are the same on a head given whole, one written after a cookie, and one Express writes', async () => {
    const expected = {
      'content-security-policy': "default-src 'none'",
      'x-frame-options': 'DENY',
      'referrer-policy': 'same-origin',
      'cache-control': 'no-store',
      'x-request-id': 'req-1',
      'content-type': 'application/json',
      etag: '"v1"',
      'content-length': '2',
    };
    // Written whole before end('{}'), the head has no Content-Length: the body goes chunked (the
    // proxy adds the length of a body that is all in, api/proxy.ts).
    const { 'content-length': _length, ...streamed } = { ...expected, 'transfer-encoding': 'chunked' };
    const whole = await request(app()).get('/whole');
    expect(whole.status).toBe(201);
    expect(siteHeaders(whole.headers)).toEqual(streamed);
    const afterCookie = await request(app()).get('/whole-after-cookie');
    expect(afterCookie.status).toBe(201);
    expect(siteHeaders(afterCookie.headers)).toEqual({ ...streamed, 'set-cookie': ['bs_at=new; Path=/'] });
    const json = await request(app()).get('/json');
    expect(siteHeaders(json.headers)).toEqual(expected);
  });

  it('are still on the error answer after a head Node refused', async () => {
    const res = await request(app()).get('/refused');
    expect(res.status).toBe(502);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-request-id']).toBe('req-1');
  });

  it('give way to a header a handler sets itself', async () => {
    const res = await request(app()).get('/own-policy');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-request-id']).toBe('handler-id');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('are set when nothing was noted before a constant header is added', async () => {
    const a = express();
    installDeferredHead(a);
    installDeferredHead(a);
    a.get('/', (_req, res) => {
      deferHeader(res, 'cache-control', 'no-store');
      res.json({});
    });
    const res = await request(a).get('/');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('cookies read on first use', () => {
  const HEADER = 'bs_at=abc; j=j:{"x":1}; odd=%E0%A4%A; bad=j:{';

  function cookieApp(lazy: boolean) {
    const a = express();
    if (lazy) lazyCookies(a);
    else a.use(cookieParser());
    a.get('/', (req, res) => {
      const first = req.cookies as Record<string, unknown>;
      res.json({ cookies: first, same: req.cookies === first, plain: Object.getPrototypeOf(first) === Object.prototype });
    });
    a.get('/set', (req, res) => {
      req.cookies = { replaced: 'yes' };
      res.json({ cookies: req.cookies as unknown });
    });
    return a;
  }

  it('are what cookie-parser makes of the same header, parsed once per request', async () => {
    for (const header of [HEADER, undefined]) {
      const get = (lazy: boolean) => {
        const r = request(cookieApp(lazy)).get('/');
        return header === undefined ? r : r.set('Cookie', header);
      };
      const [lazy, middleware] = [await get(true), await get(false)];
      expect(lazy.body).toEqual(middleware.body);
      expect(lazy.body.same).toBe(true);
    }
    expect((await request(cookieApp(true)).get('/').set('Cookie', HEADER)).body.cookies).toEqual({
      bs_at: 'abc',
      j: { x: 1 },
      odd: '%E0%A4%A',
      bad: 'j:{',
    });
  });

  it('can be replaced by an assignment', async () => {
    expect((await request(cookieApp(true)).get('/set').set('Cookie', 'a=b')).body).toEqual({ cookies: { replaced: 'yes' } });
  });
});
