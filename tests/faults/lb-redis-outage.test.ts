/**
 * A Redis outage under refresh-token rotation, through the shipped load balancer (BEHAVIOUR §16):
 * a real nginx running deploy/nginx.conf (only the replica addresses and the listen port rewritten),
 * two built site processes sharing a real Redis, and the mock upstream issuing 2-second access tokens,
 * rotating refresh tokens and revoking the whole session when a retired one comes back.
 *
 * 20 signed-in visitors load pages (three calls at once, cookies applied as each answer arrives, as a
 * browser does) while Redis is killed, and then hung (SIGSTOP), for 10 s. A session is lost when it is
 * gone (tests/helpers/session-outage.ts: after a 401 the session is re-read, as the app does, and at
 * the end). With the shipped stickiness (nginx hashes the
 * refresh-token cookie) no session may be lost; without that line the same run loses sessions, which
 * is why it is there.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';
import { startMockProcess, startSiteProcess, type MockProcess, type SiteProcess } from '../helpers/processes';
import { redisUnavailableReason, startRedis, type RedisServer } from '../helpers/redis';
import { nginxUnavailableReason, startNginx, type Nginx } from '../helpers/nginx';
import { sessionsLost as run } from '../helpers/session-outage';

const skipReason = redisUnavailableReason() ?? nginxUnavailableReason();
const USERS = 20;
const OUTAGE_MS = 10_000;
const ACCESS_TOKEN_SECONDS = 2;

type Outage = 'killed' | 'hung';

describe.skipIf(skipReason !== undefined)('a Redis outage under refresh-token rotation, through deploy/nginx.conf', () => {
  let redis: RedisServer;
  let mock: MockProcess;
  let sites: SiteProcess[] = [];
  let sticky: Nginx;
  let roundRobin: Nginx;

  beforeAll(async () => {
    redis = await startRedis();
    mock = await startMockProcess();
    sites = await Promise.all([0, 1].map(() => startSiteProcess(mock, { REDIS_URL: redis.url, UPSTREAM_TIMEOUT_MS: '3000' })));
    const ports = sites.map((s) => s.port);
    sticky = await startNginx(ports);
    // The same shipped config without its stickiness line.
    roundRobin = await startNginx(ports, { dropLines: /^\s*hash\s/ });
  }, 90_000);

  afterAll(async () => {
    await sticky?.stop();
    await roundRobin?.stop();
    await Promise.all(sites.map((s) => s.stop()));
    await mock?.stop();
    await redis?.stop();
  });

  beforeEach(async () => {
    await mock.control.reset();
    await mock.control.settings({ rotateRefreshTokens: true, accessTokenTtlSeconds: ACCESS_TOKEN_SECONDS });
  });

  /** Signs USERS visitors in, browses through an outage of Redis, and counts the sessions lost. */
  function sessionsLost(lb: Nginx, outage: Outage) {
    return run({
      baseURL: lb.baseURL,
      users: USERS,
      outageMs: OUTAGE_MS,
      email: 'verified@example.com',
      password: DEMO_PASSWORD,
      begin: () => (outage === 'killed' ? redis.stop() : redis.pause()),
      end: () => (outage === 'killed' ? redis.start() : redis.resume()),
      renewals: () => mock.control.journal({ path: '/auth/renew' }),
    });
  }

  it('loses no session with the shipped stickiness: Redis killed for 10 s, then hung for 10 s', async () => {
    const killed = await sessionsLost(sticky, 'killed');
    console.log(`deploy/nginx.conf, Redis killed ${OUTAGE_MS / 1000} s: ${killed.lost}/${USERS} sessions lost`, JSON.stringify(killed));
    const hung = await sessionsLost(sticky, 'hung');
    console.log(`deploy/nginx.conf, Redis hung ${OUTAGE_MS / 1000} s: ${hung.lost}/${USERS} sessions lost`, JSON.stringify(hung));
    expect(killed.lost).toBe(0);
    expect(hung.lost).toBe(0);
    // The run did exercise renewal under the outage: every session renewed several times.
    expect(killed.renewals).toBeGreaterThanOrEqual(USERS * 3);
    expect(hung.renewals).toBeGreaterThanOrEqual(USERS * 3);
    expect(killed.refusedRenewals + hung.refusedRenewals).toBe(0);
    // Sign-ins carry no session: nginx balanced them over both replicas.
    const signIns = sticky.accessLog().filter((l) => l.includes('"POST /api/auth/login '));
    expect(new Set(signIns.map((l) => /upstream=(\S+)/.exec(l)?.[1])).size).toBe(2);
  }, 120_000);

  it('loses sessions without the stickiness line (round robin): why it is there', async () => {
    const killed = await sessionsLost(roundRobin, 'killed');
    console.log(`without stickiness, Redis killed ${OUTAGE_MS / 1000} s: ${killed.lost}/${USERS} sessions lost`, JSON.stringify(killed));
    const hung = await sessionsLost(roundRobin, 'hung');
    console.log(`without stickiness, Redis hung ${OUTAGE_MS / 1000} s: ${hung.lost}/${USERS} sessions lost`, JSON.stringify(hung));
    expect(killed.lost).toBeGreaterThan(0);
    expect(hung.lost).toBeGreaterThan(0);
    // With Redis up the shared renewal holds even without stickiness: the losses are the outage's.
    expect(killed.lostBefore + hung.lostBefore).toBe(0);
  }, 120_000);
});
