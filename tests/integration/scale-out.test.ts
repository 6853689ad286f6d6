/**
 * Several site processes behind no load balancer but round-robin requests, sharing one real
 * Redis (redis-server on a free port) and one mock upstream in rotation mode (each renewal hands
 * out a new refresh token; reusing an old one revokes the session).
 *
 * With REDIS_URL a page's parallel calls after the access token expired make exactly one upstream
 * renewal whichever instances they land on; without it the same run signs the customer out,
 * which is why the shared renewal exists.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';
import { startMockProcess, startSiteProcess, type MockProcess, type SiteProcess } from '../helpers/processes';
import { redisUnavailableReason, startRedis, type RedisServer } from '../helpers/redis';
import { cookieHeader, isCleared, parseSetCookie, type SetCookie } from './session-helpers';

const skipReason = redisUnavailableReason();
const LIMIT = 5;
/** Renewal timeout 3 s, so a dead holder's lock (timeout + 2 s) expires within the test. */
const SITE_ENV = { UPSTREAM_TIMEOUT_MS: '3000', RATE_LIMIT_PER_MINUTE: String(LIMIT), METRICS_PORT: '0' };

interface Answer {
  status: number;
  cookies: SetCookie[];
  body: unknown;
}

async function send(site: SiteProcess, path: string, options: { method?: string; cookie?: string; body?: unknown } = {}): Promise<Answer> {
  const res = await fetch(`${site.baseURL}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, cookies: parseSetCookie(res.headers.getSetCookie()), body };
}

async function login(site: SiteProcess): Promise<string> {
  const res = await send(site, '/api/auth/login', { method: 'POST', body: { email: 'verified@example.com', password: DEMO_PASSWORD } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return cookieHeader(res.cookies);
}

async function metricsText(site: SiteProcess): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${site.metricsPort}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The sum of a metric's samples whose labels include every given label. */
function metric(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) sum += Number(match[3]);
  }
  return sum;
}

async function metricOverSites(sites: SiteProcess[], name: string, labels: Record<string, string> = {}): Promise<number> {
  const values = await Promise.all(sites.map(async (s) => metric(await metricsText(s), name, labels)));
  return values.reduce((a, b) => a + b, 0);
}

/** One page's worth of parallel authenticated calls, spread round-robin over the instances. */
function burst(sites: SiteProcess[], cookie: string, count = 30): Promise<Answer[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => send(sites[i % sites.length]!, '/api/auth/account', { cookie })));
}

function cookieValues(answers: Answer[], name: string): Set<string> {
  return new Set(answers.flatMap((a) => a.cookies.filter((c) => c.name === name).map((c) => c.value)));
}

async function renewals(mock: MockProcess) {
  return (await mock.control.journal({ path: '/auth/renew' })).map((e) => e.status);
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(skipReason !== undefined)('several instances sharing one Redis', () => {
  let redis: RedisServer;
  let mock: MockProcess;
  let sites: SiteProcess[] = [];
  let admin: Redis;

  beforeAll(async () => {
    redis = await startRedis();
    mock = await startMockProcess();
    sites = await Promise.all([0, 1, 2].map(() => startSiteProcess(mock, { ...SITE_ENV, REDIS_URL: redis.url })));
    admin = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    // The test's own client sees the outage test stop Redis; its reconnect errors are expected.
    admin.on('error', () => {});
  }, 90_000);

  afterAll(async () => {
    admin?.disconnect();
    await Promise.all(sites.map((s) => s.stop()));
    await mock?.stop();
    await redis?.stop();
  });

  beforeEach(async () => {
    await mock.control.reset();
    await mock.control.settings({ rotateRefreshTokens: true });
    await admin.flushall();
  });

  it('renews an expired session once for 30 parallel calls over three instances, and every answer sets the same new cookies', async () => {
    const before = await metricOverSites(sites, 'site_session_renewals_total', { outcome: 'joined' });
    const cookie = await login(sites[0]!);
    const oldRefresh = cookie.match(/bs_rt=([^;]+)/)![1];
    await mock.control.expireTokens();
    await mock.control.clearJournal();

    const answers = await burst(sites, cookie);

    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    expect(await renewals(mock)).toEqual([200]);
    // Every answer sets the pair, and it is the same pair everywhere.
    for (const a of answers) expect(a.cookies.map((c) => c.name).sort()).toEqual(expect.arrayContaining(['bs_at', 'bs_rt']));
    const access = cookieValues(answers, 'bs_at');
    const refresh = cookieValues(answers, 'bs_rt');
    expect(access.size).toBe(1);
    expect(refresh.size).toBe(1);
    expect([...refresh][0]).not.toBe(decodeURIComponent(oldRefresh!));

    // The new pair is a working session on any instance, without another renewal.
    const next = cookieHeader(answers[0]!.cookies);
    for (const site of sites) expect((await send(site, '/api/auth/account', { cookie: next })).status).toBe(200);
    expect(await renewals(mock)).toEqual([200]);

    // Metrics: one renewal performed in all, the other instances joined it.
    expect(await metricOverSites(sites, 'site_session_renewals_total', { outcome: 'performed' })).toBeGreaterThanOrEqual(1);
    expect((await metricOverSites(sites, 'site_session_renewals_total', { outcome: 'joined' })) - before).toBe(2);
    // The published outcome is in Redis, but not the tokens in clear.
    const published = await admin.keys('renew:result:*');
    expect(published).toHaveLength(1);
    const sealed = (await admin.get(published[0]!)) ?? '';
    expect(sealed).not.toContain([...access][0]);
    expect(sealed).not.toContain([...refresh][0]);
  });

  it('a logout that renewed first leaves no shared renewal behind: the old cookies replayed on another instance are refused upstream', async () => {
    const cookie = await login(sites[0]!);
    await mock.control.expireTokens();
    await mock.control.clearJournal();
    const logout = await send(sites[0]!, '/api/auth/logout', { cookie });
    expect(logout.status).toBe(200);
    expect(await renewals(mock)).toEqual([200]);
    expect((await mock.control.journal({ path: '/auth/logout' })).map((e) => e.status)).toEqual([200]);
    // The outcome this instance published for the logout's renewal is withdrawn.
    // (Within 2 s: left alone, it would expire by itself after PUBLISHED_MS, 10 s.)
    await waitFor('the published renewal to be withdrawn', async () => (await admin.keys('renew:result:*')).length === 0, 2_000);

    const replay = await send(sites[1]!, '/api/auth/account', { cookie });
    expect(replay.status).toBe(401);
    // The other instance asked the upstream itself (and was refused) instead of joining the logout's renewal.
    expect(await renewals(mock)).toEqual([200, 401]);
  });

  it('shares a refused renewal: every instance answers 401 and clears the cookies', async () => {
    const cookie = await login(sites[0]!);
    await mock.control.expireTokens();
    await mock.control.fault({ path: '/auth/renew', status: 401, body: { message: 'Refresh token expired.', status: 401 } });
    await mock.control.clearJournal();

    const answers = await burst(sites, cookie, 9);

    expect(answers.map((a) => a.status)).toEqual(Array(9).fill(401));
    expect(await renewals(mock)).toEqual([401]);
    for (const a of answers) expect(isCleared(a.cookies.find((c) => c.name === 'bs_rt'))).toBe(true);
  });

  it('lets the lock of a holder that died mid-renewal expire, and the next request renews', async () => {
    const victim = await startSiteProcess(mock, { ...SITE_ENV, REDIS_URL: redis.url });
    const cookie = await login(sites[0]!);
    await mock.control.expireTokens();
    // The victim's renewal hangs upstream (the mock never processes it once the caller is gone).
    await mock.control.fault({ path: '/auth/renew', delayMs: 30_000 });
    await mock.control.clearJournal();

    const hanging = send(victim, '/api/auth/account', { cookie }).catch(() => undefined);
    await waitFor('the victim to hold the renewal lock', async () => (await admin.keys('renew:lock:*')).length === 1);
    victim.child.kill('SIGKILL');
    await hanging;

    const res = await send(sites[1]!, '/api/auth/account', { cookie });
    expect(res.status).toBe(200);
    expect(res.cookies.find((c) => c.name === 'bs_at')?.value).toMatch(/^at_/);
    // The dead holder's request never got an answer; the survivor's is the one renewal made.
    expect(await renewals(mock)).toEqual([undefined, 200]);
    await victim.stop();
  });

  it('counts attempts across the instances: the limit is reached whichever instance takes them', async () => {
    const attempt = (site: SiteProcess) => send(site, '/api/auth/forgot', { method: 'POST', body: { email: 'verified@example.com' } });
    for (let i = 0; i < LIMIT; i++) expect((await attempt(sites[i % 3]!)).status).not.toBe(429);
    const rejectedBefore = await metricOverSites(sites, 'site_rate_limit_rejections_total');
    for (const site of sites) expect((await attempt(site)).status).toBe(429);
    expect((await metricOverSites(sites, 'site_rate_limit_rejections_total')) - rejectedBefore).toBe(3);
  });

  it('keeps serving on per-instance state while Redis is down, with one warning and the metric, then shares again', async () => {
    const warnings = () => sites.map((s) => s.output.filter((l) => l.includes('redis unavailable')).length);
    const warnedBefore = warnings();
    await redis.stop();
    try {
      // Logins (rate limiter) and a renewal still work.
      const cookie = await login(sites[0]!);
      await login(sites[0]!);
      await mock.control.expireTokens();
      const renewed = await send(sites[1]!, '/api/auth/account', { cookie });
      expect(renewed.status).toBe(200);
      expect((await send(sites[1]!, '/api/auth/account', { cookie: cookieHeader(renewed.cookies) })).status).toBe(200);
      // Readiness is unaffected.
      for (const site of sites) expect((await fetch(`${site.baseURL}/readyz`)).status).toBe(200);

      const warned = warnings().map((n, i) => n - warnedBefore[i]!);
      expect(warned[0]).toBe(1); // two logins, one warning
      expect(warned[1]).toBe(1);
      expect(metric(await metricsText(sites[0]!), 'site_redis_fallback')).toBe(1);
      expect(metric(await metricsText(sites[1]!), 'site_redis_fallback')).toBe(1);
    } finally {
      await redis.start();
    }

    await waitFor('every instance to use Redis again', async () => (await metricOverSites(sites, 'site_redis_fallback')) === 0);
    expect(await metricOverSites(sites, 'site_redis_transitions_total', { to: 'shared' })).toBeGreaterThanOrEqual(2);

    // Shared behaviour is back: one renewal for a burst over the three.
    const cookie = await login(sites[2]!);
    await mock.control.expireTokens();
    await mock.control.clearJournal();
    const answers = await burst(sites, cookie);
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    expect(await renewals(mock)).toEqual([200]);
    expect(cookieValues(answers, 'bs_rt').size).toBe(1);
  });

  it('keeps answering while Redis is too slow to answer, and shares again once it answers', async () => {
    const forgot = (site: SiteProcess) => send(site, '/api/auth/forgot', { method: 'POST', body: { email: 'verified@example.com' } });
    redis.pause();
    try {
      // Each use waits at most the command timeout, then runs on per-instance state.
      expect((await forgot(sites[0]!)).status).toBe(200);
      expect((await forgot(sites[0]!)).status).toBe(200);
      expect(metric(await metricsText(sites[0]!), 'site_redis_fallback')).toBe(1);
      expect((await fetch(`${sites[0]!.baseURL}/readyz`)).status).toBe(200);
    } finally {
      redis.resume();
    }
    // Nothing reconnects after a stall: the next use after the probe interval finds Redis again.
    await new Promise((r) => setTimeout(r, 1_100));
    await waitFor('the instance to use Redis again', async () => {
      expect((await forgot(sites[0]!)).status).toBeLessThan(500);
      return metric(await metricsText(sites[0]!), 'site_redis_fallback') === 0;
    });
  });

  it('serves /metrics on the metrics port only, with counters that move as calls are made', async () => {
    expect((await fetch(`${sites[0]!.baseURL}/metrics`)).status).toBe(404);
    expect((await fetch(`${sites[0]!.baseURL}/metrics`, { headers: { accept: 'text/html' } })).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${sites[0]!.metricsPort}/`)).status).toBe(404);

    const cookie = await login(sites[0]!);
    const before = await metricsText(sites[0]!);
    expect((await send(sites[0]!, '/api/auth/account', { cookie })).status).toBe(200);
    expect((await send(sites[0]!, '/api/auth/account', { cookie })).status).toBe(200);
    const after = await metricsText(sites[0]!);

    const moved = (name: string, labels: Record<string, string>) => metric(after, name, labels) - metric(before, name, labels);
    expect(moved('site_http_request_duration_seconds_count', { group: 'api', status: '200' })).toBe(2);
    expect(moved('site_upstream_request_duration_seconds_count', { call: 'account', status: '200' })).toBe(2);
    expect(moved('site_verify_cache_total', { result: 'hit' })).toBe(2);
    expect(metric(after, 'site_upstream_request_duration_seconds_count', { call: 'login', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/^process_cpu_user_seconds_total /m);
    expect(after).toMatch(/^site_redis_fallback 0$/m);
    // Low-cardinality labels only: no token or raw path.
    expect(after).not.toContain('/api/');
    expect(after).not.toMatch(/="(at|rt)_/);
  });
});

