/**
 * The Swarm stack (deploy/stack.yml with the demo overlay deploy/stack.demo.yml) on a single-node
 * swarm: deployed with `docker stack deploy`, signed in through nginx's published HTTPS port, then
 * under a steady load of signed-in requests over HTTPS (a) a rolling update (`docker service update
 * --force`) and (b) one site container killed: no request may fail in either. The counts are
 * printed. The demo overlay gives no certificate, so nginx serves the demo's self-signed one
 * (deploy/edge/start.sh), which this process then trusts: that path is tested here, a
 * certificate given as files in tests/ops/compose-stack.test.ts.
 *
 * The swarm listens and talks on loopback only (`docker swarm init --advertise-addr 127.0.0.1`);
 * the test leaves it again afterwards if it created it. Without an engine the suite is skipped with
 * the reason printed; with REQUIRE_DOCKER=1 (set by .ci/run once its engine is ready) it fails.
 */
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/processes';
import { demoEnv } from '../helpers/deploy-files';
import { docker, engineUnavailable, upBeforeAll } from '../helpers/docker';
import { freePort } from '../helpers/redis';
import { cookieHeader, parseSetCookie } from '../integration/session-helpers';
import { trustInThisProcess } from '../helpers/tls';

const IMAGE = 'bigscreen-site:local';
const REPLICAS = 3;
const log = (line: string) => console.log(`[swarm-stack] ${line}`);
const run = promisify(execFile);

const required = process.env.REQUIRE_DOCKER === '1';
const reason = engineUnavailable();
if (reason) log(required ? `REQUIRE_DOCKER=1 but ${reason}` : `skipped: ${reason}`);

/** The demo's values for the required variables, as `set -a; . deploy/demo.env` gives them. */
const DEMO_ENV = demoEnv();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A steady load of signed-in requests: `workers` loops of GET /api/session, each answer checked. */
class Load {
  ok = 0;
  failed: string[] = [];
  private running = true;
  private loops: Promise<void>[] = [];

  constructor(
    private base: string,
    private cookie: string,
    workers: number,
  ) {
    for (let i = 0; i < workers; i++) this.loops.push(this.loop());
  }

  private async loop() {
    while (this.running) {
      try {
        const res = await fetch(`${this.base}/api/session`, { headers: { cookie: this.cookie }, signal: AbortSignal.timeout(15_000) });
        const body = await res.text();
        if (res.status === 200 && body.includes('verified@example.com')) this.ok++;
        else this.failed.push(`${res.status} ${body.slice(0, 120)}`);
      } catch (err) {
        this.failed.push(String(err));
      }
      await sleep(20);
    }
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }
}

