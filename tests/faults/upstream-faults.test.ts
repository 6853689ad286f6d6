/**
 * Fault injection through the real server process: whatever the upstream does, the browser
 * gets a clear BEHAVIOUR §8 answer, the server never crashes or logs an unhandled rejection, and
 * /healthz keeps answering.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockProcess, startSiteProcess, type MockProcess, type SiteProcess } from '../helpers/processes';
import { MESSAGES } from '#contract/messages.ts';

let mock: MockProcess;
let site: SiteProcess;

beforeAll(async () => {
  mock = await startMockProcess();
  site = await startSiteProcess(mock, { UPSTREAM_TIMEOUT_MS: '1500' });
});
afterAll(async () => {
  await site.stop();
  await mock.stop();
});
beforeEach(async () => {
  await mock.control.reset();
});

async function get(path: string) {
  const res = await fetch(`${site.baseURL}${path}`, { headers: { accept: 'application/json' } });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) as { message?: string } };
}

async function healthy() {
  expect((await get('/healthz')).status).toBe(200);
  expect(site.child.exitCode).toBeNull();
}

describe('upstream faults on a proxied call', () => {
  it('passes a 500 and its error body through', async () => {
    await mock.control.fault({ path: '/info/region', status: 500, body: { message: 'Database unavailable', status: 500 } });
    const res = await get('/api/info/region');
    expect(res.status).toBe(500);
    expect(res.json().message).toBe('Database unavailable');
    await healthy();
  });

  it('passes malformed JSON and empty bodies through for the client to report', async () => {
    await mock.control.fault({ path: '/info/region', status: 200, kind: 'malformed' });
    const broken = await get('/api/info/region');
    expect(broken.status).toBe(200);
    expect(() => broken.json()).toThrow();
    await mock.control.fault({ path: '/info/region', status: 502, kind: 'empty' });
    const empty = await get('/api/info/region');
    expect(empty.status).toBe(502);
    await healthy();
  });

  it('answers a dropped connection with 502 and the connect message', async () => {
    await mock.control.fault({ path: '/info/region', kind: 'drop' });
    const res = await get('/api/info/region');
    expect(res.status).toBe(502);
    expect(res.json().message).toBe(MESSAGES.hostNotFound);
    await healthy();
  });

  it('answers an upstream slower than the timeout with 504 and the timeout message', async () => {
    // The mock answers 200 after 5 s; a 504 shows the site gave up at its 1.5 s timeout before
    // that answer came, with no wall-clock bound that a busy machine could break.
    await mock.control.fault({ path: '/info/region', delayMs: 5000 });
    const res = await get('/api/info/region');
    expect(res.status).toBe(504);
    expect(res.json().message).toBe(MESSAGES.timeout);
    await healthy();
  });

  it('survives a burst of mixed faults without an unhandled rejection', async () => {
    const kinds = ['drop', 'malformed', 'empty'] as const;
    for (let i = 0; i < 30; i++) await mock.control.fault({ path: '/info/region', kind: kinds[i % 3], status: 500 });
    const results = await Promise.all(Array.from({ length: 30 }, () => get('/api/info/region')));
    for (const r of results) expect([500, 502]).toContain(r.status);
    await healthy();
    expect(site.output.join('\n')).not.toMatch(/unhandled|uncaught/i);
  });
});

describe('upstream down', () => {
  it('answers 502 with the connect message while the upstream is gone, and keeps serving', async () => {
    const other = await startMockProcess();
    const lonely = await startSiteProcess(other, { UPSTREAM_TIMEOUT_MS: '1500' });
    try {
      expect((await fetch(`${lonely.baseURL}/api/info/region`)).status).toBe(200);
      await other.stop();
      const res = await fetch(`${lonely.baseURL}/api/info/region`);
      expect(res.status).toBe(502);
      expect(((await res.json()) as { message: string }).message).toBe(MESSAGES.hostNotFound);
      expect((await fetch(`${lonely.baseURL}/healthz`)).status).toBe(200);
      expect(lonely.child.exitCode).toBeNull();
    } finally {
      await lonely.stop();
    }
  });
});
