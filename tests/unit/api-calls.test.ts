/**
 * Each upstream call is declared once (contract/api-calls.ts) and read from there by the server's
 * allowlist, the browser and the mock upstream. These tests hold the three readers to the table.
 */
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import * as apiCalls from '#contract/api-calls.ts';
import { UPSTREAM_PREFIX, type CallEntry } from '#contract/api-calls.ts';
import { API_CALLS } from '#server/api/calls.ts';
import { callApi, callPath } from '#client/shared/api/calls.ts';
import { createMockApp } from '#mock-upstream/app.ts';
import { inlineCalls } from '../../scripts/vite-inline-calls';

const ENTRIES = Object.entries(apiCalls as Record<string, object>).filter((pair): pair is [string, CallEntry] => 'method' in pair[1]);
const APP_KEY = 'unit-test-app-key';

describe('the table of calls', () => {
  it('is the server allowlist, entry for entry', () => {
    expect(API_CALLS.map((c) => c.name).sort()).toEqual(ENTRIES.map(([name]) => name).sort());
    for (const [name, entry] of ENTRIES) {
      const call = API_CALLS.find((c) => c.name === name)!;
      expect(call.browserPath).toBe(UPSTREAM_PREFIX[entry.upstream ?? 'main'] + entry.path);
      expect(call.method).toBe(entry.method);
      expect(call.exposed).toBe(entry.exposed ?? true);
    }
  });

  it('builds the upstream path with each parameter percent-encoded', () => {
    const changeIpd = API_CALLS.find((c) => c.name === 'changeIpd')!;
    expect(changeIpd.upstreamPath({ bigOrderId: 'o 1/2' })).toBe('/beyond/order/o%201%2F2/ipd');
    const browserSession = API_CALLS.find((c) => c.name === 'browserSession')!;
    expect(browserSession.browserPath).toBe('/cloud/apps/browser/:activityId');
    expect(browserSession.upstreamPath({ activityId: 'room-1' })).toBe('/apps/browser/room-1');
  });

  it('is answered by the mock upstream at each entry’s method and path', async () => {
    const { app } = createMockApp({ appKey: APP_KEY });
    for (const [name, entry] of ENTRIES) {
      const filled = entry.path.replace(/:\w+/g, 'x');
      const method = entry.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      const agent = request(app);
      const res = await agent[method](`/${entry.upstream ?? 'main'}${filled}`).set('authorization', `Bearer ${APP_KEY}`);
      // The mock's catch-all answers 404 "Not found"; a declared call gets its own answer (401 without a session, 404 for an unknown id).
      expect({ name, body: res.body as unknown }).not.toEqual({ name, body: { message: 'Not found', status: 404 } });
    }
  });
});

describe('the browser side', () => {
  it('builds the address under /api from the entry', () => {
    expect(callPath(apiCalls.product, { bigMediaId: 'bm neon/1' })).toBe('/api/media/product/bm%20neon%2F1');
    expect(callPath(apiCalls.browserSession, { activityId: 'a1' })).toBe('/api/cloud/apps/browser/a1');
    expect(callPath(apiCalls.remoteDesktopConfig)).toBe('/api/rd/config');
    // Only the entry's query names go out, and only with a value.
    expect(callPath(apiCalls.multipass, {}, { redir: '/x?y=1', other: 'no' })).toBe('/api/beyond/multipass?redir=%2Fx%3Fy%3D1');
    expect(callPath(apiCalls.multipass, {}, { redir: null })).toBe('/api/beyond/multipass');
  });

  it('refuses, at compile time, a call the server keeps to itself', () => {
    const compileOnly = () => {
      // @ts-expect-error verify is `exposed: false`: only the server makes it.
      void callApi(apiCalls.verify);
      // @ts-expect-error a path parameter is required by name.
      void callApi(apiCalls.product, { params: { id: 'x' } });
    };
    expect(compileOnly).toBeTypeOf('function');
  });

  it('writes no address of a declared call by hand, except in the first load (checked here)', () => {
    const declared = API_CALLS.filter((c) => c.exposed).map((c) => `/api${c.browserPath}`);
    const own = ['/api/session', '/api/client-config'];
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name)) {
          for (const m of fs.readFileSync(file, 'utf8').matchAll(/['`](\/api\/[^'`?$]+)['`]/g)) found.push(m[1]!);
        }
      }
    };
    walk('client/src');
    expect(found.length).toBeGreaterThan(0);
    for (const literal of found) expect([...declared, ...own]).toContain(literal);
  });
});

describe('the browser build’s inlined entries', () => {
  const source = [
    "import * as apiCalls from '#contract/api-calls.ts';",
    "import { callApi } from '#client/shared/api/calls.ts';",
    'export const read = (id: string) => callApi(apiCalls.product, { params: { bigMediaId: id } });',
    'export const login = (body: unknown) => callApi(apiCalls.login, { body });',
  ].join('\n');

  it('carries only the entries the module uses, browser fields only', () => {
    const out = inlineCalls(source, 'page.ts');
    expect(out).not.toContain('#contract/api-calls.ts');
    const inlined = /^const apiCalls = (\{.*\});/.exec(out)?.[1];
    expect(JSON.parse(inlined!.replace(/(\w+): \{/g, '"$1": {'))).toEqual({
      product: { method: 'GET', path: '/media/product/:bigMediaId', answer: 'product' },
      login: { method: 'POST', path: '/auth/login', answer: 'signedIn' },
    });
  });

  it('fails the build on a use it cannot inline', () => {
    expect(() => inlineCalls(`${source}\nexport const all = apiCalls;`, 'page.ts')).toThrow(/only apiCalls\.<call>/);
    expect(() => inlineCalls(`${source}\nexport const x = apiCalls.nothing;`, 'page.ts')).toThrow(/apiCalls\.nothing/);
  });
});
