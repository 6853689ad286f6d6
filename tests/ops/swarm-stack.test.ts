/**
 * The Swarm stack (deploy/stack.yml with the demo overlay deploy/stack.demo.yml) on a single-node
 * swarm: deployed with `docker stack deploy`, signed in through nginx's published HTTPS port, then
 * under a steady load of signed-in requests over HTTPS (a) a rolling update (`docker service update
 * --force`), (b) one site container killed and (c) a certificate renewal as docs/OPERATIONS.md
 * prints it (new secrets, the next TLS_VERSION, `docker stack deploy`): no request may fail in
 * any, and nginx's own task is never replaced by the renewal; (d) a renewal with a key that does
 * not match its certificate is refused, rolled back, and the edge keeps serving. The counts are
 * printed. The stack starts with the demo overlay's placeholders, so the certificate service
 * hands nginx the demo's self-signed certificate (deploy/swarm/certificate.sh), which this process
 * then trusts; the renewal brings a certificate the test makes.
 *
 * The swarm listens and talks on loopback only (`docker swarm init --advertise-addr 127.0.0.1`);
 * the test leaves it again afterwards if it created it. Without an engine the suite is skipped with
 * the reason printed; with REQUIRE_DOCKER=1 (set by .ci/run once its engine is ready) it fails.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/processes';
import { demoEnv } from '../helpers/deploy-files';
import { docker, engineUnavailable, upBeforeAll } from '../helpers/docker';
import { freePort } from '../helpers/redis';
import { cookieHeader, parseSetCookie } from '../integration/session-helpers';
import fs from 'node:fs';
import path from 'node:path';
import { fingerprintOf, makeTestCertificate, servedFingerprint, trustInThisProcess } from '../helpers/tls';
import { SteadyLoad } from '../helpers/steady-load';

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

/** Four loops of signed-in GET /api/session through the edge, each answer naming the account. */
const signedInLoad = (base: string, cookie: string) =>
  new SteadyLoad(`${base}/api/session`, {
    workers: 4,
    headers: { cookie },
    pauseMs: 20,
    accept: ({ status, body }) => status === 200 && body.includes('verified@example.com'),
  });