describe.skipIf(skipReason !== undefined)('several instances without REDIS_URL (why the shared renewal exists)', () => {
  let mock: MockProcess;
  let sites: SiteProcess[] = [];

  beforeAll(async () => {
    mock = await startMockProcess();
    sites = await Promise.all([0, 1, 2].map(() => startSiteProcess(mock, SITE_ENV)));
    await mock.control.settings({ rotateRefreshTokens: true });
  }, 90_000);

  afterAll(async () => {
    await Promise.all(sites.map((s) => s.stop()));
    await mock?.stop();
  });

  it('signs the customer out: each instance renews, the upstream sees a reused refresh token and revokes the session', async () => {
    const cookie = await login(sites[0]!);
    await mock.control.expireTokens();
    await mock.control.clearJournal();

    const answers = await burst(sites, cookie);

    const statuses = await renewals(mock);
    expect(statuses.length).toBeGreaterThan(1);
    expect(statuses).toContain(401);
    // Signed out in the middle of a page: 401 with the cookies cleared.
    const signedOut = answers.filter((a) => a.status === 401 && isCleared(a.cookies.find((c) => c.name === 'bs_rt')));
    expect(signedOut.length).toBeGreaterThan(0);
    // Even the tokens the winning instance handed out no longer work.
    const issued = answers.find((a) => a.cookies.some((c) => c.name === 'bs_at' && c.value !== ''));
    expect(issued).toBeDefined();
    expect((await send(sites[0]!, '/api/auth/account', { cookie: cookieHeader(issued!.cookies) })).status).toBe(401);
  });
});