describe.skipIf(reason !== undefined && !required)('docker stack: deploy/stack.yml + demo overlay on a single-node swarm', () => {
  const stack = `bss${randomBytes(3).toString('hex')}`;
  const secret = `${stack}_app_key`;
  let createdSwarm = false;
  /** nginx's log once the stack is up. */
  let nginxLog = '';
  let base = '';
  /** Plain http: the redirect to https and the health probes. */
  let httpBase = '';
  let cookie = '';

  /** The running containers of one service of the stack. */
  function tasks(service: string): string[] {
    return docker(['ps', '--filter', `label=com.docker.swarm.service.name=${stack}_${service}`, '--format', '{{.ID}}'])
      .split('\n')
      .filter(Boolean);
  }

  function healthy(container: string): boolean {
    try {
      return docker(['inspect', '--format', '{{.State.Health.Status}}', container]) === 'healthy';
    } catch {
      return false; // gone meanwhile
    }
  }

  /** Until every service runs its replicas, healthy, and the site answers through nginx. */
  async function converged(timeoutMs: number) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const site = tasks('site');
      const ready = site.length === REPLICAS && site.every(healthy) && tasks('nginx').length === 1 && tasks('redis').length === 1;
      if (ready) {
        try {
          // Over plain http, which answers the probes without the redirect.
          const res = await fetch(`${httpBase}/readyz`);
          if (res.ok) return;
        } catch {
          // nginx not listening yet
        }
      }
      if (Date.now() > until) {
        const ps = docker(['stack', 'ps', stack, '--no-trunc', '--format', '{{.Name}} {{.CurrentState}} {{.Error}}']);
        throw new Error(`stack ${stack} did not converge in ${timeoutMs / 1000} s:\n${ps}`);
      }
      await sleep(1000);
    }
  }

  async function bringUp() {
    if (reason) throw new Error(`REQUIRE_DOCKER=1 but ${reason}`);
    const started = Date.now();
    if (docker(['info', '--format', '{{.Swarm.LocalNodeState}}']) !== 'active') {
      docker(['swarm', 'init', '--advertise-addr', '127.0.0.1', '--listen-addr', '127.0.0.1:2377']);
      createdSwarm = true;
      log('created a single-node swarm on 127.0.0.1 (left again afterwards)');
    }
    // The image compose builds (the layers are cached when the compose test built it first).
    await run('docker', ['build', '-q', '-t', IMAGE, '.'], { cwd: ROOT, timeout: 600_000, maxBuffer: 16 * 1024 * 1024 });
    execFileSync('docker', ['secret', 'create', secret, '-'], {
      input: `swarm-test-key-${randomBytes(12).toString('hex')}`,
      stdio: 'pipe',
    });
    const port = await freePort();
    const httpsPort = await freePort();
    httpBase = `http://127.0.0.1:${port}`;
    base = `https://127.0.0.1:${httpsPort}`;
    // TLS_VERSION names this stack's certificate secrets, apart from any other stack's.
    const env = {
      ...process.env,
      ...DEMO_ENV,
      PORT: String(port),
      HTTPS_PORT: String(httpsPort),
      APP_KEY_SECRET: secret,
      TLS_VERSION: stack,
    };
    docker(['stack', 'deploy', '-c', 'deploy/stack.yml', '-c', 'deploy/stack.demo.yml', stack], 120_000, env);
    await converged(300_000);
    // The demo's self-signed certificate, as nginx serves it: trusted by this process's fetch.
    trustInThisProcess(docker(['exec', tasks('nginx')[0]!, 'cat', '/etc/nginx/edge-demo/cert.pem']));
    log(`stack up in ${((Date.now() - started) / 1000).toFixed(0)} s (image build included), nginx on ${base}`);
    log(
      `nginx chose: ${docker(['service', 'logs', '--raw', `${stack}_nginx`])
        .split('\n')
        .find((l) => l.includes('balancing-'))}`,
    );
    nginxLog = docker(['service', 'logs', '--raw', `${stack}_nginx`]);
  }

  upBeforeAll(bringUp);

  afterAll(async () => {
    if (reason) return;
    try {
      docker(['stack', 'rm', stack]);
      // The network and the secret are freed once the tasks are gone.
      for (let i = 0; i < 60 && docker(['ps', '-a', '--filter', `label=com.docker.stack.namespace=${stack}`, '-q']); i++) await sleep(1000);
      // The demo's certificate volume outlives the stack; the certificate secrets are the stack's own.
      for (const leftover of [
        ['volume', 'rm', `${stack}_demo-tls`],
        ['secret', 'rm', `bigscreen_tls_cert_${stack}`, `bigscreen_tls_key_${stack}`],
      ]) {
        try {
          docker(leftover);
        } catch {
          // already gone with the stack
        }
      }
      for (let i = 0; i < 20; i++) {
        try {
          docker(['secret', 'rm', secret]);
          break;
        } catch {
          await sleep(1000);
        }
      }
    } catch (err) {
      log(`could not remove stack ${stack}: ${String(err)}`);
    }
    if (createdSwarm) docker(['swarm', 'leave', '--force']);
  }, 180_000);

  it('signs in through the published port, and the replicas share the session', async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'verified@example.com', password: 'Passw0rd!' }),
    });
    expect(login.status).toBe(200);
    // The site sees https through nginx: __Host- cookies, Secure; the edge adds HSTS.
    for (const set of login.headers.getSetCookie()) expect(set).toMatch(/^__Host-.*;\s*Secure/i);
    expect(login.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    cookie = cookieHeader(parseSetCookie(login.headers.getSetCookie()));
    // Plain http is redirected permanently to https.
    const plain = await fetch(`${httpBase}/account`, { redirect: 'manual' });
    expect(plain.status).toBe(308);
    expect(plain.headers.get('location')).toBe(`${base}/account`);
    // Given no certificate, the demo made a self-signed one, and said so.
    expect(nginxLog).toContain('edge: DEMO: no certificate was given');
    for (let i = 0; i < 2 * REPLICAS; i++) {
      const session = await fetch(`${base}/api/session`, { headers: { cookie } });
      expect(session.status).toBe(200);
      expect(await session.text()).toContain('verified@example.com');
    }
    // The secret is a file, never an environment variable.
    const [site] = tasks('site');
    expect(docker(['exec', site!, 'printenv', 'APP_KEY_FILE'])).toBe('/run/secrets/app_key');
    expect(() => docker(['exec', site!, 'printenv', 'APP_KEY'])).toThrow();
  });

  it('loses no request of a steady signed-in load during a rolling update (docker service update --force)', async () => {
    expect(cookie).not.toBe('');
    const before = new Set(tasks('site'));
    const load = new Load(base, cookie, 4);
    await sleep(2000);
    const started = Date.now();
    await run('docker', ['service', 'update', '--force', '--detach=false', '-q', `${stack}_site`], { timeout: 300_000 });
    await converged(120_000);
    await sleep(3000);
    await load.stop();
    const after = tasks('site');
    log(
      `rolling update (docker service update --force): ${load.ok} signed-in requests answered, ${load.failed.length} failed, over ${((Date.now() - started) / 1000).toFixed(0)} s; ${after.filter((c) => !before.has(c)).length} of ${after.length} replicas replaced`,
    );
    expect(load.failed).toEqual([]);
    expect(after.every((c) => !before.has(c))).toBe(true);
    expect(load.ok).toBeGreaterThan(50);
  }, 360_000);

  it('loses no request of a steady signed-in load when a site container is killed', async () => {
    expect(cookie).not.toBe('');
    const load = new Load(base, cookie, 4);
    await sleep(2000);
    const [victim] = tasks('site');
    const started = Date.now();
    docker(['kill', victim!]);
    // Swarm starts a replacement; the load runs on until it is healthy and a little after.
    await sleep(3000);
    await converged(120_000);
    await sleep(3000);
    await load.stop();
    log(
      `one site container killed (docker kill): ${load.ok} signed-in requests answered, ${load.failed.length} failed, over ${((Date.now() - started) / 1000).toFixed(0)} s until its replacement was healthy`,
    );
    expect(load.failed).toEqual([]);
    expect(tasks('site')).not.toContain(victim);
    expect(load.ok).toBeGreaterThan(50);
  }, 240_000);
});