describe.skipIf(reason !== undefined && !required)('docker stack: deploy/stack.yml + demo overlay on a single-node swarm', () => {
  const stack = `bss${randomBytes(3).toString('hex')}`;
  const secret = `${stack}_app_key`;
  let createdSwarm = false;
  /** nginx's and the certificate service's logs once the stack is up. */
  let nginxLog = '';
  let certificateLog = '';
  /** The environment of `docker stack deploy`, as the stack was deployed. */
  let deployEnv: NodeJS.ProcessEnv = {};
  let httpsPort = 0;
  /** The TLS_VERSION values deployed, whose secrets afterAll removes. */
  const tlsVersions = [stack];
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
    httpsPort = await freePort();
    httpBase = `http://127.0.0.1:${port}`;
    base = `https://127.0.0.1:${httpsPort}`;
    // TLS_VERSION names this stack's certificate secrets, apart from any other stack's.
    const env = (deployEnv = {
      ...process.env,
      ...DEMO_ENV,
      PORT: String(port),
      HTTPS_PORT: String(httpsPort),
      APP_KEY_SECRET: secret,
      TLS_VERSION: stack,
    });
    docker(['stack', 'deploy', '-c', 'deploy/stack.yml', '-c', 'deploy/stack.demo.yml', stack], 120_000, env);
    await converged(300_000);
    // The demo's self-signed certificate, as nginx serves it: trusted by this process's fetch.
    trustInThisProcess(docker(['exec', tasks('nginx')[0]!, 'cat', '/etc/nginx/edge-tls/live/cert.pem']));
    log(`stack up in ${((Date.now() - started) / 1000).toFixed(0)} s (image build included), nginx on ${base}`);
    log(
      `nginx chose: ${docker(['service', 'logs', '--raw', `${stack}_nginx`])
        .split('\n')
        .find((l) => l.includes('balancing-'))}`,
    );
    nginxLog = docker(['service', 'logs', '--raw', `${stack}_nginx`]);
    certificateLog = docker(['service', 'logs', '--raw', `${stack}_certificate`]);
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
        ['volume', 'rm', `${stack}_demo-tls`, `${stack}_tls`],
        ...tlsVersions.map((version) => ['secret', 'rm', `bigscreen_tls_cert_${version}`, `bigscreen_tls_key_${version}`]),
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

  /**
   * A renewal as docs/OPERATIONS.md prints it for the demo with a certificate of its own: the
   * renewed files and the next TLS_VERSION, then `docker stack deploy` again, unchanged otherwise.
   */
  function renew(version: string, certFile: string, keyFile: string) {
    tlsVersions.push(version);
    docker(['stack', 'deploy', '-c', 'deploy/stack.yml', '-c', 'deploy/stack.demo.yml', stack], 120_000, {
      ...deployEnv,
      DEMO_TLS_CERT_FILE: certFile,
      DEMO_TLS_KEY_FILE: keyFile,
      TLS_VERSION: version,
    });
  }

  /** The certificate service's update state (`completed`, `rollback_completed`, ...), '' before any update. */
  function certificateUpdate(): string {
    return docker(['service', 'inspect', '--format', '{{if .UpdateStatus}}{{.UpdateStatus.State}}{{end}}', `${stack}_certificate`]);
  }

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
    // Given no certificate, the demo made a self-signed one, and the certificate service said so.
    expect(certificateLog).toContain('certificate: DEMO: no certificate was given');
    expect(nginxLog).not.toContain('edge: no TLS certificate');
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
    const load = signedInLoad(base, cookie);
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
    const load = signedInLoad(base, cookie);
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

  it('renews the certificate as docs/OPERATIONS.md prints it (new secrets, the next TLS_VERSION) with no failed request; nginx keeps its task', async () => {
    expect(cookie).not.toBe('');
    // The steps the test runs are the ones the operator reads.
    const doc = fs.readFileSync(path.join(ROOT, 'docs/OPERATIONS.md'), 'utf8');
    expect(doc).toContain('TLS_VERSION=2 docker stack deploy -c deploy/stack.yml bigscreen');
    expect(doc).toContain('TLS_VERSION=2 docker stack deploy -c deploy/stack.yml -c deploy/stack.demo.yml bigscreen');
    // Its own name: both it and the demo's certificate are trusted here (helpers/tls.ts says why).
    const renewed = makeTestCertificate(undefined, 'bigscreen renewed test certificate');
    trustInThisProcess(renewed.pem);
    const nginxBefore = tasks('nginx');
    const certificateBefore = tasks('certificate');
    const before = await servedFingerprint(httpsPort);
    const wanted = fingerprintOf(renewed.pem);
    expect(before).not.toBe(wanted);
    const load = signedInLoad(base, cookie);
    await sleep(2000);
    const started = Date.now();
    renew(`${stack}r2`, renewed.certFile, renewed.keyFile);
    let served = before;
    while (served !== wanted && Date.now() - started < 120_000) {
      await sleep(500);
      served = await servedFingerprint(httpsPort);
    }
    const seconds = (Date.now() - started) / 1000;
    await sleep(3000);
    await load.stop();
    log(
      `certificate renewed (TLS_VERSION changed, docker stack deploy): served ${seconds.toFixed(0)} s after the deploy began; ${load.ok} signed-in requests answered over ${((Date.now() - started) / 1000).toFixed(0)} s, ${load.failed.length} failed, ${load.resent} resent once after an old nginx worker closed their idle connection`,
    );
    expect(served).toBe(wanted);
    expect(load.failed).toEqual([]);
    expect(load.ok).toBeGreaterThan(50);
    // nginx was never replaced (no gap on its host-mode ports); the certificate service was.
    expect(tasks('nginx')).toEqual(nginxBefore);
    expect(tasks('certificate')).not.toEqual(certificateBefore);
    expect(docker(['service', 'logs', '--raw', `${stack}_nginx`])).toContain(
      'edge: the certificate in /etc/nginx/edge-tls/live changed: nginx reloaded with it',
    );
    // The previous secrets are no longer used by any service: the operator's last step removes them.
    docker(['secret', 'rm', `bigscreen_tls_cert_${stack}`, `bigscreen_tls_key_${stack}`]);
  }, 240_000);

  it('refuses a renewal whose key does not match its certificate: rolled back, said in the log, and the edge keeps serving', async () => {
    expect(cookie).not.toBe('');
    const nginxBefore = tasks('nginx');
    const before = await servedFingerprint(httpsPort);
    const one = makeTestCertificate();
    const other = makeTestCertificate();
    const version = `${stack}r3`;
    const load = signedInLoad(base, cookie);
    await sleep(2000);
    const started = Date.now();
    renew(version, one.certFile, other.keyFile);
    let state = certificateUpdate();
    while (!/^(rollback_completed|rollback_paused|paused)$/.test(state) && Date.now() - started < 120_000) {
      await sleep(1000);
      state = certificateUpdate();
    }
    const seconds = (Date.now() - started) / 1000;
    // Longer than nginx's 5 s look at the files: nothing new reached it.
    await sleep(7000);
    const served = await servedFingerprint(httpsPort);
    await load.stop();
    log(
      `renewal with a mismatched key: ${state} ${seconds.toFixed(0)} s after the deploy began; ${load.ok} signed-in requests answered over ${((Date.now() - started) / 1000).toFixed(0)} s, ${load.failed.length} failed, ${load.resent} resent`,
    );
    expect(state).toBe('rollback_completed');
    expect(served).toBe(before);
    expect(load.failed).toEqual([]);
    expect(load.ok).toBeGreaterThan(50);
    expect(tasks('nginx')).toEqual(nginxBefore);
    // The operator's signal: the refused task in `docker service ps`, and its reason in its log.
    const errors = docker(['service', 'ps', '--no-trunc', '--format', '{{.Error}}', `${stack}_certificate`]);
    expect(errors).toContain('non-zero exit (1)');
    const refused = docker([
      'ps',
      '-a',
      '-q',
      '--filter',
      `label=com.docker.swarm.service.name=${stack}_certificate`,
      '--filter',
      'status=exited',
    ])
      .split('\n')
      .filter(Boolean)
      .map((id) => {
        const out = spawnSync('docker', ['logs', id], { encoding: 'utf8' });
        return out.stdout + out.stderr;
      })
      .join('\n');
    expect(refused).toContain(`certificate: TLS_VERSION=${version}: nginx refused this certificate and key`);
    expect(refused).toContain('key values mismatch');
    const serviceLogs = docker(['service', 'logs', '--raw', `${stack}_certificate`]);
    log(
      `the refusal in docker service logs: ${serviceLogs.includes('nginx refused this certificate') ? 'yes' : 'no (docker logs of the task container has it)'}`,
    );
    // Rolled back to the previous secrets: the refused ones are unused, and can go.
    docker(['secret', 'rm', `bigscreen_tls_cert_${version}`, `bigscreen_tls_key_${version}`]);
  }, 240_000);
});
