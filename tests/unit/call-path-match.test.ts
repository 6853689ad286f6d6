/**
 * The /api router finds a call with its own matcher (compilePath) instead of one Express route per
 * call. It must match exactly what Express's router would: the same paths, the same parameters,
 * the same 400 for a malformed parameter. Compared here with path-to-regexp called as Express's
 * router calls it, for every call in the table and a corpus of request paths.
 */
import { describe, expect, it } from 'vitest';
import { match } from 'path-to-regexp';
import type { Request, RequestHandler, Response } from 'express';
import { compilePath, routeTable } from '#server/api/router.ts';
import { API_CALLS } from '#server/api/calls.ts';

/** router/lib/layer.js: decodeParam. */
function expressDecode(value: string): string {
  if (value.length === 0 || !value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch (err) {
    if (err instanceof URIError) Object.assign(err, { status: 400 });
    throw err;
  }
}

/** router/lib/layer.js: the matcher of a route layer (not strict, not case-sensitive, end). */
function expressMatch(pattern: string) {
  const m = match(pattern, { sensitive: false, end: true, trailing: true, decode: expressDecode });
  return (path: string): { params?: Record<string, string>; status?: number } => {
    try {
      const r = m(path);
      return r ? { params: { ...(r.params as Record<string, string>) } } : {};
    } catch (err) {
      return { status: (err as { status?: number }).status };
    }
  };
}

function ours(pattern: string) {
  const m = compilePath(pattern);
  return (path: string): { params?: Record<string, string>; status?: number } => {
    try {
      const params = m(path);
      return params ? { params } : {};
    } catch (err) {
      return { status: (err as { status?: number }).status };
    }
  };
}

/** Request paths built from each pattern: exact, other case, trailing slashes, encoded and hostile parameters. */
function corpus(pattern: string): string[] {
  const values = ['abc', 'A-b_c.d~e', '..', '%2e%2e', 'a%2Fb', '%E2%82%AC', '%zz', '%', 'a b', 'x'.repeat(300), '', 'a;b', 'é'];
  const paths = new Set<string>();
  for (const value of values) {
    const path = pattern.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, value);
    for (const p of [path, `${path}/`, `${path}//`, path.toUpperCase(), `${path}/extra`, `${path}.json`, path.slice(0, -1), `/x${path}`])
      paths.add(p);
  }
  paths.add('/');
  paths.add('');
  return [...paths];
}

describe('the /api call matcher', () => {
  const patterns = [...new Set(API_CALLS.map((c) => c.browserPath))];

  it.each(patterns)('%s matches exactly what an Express route would', (pattern) => {
    const expected = expressMatch(pattern);
    const actual = ours(pattern);
    for (const other of patterns) for (const path of corpus(other)) expect({ path, ...actual(path) }).toEqual({ path, ...expected(path) });
  });

  it('refuses a pattern shape it does not implement', () => {
    expect(() => compilePath('/files/*rest')).toThrow(/unsupported/);
    expect(() => compilePath('/media{/:id}')).toThrow(/unsupported/);
  });
});

/** Runs a routeTable on a bare request and says which handlers ran and how it left. */
async function dispatch(handler: RequestHandler, method: string, path: string) {
  const req = { method, path, params: {} } as unknown as Request;
  return new Promise<{ left: unknown; params: unknown }>((resolve) => {
    handler(req, {} as Response, (err?: unknown) => resolve({ left: err, params: req.params }));
  });
}

describe('routeTable', () => {
  const ran: string[] = [];
  const mark =
    (name: string, then?: unknown): RequestHandler =>
    (_req, _res, next) => {
      ran.push(name);
      next(then);
    };
  const table = routeTable([
    { method: 'get', path: '/a/:id', chain: [mark('first')] },
    { method: 'GET', path: '/a/:id', chain: [mark('second'), mark('second-end', 'route'), mark('never')] },
    { method: 'POST', path: '/a/:id', chain: [mark('post')] },
    { method: 'GET', path: '/fail', chain: [() => Promise.reject(new Error('boom'))] },
  ]);

  it('runs every matching route in table order, as Express does, then passes the request on', async () => {
    ran.length = 0;
    const out = await dispatch(table, 'HEAD', '/A/x%20y/');
    expect(ran).toEqual(['first', 'second', 'second-end']);
    expect(out).toEqual({ left: undefined, params: { id: 'x y' } });
  });

  it('leaves with a malformed parameter as a 400 and a rejected handler as its error', async () => {
    expect(((await dispatch(table, 'GET', '/a/%zz')).left as { status?: number }).status).toBe(400);
    expect(((await dispatch(table, 'GET', '/fail')).left as Error).message).toBe('boom');
  });

  it('passes on a method or path it has no route for', async () => {
    ran.length = 0;
    expect((await dispatch(table, 'DELETE', '/a/1')).left).toBeUndefined();
    expect((await dispatch(table, 'GET', '/b')).left).toBeUndefined();
    expect(ran).toEqual([]);
  });
});

describe('routeTable, literal paths looked up rather than tried in turn', () => {
  /** A table whose every route notes its index and hands the request on, so a dispatch lists every route that matched. */
  function noting(routes: { method: string; path: string }[]) {
    const ran: number[] = [];
    const handler = routeTable(
      routes.map((route, i) => ({
        ...route,
        chain: [
          ((_req, _res, next) => {
            ran.push(i);
            next();
          }) as RequestHandler,
        ],
      })),
    );
    return { ran, handler };
  }

  it('keeps table order between parameter routes and literal ones', async () => {
    const { ran, handler } = noting([
      { method: 'GET', path: '/x/:id' },
      { method: 'GET', path: '/x/lit' },
      { method: 'GET', path: '/x/:other' },
      { method: 'GET', path: '/x/lit' },
    ]);
    await dispatch(handler, 'GET', '/X/LIT/');
    expect(ran).toEqual([0, 1, 2, 3]);
    ran.length = 0;
    await dispatch(handler, 'GET', '/x/abc');
    expect(ran).toEqual([0, 2]);
  });

  it('finds, for every call of each method and every path of the corpus, the routes a linear walk with Express matchers finds', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const routes = API_CALLS.filter((c) => c.method === method).map((c) => ({ method, path: c.browserPath }));
      const { ran, handler } = noting(routes);
      const matchers = routes.map((r) => expressMatch(r.path));
      for (const path of new Set(routes.flatMap((r) => corpus(r.path)))) {
        ran.length = 0;
        const out = await dispatch(handler, method, path);
        const expected: number[] = [];
        for (const [i, m] of matchers.entries()) {
          const r = m(path);
          if (r.status) break;
          if (r.params) expected.push(i);
        }
        // A malformed parameter stops the walk with a 400, as Express's router does.
        const stopped = matchers.findIndex((m) => m(path).status !== undefined);
        expect({ method, path, ran: [...ran] }).toEqual({ method, path, ran: expected });
        if (stopped >= 0 && expected.every((i) => i < stopped)) expect((out.left as { status?: number })?.status).toBe(400);
      }
    }
  });
});
