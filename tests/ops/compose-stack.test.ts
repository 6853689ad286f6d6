/**
 * The compose stack as ops run it: the production file (docker-compose.yml: Redis, 3 site
 * replicas behind the nginx load balancer) with the demo overlay (docker-compose.demo.yml: the
 * mock upstream in place of the three services), built and started with testcontainers wherever
 * a Docker engine answers; and the production file alone, which refuses to start without the
 * upstream settings. Every check of the site goes through the load balancer's published HTTPS
 * port (a self-signed certificate the test makes, given as TLS_CERT_FILE and TLS_KEY_FILE), as a
 * visitor's requests would; the docker CLI only reads what a container is (user, installed
 * packages, health, exit code, the balancer's log), injects a delay into the mock, and stops a
 * replica.
 *
 * Without an engine the suite is skipped with the reason printed (a laptop without Docker must
 * pass `npm test`); with REQUIRE_DOCKER=1 (set by .ci/run once its engine is ready) it fails
 * instead, so CI can never pass by skipping it.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { StartedDockerComposeEnvironment } from 'testcontainers';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../helpers/processes';
import { demoEnv } from '../helpers/deploy-files';
import { docker, engineUnavailable, succeeds, upBeforeAll } from '../helpers/docker';
import { freePort } from '../helpers/redis';
import {
  fingerprintOf,
  makeTestCertificate,
  negotiated,
  servedFingerprint,
  trustInThisProcess,
  type TestCertificate,
} from '../helpers/tls';
import { cookieHeader, parseSetCookie } from '../integration/session-helpers';
import { sessionsLost, type OutageFigure } from '../helpers/session-outage';
import { SteadyLoad } from '../helpers/steady-load';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';

const IMAGE = 'bigscreen-site:local';
const REPLICAS = 3;
/** Build-time packages: none may be in the runtime image (Dockerfile, stage 2). */
const DEV_ONLY_PACKAGES = [
  'vite',
  'vitest',
  'playwright',
  '@playwright/test',
  'esbuild',
  'typescript',
  'tsx',
  '@babel/core',
  'babel-plugin-macros',
  '@lingui/core',
  '@lingui/conf',
  '@lingui/babel-plugin-lingui-macro',
  'jiti',
];
const log = (line: string) => console.log(`[compose-stack] ${line}`);

/** Why the stack cannot run here, or undefined when an engine and a compose command answer. */
function unavailable(): string | undefined {
  const noEngine = engineUnavailable();
  if (noEngine) return noEngine;
  if (!succeeds('docker', ['compose', 'version']) && !succeeds('docker-compose', ['version'])) {
    return 'a Docker engine answers but neither `docker compose` nor `docker-compose` is installed';
  }
  return undefined;
}

/** The demo's values for the production file's required variables (docker-compose v1 needs them). */
const DEMO_ENV = demoEnv();
/** Where deploy/prometheus.yml finds the replicas: a DNS name answering with every replica, and the port. */
const SCRAPE = (() => {
  const config = parse(fs.readFileSync(path.join(ROOT, 'deploy/prometheus.yml'), 'utf8')) as {
    scrape_configs: { job_name: string; dns_sd_configs?: { names: string[]; port: number }[] }[];
  };
  const sd = config.scrape_configs.find((job) => job.job_name === 'site')!.dns_sd_configs![0]!;
  return { name: sd.names[0]!, port: sd.port };
})();

const required = process.env.REQUIRE_DOCKER === '1';
const reason = unavailable();
if (reason) log(required ? `REQUIRE_DOCKER=1 but ${reason}` : `skipped: ${reason}`);

/** The Ryuk reaper image cannot be pulled without the public registry: then clean up ourselves. */
function ryukOrOwnCleanup(image: string): void {
  if (process.env.TESTCONTAINERS_RYUK_DISABLED) return;
  if (succeeds('docker', ['image', 'inspect', image]) || succeeds('docker', ['pull', image])) return;
  process.env.TESTCONTAINERS_RYUK_DISABLED = 'true';
  log(`${image} cannot be pulled: running without Ryuk, the stack is removed in afterAll`);
}

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

/** The compose command here: `docker compose` (v2), else the standalone `docker-compose` (v1). */
function composeCommand(): string[] | undefined {
  if (succeeds('docker', ['compose', 'version'])) return ['docker', 'compose'];
  if (succeeds('docker-compose', ['version'])) return ['docker-compose'];
  return undefined;
}

const compose = composeCommand();
const noCompose = compose ? undefined : 'neither `docker compose` nor `docker-compose` is installed';
if (noCompose) log(required ? `REQUIRE_DOCKER=1 but ${noCompose}` : `skipped (production file check): ${noCompose}`);

describe.skipIf(noCompose !== undefined && !required)('docker-compose.yml alone (production)', () => {
  const REQUIRED = ['MAIN_API_URL', 'CLOUD_API_URL', 'REMOTE_DESKTOP_URL', 'APP_KEY', 'SITE_URL', 'TLS_CERT_FILE', 'TLS_KEY_FILE'];
  const certificate = makeTestCertificate();
  const SETTINGS = {
    MAIN_API_URL: 'https://api.example.com',
    CLOUD_API_URL: 'https://cloud.example.com',
    REMOTE_DESKTOP_URL: 'https://rd.example.com',
    APP_KEY: 'a-real-key',
    SITE_URL: 'https://www.example.com',
    TLS_CERT_FILE: certificate.certFile,
    TLS_KEY_FILE: certificate.keyFile,
  };
  // No .env, whatever the checkout holds: an empty env file, and none of the settings inherited.
  const emptyEnvFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'compose-env-')), 'empty.env');
  fs.writeFileSync(emptyEnvFile, '');
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !REQUIRED.includes(key)));

  /** `compose config` (what `up` reads first): its exit code and error output. */
  function config(env: Record<string, string>): { ok: boolean; stderr: string } {
    if (!compose) throw new Error(`REQUIRE_DOCKER=1 but ${noCompose}`);
    try {
      execFileSync(compose[0]!, [...compose.slice(1), '--env-file', emptyEnvFile, '-f', 'docker-compose.yml', 'config', '-q'], {
        cwd: ROOT,
        env: { ...inherited, ...env },
        stdio: 'pipe',
        timeout: 30_000,
      });
      return { ok: true, stderr: '' };
    } catch (err) {
      return { ok: false, stderr: String((err as { stderr?: Buffer }).stderr ?? err) };
    }
  }

  afterAll(() => {
    fs.rmSync(path.dirname(emptyEnvFile), { recursive: true, force: true });
    fs.rmSync(certificate.dir, { recursive: true, force: true });
  });

  it('refuses to start without the upstream settings, naming what is missing', () => {
    const bare = config({});
    expect(bare.ok).toBe(false);
    expect(bare.stderr).toMatch(/set (MAIN_API_URL|CLOUD_API_URL|REMOTE_DESKTOP_URL|APP_KEY|SITE_URL|TLS_CERT_FILE|TLS_KEY_FILE) to/);
    // The refusal's last words (docker-compose v1 prints the whole environment block before them).
    log(`production file without settings: ...${bare.stderr.trim().slice(-110)}`);
    // Each required setting on its own: the refusal names exactly the one left out.
    for (const missing of REQUIRED) {
      const rest = Object.fromEntries(Object.entries(SETTINGS).filter(([key]) => key !== missing));
      const result = config(rest);
      expect(result.ok, missing).toBe(false);
      expect(result.stderr, missing).toContain(`set ${missing} to`);
    }
  });

  it('starts once they are set, with nothing of the demo in it', () => {
    expect(config(SETTINGS)).toEqual({ ok: true, stderr: '' });
    const text = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    expect(text).not.toMatch(/mock-upstream:|MOCK_/);
    // Nor the demo's self-signed certificate: production serves the files given, or nothing.
    expect(text).not.toMatch(/TLS_SELF_SIGNED|demo-certificate|no-certificate/);
  });
});

describe.skipIf(reason !== undefined && !required)(
  'docker compose stack: production file + demo overlay (3 site replicas, Redis, nginx)',
  () => {
    const appKey = `compose-test-key-${randomBytes(12).toString('hex')}`;
    const project = `bsstack${randomBytes(4).toString('hex')}`;
    let env: StartedDockerComposeEnvironment | undefined;
    let standalone = false;
    let base = '';
    /** The plain-http port, which only redirects to https (and answers the health probes). */
    let httpBase = '';
    /** A sign-in sent over plain http straight to nginx, claiming `X-Forwarded-Proto: https`. */
    const spoofedLogin = () =>
      fetch(`${httpBase}/api/auth/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/json', origin: httpBase, 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ email: 'verified@example.com', password: DEMO_PASSWORD }),
      });
    let httpsPort = 0;
    let certificate: TestCertificate | undefined;
    /** The values the stack was started with (compose down needs them again). */
    let stackEnv: Record<string, string> = {};
    /** The TLS terminator container the front test starts in front of nginx. */
    let front: string | undefined;
    /** Every answer the site gave in this file, for the app-key check. */
    const answers: Answer[] = [];

    async function request(path: string, init: RequestInit = {}): Promise<Answer> {
      const res = await fetch(`${base}${path}`, init);
      const answer = { status: res.status, headers: res.headers, body: await res.text() };
      answers.push(answer);
      return answer;
    }

    /** The containers of one compose service, by name (v1 names them project_service_n, v2 project-service-n). */
    function containers(service: string): string[] {
      const out = docker([
        'ps',
        '-a',
        '--filter',
        `label=com.docker.compose.project=${project}`,
        '--filter',
        `label=com.docker.compose.service=${service}`,
        '--format',
        '{{.Names}}',
      ]);
      return out.split('\n').filter(Boolean).sort();
    }

    function ipOf(container: string): string {
      return docker(['inspect', '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', container]);
    }

    /** The nginx access log lines (deploy/nginx.conf's site_lb format) for one path. */
    function balancerLines(path: string): { status: number; upstream: string }[] {
      const [nginx] = containers('nginx');
      // The stack's load tests leave tens of thousands of lines: past the 1 MB a child's output may
      // fill by default (CI failed with ENOBUFS here).
      const out = execFileSync('docker', ['logs', nginx!], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 512 * 1024 * 1024,
      });
      return out
        .split('\n')
        .filter((line) => line.includes(` ${path} HTTP/`))
        .map((line) => {
          // upstream= lists every replica tried ("a:3000, b:3000" when the first failed): the last answered.
          const m = /" (\d{3}) \d+ upstream=(.+?) upstream_status=/.exec(line);
          return { status: Number(m?.[1]), upstream: m?.[2]?.split(',').pop()?.trim().split(':')[0] ?? '' };
        });
    }

    upBeforeAll(bringUp);

    async function bringUp() {
      if (reason) throw new Error(`REQUIRE_DOCKER=1 but ${reason}`);
      const { DockerComposeEnvironment, Wait } = await import('testcontainers');
      const { getReaperImage } = await import('testcontainers/build/reaper/reaper.js');
      ryukOrOwnCleanup(getReaperImage());
      standalone = !succeeds('docker', ['compose', 'version']);
      if (standalone) log('`docker compose` (v2) is absent: using the standalone docker-compose');
      const started = Date.now();
      // HTTPS with a certificate of the test's own, which this process's fetch trusts.
      certificate = makeTestCertificate();
      trustInThisProcess(certificate.pem);
      httpsPort = await freePort();
      const httpPort = await freePort();
      // The demo's values (as `--env-file deploy/demo.env` gives them), a fresh key, the test's
      // certificate and free ports for http and https (nginx redirects to the https one). The
      // sign-in limit is raised: the Redis outage test signs 20 visitors in from this one address.
      stackEnv = {
        ...DEMO_ENV,
        PORT: String(httpPort),
        HTTPS_PORT: String(httpsPort),
        TLS_CERT_FILE: certificate.certFile,
        TLS_KEY_FILE: certificate.keyFile,
        APP_KEY: appKey,
        RATE_LIMIT_PER_MINUTE: '600',
      };
      env = await new DockerComposeEnvironment(ROOT, ['docker-compose.yml', 'docker-compose.demo.yml'])
        .withProjectName(project)
        .withBuild()
        .withEnvironment(stackEnv)
        .withClientOptions(standalone ? { executable: { standalone: true } } : {})
        .withDefaultWaitStrategy(Wait.forHealthCheck())
        .withStartupTimeout(180_000)
        .up();
      base = `https://127.0.0.1:${httpsPort}`;
      httpBase = `http://127.0.0.1:${httpPort}`;
      log(`stack up in ${((Date.now() - started) / 1000).toFixed(0)} s, load balancer at ${base}`);
      const size = Number(docker(['image', 'inspect', IMAGE, '--format', '{{.Size}}']));
      const baseSize = Number(docker(['image', 'inspect', 'node:24-bookworm-slim', '--format', '{{.Size}}']));
      log(`final image ${IMAGE}: ${(size / 1e6).toFixed(0)} MB (its base node:24-bookworm-slim: ${(baseSize / 1e6).toFixed(0)} MB)`);
    }

    afterAll(async () => {
      if (reason) return;
      if (front) {
        try {
          docker(['rm', '-f', front]);
        } catch {
          log(`could not remove the front container ${front}`);
        }
      }
      if (certificate) fs.rmSync(certificate.dir, { recursive: true, force: true });
      if (env) {
        try {
          await env.down({ timeout: 5_000 });
          return;
        } catch (err) {
          // Taking the stack down is cleanup, not a finding: say so, then remove it by name.
          log(`compose down through testcontainers failed (${String(err)}); removing the project by name`);
        }
      }
      // Without Ryuk nothing else removes a half-started stack.
      const compose = standalone ? ['docker-compose'] : ['docker', 'compose'];
      try {
        // The same files and values as the stack was started with: the base file refuses to be
        // read without the upstream settings.
        const files = ['-f', 'docker-compose.yml', '-f', 'docker-compose.demo.yml'];
        execFileSync(compose[0]!, [...compose.slice(1), ...files, '-p', project, 'down', '-v', '-t', '0'], {
          cwd: ROOT,
          env: { ...process.env, ...stackEnv },
          stdio: 'pipe',
          timeout: 120_000,
        });
      } catch {
        log(`could not remove compose project ${project}`);
      }
    }, 180_000);

    it('starts every service healthy: mock upstream, Redis, 3 site replicas, nginx', () => {
      const services = { 'mock-upstream': 1, redis: 1, site: REPLICAS, nginx: 1 };
      for (const [service, count] of Object.entries(services)) {
        const names = containers(service);
        expect(names, service).toHaveLength(count);
        for (const name of names) expect(docker(['inspect', '--format', '{{.State.Health.Status}}', name]), name).toBe('healthy');
      }
    });

    it('serves the SPA shell with a CSP nonce, and hashed assets as immutable', async () => {
      const home = await request('/', { headers: { accept: 'text/html' } });
      expect(home.status).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(home.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      expect(home.body).toContain(`nonce="${nonce}"`);
      expect(home.headers.get('cache-control')).toContain('no-cache');
      const asset = /\/assets\/[\w.-]+\.js/.exec(home.body)?.[0];
      expect(asset).toBeTruthy();
      const js = await request(asset!);
      expect(js.status).toBe(200);
      expect(js.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
      // The load balancer does not announce itself.
      expect(home.headers.get('server') ?? '').not.toMatch(/\d/);
    });

    it('signs in through /api with httpOnly cookies; one session stays on one replica, and visitors without a session are balanced over all', async () => {
      const login = await request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: 'verified@example.com', password: 'Passw0rd!' }),
      });
      expect(login.status).toBe(200);
      const cookies = login.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThanOrEqual(2);
      // Over https the site sees https through nginx: __Host- cookies, Secure and httpOnly.
      for (const cookie of cookies) {
        expect(cookie).toMatch(/^__Host-/);
        expect(cookie).toMatch(/;\s*Secure/i);
        expect(cookie).toMatch(/;\s*HttpOnly/i);
      }
      const cookie = cookieHeader(parseSetCookie(cookies));
      for (let i = 0; i < 3 * REPLICAS; i++) {
        const session = await request('/api/session', { headers: { cookie } });
        expect(session.status).toBe(200);
        expect(JSON.parse(session.body)).toMatchObject({ account: { email: 'verified@example.com' } });
      }
      const replicas = new Set(containers('site').map(ipOf));
      // One session, one replica: deploy/nginx.conf hashes the refresh-token cookie, so a session
      // is renewed on one replica even while Redis is down. Here one name (`site:3000`) resolves to
      // every replica, where nginx's consistent hash had spread one session over all three.
      const sessionCalls = balancerLines('/api/session').slice(-3 * REPLICAS);
      expect(sessionCalls.every((l) => l.status === 200)).toBe(true);
      const sessionReplicas = new Set(sessionCalls.map((l) => l.upstream));
      log(`one session's ${sessionCalls.length} calls reached ${[...sessionReplicas].join(', ')}`);
      expect(sessionReplicas.size).toBe(1);
      expect(replicas.has([...sessionReplicas][0]!)).toBe(true);
      // Requests without a session are balanced round robin over every replica.
      for (let i = 0; i < 3 * REPLICAS; i++) expect((await request('/healthz')).status).toBe(200);
      const served = new Set(balancerLines('/healthz').map((l) => l.upstream));
      expect([...served].sort()).toEqual([...replicas].sort());
    });

    it('serves HTTPS at the edge: HTTP/2 over TLS 1.2 or 1.3, HSTS, and plain http redirected permanently', async () => {
      const edge = await negotiated(httpsPort);
      log(`edge: ${edge.protocol}, ALPN ${String(edge.alpn)}`);
      expect(edge.alpn).toBe('h2');
      expect(['TLSv1.2', 'TLSv1.3']).toContain(edge.protocol);
      // TLS 1.2 with a forward-secret AEAD suite works; TLS 1.1 is refused.
      expect((await negotiated(httpsPort, { maxVersion: 'TLSv1.2' })).protocol).toBe('TLSv1.2');
      await expect(negotiated(httpsPort, { minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT@SECLEVEL=0' })).rejects.toThrow();
      // HSTS on https answers: pages, API answers and the balancer's own errors alike, once each.
      for (const path of ['/', '/api/session', '/no-such-page']) {
        const answer = await request(path, { headers: { accept: 'text/html' } });
        expect(answer.headers.get('strict-transport-security'), path).toBe('max-age=63072000; includeSubDomains');
      }
      // Plain http: a permanent redirect to the same address on the https port, for any method.
      for (const method of ['GET', 'POST']) {
        const res = await fetch(`${httpBase}/account?tab=orders`, { method, redirect: 'manual' });
        expect(res.status, method).toBe(308);
        expect(res.headers.get('location'), method).toBe(`https://127.0.0.1:${httpsPort}/account?tab=orders`);
        expect(res.headers.get('strict-transport-security'), method).toBeNull();
      }
      // The health probes answer over http too, for a balancer that probes that way.
      expect((await fetch(`${httpBase}/lb-healthz`, { redirect: 'manual' })).status).toBe(200);
      expect((await fetch(`${httpBase}/readyz`, { redirect: 'manual' })).status).toBe(200);
      // A client's own X-Forwarded-Proto changes nothing: http is still redirected, and over https
      // the site still sees https (its cookies keep __Host- and Secure).
      const spoofed = await spoofedLogin();
      expect(spoofed.status).toBe(308);
      const downgraded = await request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-proto': 'http' },
        body: JSON.stringify({ email: 'verified@example.com', password: DEMO_PASSWORD }),
      });
      expect(downgraded.status).toBe(200);
      for (const cookie of downgraded.headers.getSetCookie()) expect(cookie).toMatch(/^__Host-.*;\s*Secure/i);
    });

    it('works behind a TLS terminator at a trusted address (FRONT_PROXY_ADDRESSES): sign-in and a ticket purchase through it', async () => {
      // A second nginx in front, as an operator's TLS terminator would be: it ends TLS with the
      // test's certificate and talks plain http to the stack's nginx, passing X-Forwarded-Proto
      // and X-Forwarded-For.
      const [nginx] = containers('nginx');
      const network = docker(['inspect', '--format', '{{range $name, $_ := .NetworkSettings.Networks}}{{$name}}{{end}}', nginx!]);
      const frontPort = await freePort();
      const conf = path.join(certificate!.dir, 'front.conf');
      fs.writeFileSync(
        conf,
        [
          'server {',
          '    listen 443 ssl;',
          '    ssl_certificate /front/cert.pem;',
          '    ssl_certificate_key /front/key.pem;',
          '    location / {',
          '        proxy_pass http://nginx:80;',
          '        proxy_set_header Host $http_host;',
          '        proxy_set_header X-Forwarded-Proto https;',
          '        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
          '    }',
          '}',
        ].join('\n'),
      );
      front = `${project}-front`;
      docker([
        'run',
        '-d',
        '--name',
        front,
        '--network',
        network,
        '-p',
        `127.0.0.1:${frontPort}:443`,
        '-v',
        `${certificate!.dir}:/front:ro`,
        '-v',
        `${conf}:/etc/nginx/conf.d/default.conf:ro`,
        'nginx:1.27-bookworm',
        'nginx',
        '-g',
        'daemon off;',
      ]);
      const frontBase = `https://127.0.0.1:${frontPort}`;
      const frontIp = ipOf(front);
      const signIn = (at: string) =>
        fetch(`${at}/api/auth/login`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/json', origin: at },
          body: JSON.stringify({ email: 'verified@example.com', password: DEMO_PASSWORD }),
        });
      const until = async (check: () => Promise<boolean>) => {
        for (let i = 0; i < 60 && !(await check().catch(() => false)); i++) await new Promise((r) => setTimeout(r, 500));
      };
      // Without the setting the front's https is not believed: its requests are redirected.
      await until(async () => (await fetch(`${frontBase}/lb-healthz`)).status === 200);
      expect((await signIn(frontBase)).status).toBe(308);

      // With it (nginx recreated with the front's address), the front's protocol and client address are kept.
      const composeCmd = standalone ? ['docker-compose'] : ['docker', 'compose'];
      execFileSync(
        composeCmd[0]!,
        [
          ...composeCmd.slice(1),
          '-f',
          'docker-compose.yml',
          '-f',
          'docker-compose.demo.yml',
          '-p',
          project,
          'up',
          '-d',
          '--no-deps',
          'nginx',
        ],
        { cwd: ROOT, env: { ...process.env, ...stackEnv, FRONT_PROXY_ADDRESSES: frontIp }, stdio: 'pipe', timeout: 120_000 },
      );
      await until(async () => (await signIn(frontBase)).status === 200);
      const login = await signIn(frontBase);
      expect(login.status).toBe(200);
      const cookies = login.headers.getSetCookie();
      for (const cookie of cookies) expect(cookie).toMatch(/^__Host-.*;\s*Secure/i);
      const cookie = cookieHeader(parseSetCookie(cookies));
      const order = await fetch(`${frontBase}/api/media/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: frontBase, cookie },
        body: JSON.stringify({ bigMediaId: 'bm-neon-harbor', skuId: 'sku-neon-harbor-usd', stripeToken: 'tok_visa' }),
      });
      expect(order.status).toBe(201);
      const orders = mockControl<{ method: string; path: string }[]>('GET', '/journal?path=%2Fmedia%2Forder');
      expect(orders.filter((e) => e.method === 'POST')).toHaveLength(1);
      // The visitor's address reached the site from the front's X-Forwarded-For, not the front's own.
      const lines = docker(['logs', '--tail', '50', containers('nginx')[0]!])
        .split('\n')
        .filter((l) => l.includes('/api/media/order'));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.at(-1)!.startsWith(`${frontIp} `)).toBe(false);
      log(
        `behind a trusted front at ${frontIp}: sign-in ${login.status}, ticket order ${order.status}; the balancer logged ${lines.at(-1)!.split(' ')[0]}`,
      );

      // A client straight to nginx is still not trusted: its X-Forwarded-Proto changes nothing.
      const direct = await spoofedLogin();
      expect(direct.status).toBe(308);
      mockControl('POST', '/reset');
    }, 180_000);

    it('never makes a certificate outside the demo: the edge refuses to start without one, naming the settings', () => {
      const result = spawnSync(
        'docker',
        [
          'run',
          '--rm',
          '-v',
          `${path.join(ROOT, 'deploy/edge')}:/etc/nginx/edge:ro`,
          'nginx:1.27-bookworm',
          'sh',
          '/etc/nginx/edge/start.sh',
        ],
        { encoding: 'utf8', timeout: 60_000 },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('edge: no TLS certificate');
      expect(result.stderr).toContain('TLS_CERT_FILE and TLS_KEY_FILE');
    });

    it('renews the certificate without a failed request: files replaced in place, then nginx reloaded', async () => {
      const before = await servedFingerprint(httpsPort);
      expect(before).toBe(fingerprintOf(certificate!.pem));
      // A steady load over https while the certificate changes under it (tests/helpers/steady-load.ts
      // says how a request closed before any answer is resent).
      const load = new SteadyLoad(`${base}/healthz`, { workers: 4, accept: ({ status }) => status === 200 });
      await new Promise((r) => setTimeout(r, 1000));
      // As an operator would: the new files over the old (same paths), then a reload.
      const renewed = makeTestCertificate(certificate!.dir);
      trustInThisProcess(renewed.pem);
      docker(['exec', containers('nginx')[0]!, 'nginx', '-s', 'reload']);
      let after = before;
      for (let i = 0; i < 40 && after === before; i++) {
        await new Promise((r) => setTimeout(r, 250));
        after = await servedFingerprint(httpsPort);
      }
      await new Promise((r) => setTimeout(r, 1000));
      await load.stop();
      certificate = renewed;
      log(
        `certificate renewed (files replaced, nginx -s reload): ${load.ok} requests answered during it, ${load.failed.length} failed, ${load.resent} resent once after an old worker closed their idle connection`,
      );
      expect(after).toBe(fingerprintOf(renewed.pem));
      expect(load.failed).toEqual([]);
      expect(load.ok).toBeGreaterThan(20);
    }, 60_000);

    /** The mock upstream's control API, from inside its container (it publishes no port). */
    function mockControl<T>(method: string, path: string, body?: unknown): T {
      const [mock] = containers('mock-upstream');
      const init = JSON.stringify({
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const out = docker([
        'exec',
        mock!,
        'node',
        '-e',
        `fetch('http://127.0.0.1:4000/__control${path}',${init}).then(async(r)=>{if(!r.ok)process.exit(1);process.stdout.write(await r.text())},()=>process.exit(1))`,
      ]);
      return JSON.parse(out || 'null') as T;
    }

    it('loses no session while Redis is killed for 10 s, then hung for 10 s: this stack keeps a session on one replica', async () => {
      const [redis] = containers('redis');
      mockControl('PUT', '/settings', { rotateRefreshTokens: true, accessTokenTtlSeconds: 2 });
      const figures: Record<string, OutageFigure> = {};
      try {
        for (const outage of ['killed', 'hung'] as const) {
          mockControl('DELETE', '/journal');
          figures[outage] = await sessionsLost({
            baseURL: base,
            users: 20,
            outageMs: 10_000,
            email: 'verified@example.com',
            password: DEMO_PASSWORD,
            // Killed: the container stopped at once (SIGKILL), then started again. Hung: frozen.
            begin: () => void docker(outage === 'killed' ? ['stop', '-t', '0', redis!] : ['pause', redis!]),
            end: () => void docker(outage === 'killed' ? ['start', redis!] : ['unpause', redis!]),
            renewals: () => Promise.resolve(mockControl<{ status?: number }[]>('GET', '/journal?path=%2Fauth%2Frenew')),
          });
          log(
            `Redis ${outage} 10 s, 20 visitors over ${REPLICAS} replicas: ${figures[outage]!.lost}/20 sessions lost ${JSON.stringify(figures[outage])}`,
          );
        }
      } finally {
        mockControl('POST', '/reset');
      }
      for (const figure of Object.values(figures)) {
        expect(figure.lost).toBe(0);
        // The run did renew under the outage: every session several times, none refused.
        expect(figure.renewals).toBeGreaterThanOrEqual(20 * 3);
        expect(figure.refusedRenewals).toBe(0);
      }
    }, 300_000);

    it('runs the site as a non-root user, with no dev dependency in the image', () => {
      const [site] = containers('site');
      expect(docker(['exec', site!, 'id', '-u'])).toBe('1000');
      expect(docker(['inspect', '--format', '{{.Config.User}}', IMAGE])).toBe('node');
      const present = docker([
        'exec',
        site!,
        'node',
        '-e',
        `const fs=require('fs');console.log(JSON.stringify(${JSON.stringify(DEV_ONLY_PACKAGES)}.filter((p)=>fs.existsSync('node_modules/'+p))))`,
      ]);
      expect(JSON.parse(present)).toEqual([]);
      // Every package in the image is one the bundles import, or one of theirs.
      const packages = docker([
        'exec',
        site!,
        'node',
        '-e',
        "const fs=require('fs'),p=require('path');let n=0;const walk=(d)=>{for(const e of fs.readdirSync(d)){if(e.startsWith('.'))continue;const f=p.join(d,e);if(e.startsWith('@')){walk(f);continue}if(fs.existsSync(p.join(f,'package.json'))){n++;if(fs.existsSync(p.join(f,'node_modules')))walk(p.join(f,'node_modules'))}}};walk('node_modules');console.log(n)",
      ]);
      log(`runtime image: ${packages} npm packages in node_modules`);
      expect(Number(packages)).toBeLessThan(120);
      expect(docker(['exec', site!, 'node', '-e', "console.log(require('fs').existsSync('node_modules/express'))"])).toBe('true');
    });

    it('drains a replica on `docker stop`: 30 requests in flight all complete, and it exits 0', async () => {
      const [mock] = containers('mock-upstream');
      const [victim] = containers('site');
      // The mock answers the next 30 region calls 1.5 s late, so they are in flight when the stop comes.
      const fault = JSON.stringify({ path: '/info/region', delayMs: 1500, times: 30 });
      docker([
        'exec',
        mock!,
        'node',
        '-e',
        `fetch('http://127.0.0.1:4000/__control/faults',{method:'POST',headers:{'content-type':'application/json'},body:${JSON.stringify(fault)}}).then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))`,
      ]);
      const victimIp = ipOf(victim!);
      const inFlight = Array.from({ length: 30 }, () => request('/api/info/region'));
      await new Promise((r) => setTimeout(r, 500));
      const stopping = promisify(execFile)('docker', ['stop', '-t', '15', victim!], { timeout: 30_000 });
      const results = await Promise.all(inFlight);
      await stopping;
      expect(results.map((r) => r.status)).toEqual(Array(30).fill(200));
      for (const r of results) expect(JSON.parse(r.body)).toEqual({ region: 'us' });
      expect(docker(['inspect', '--format', '{{.State.ExitCode}}', victim!])).toBe('0');
      // Round robin put some of the 30 on the replica that was stopped, and it answered them.
      const lines = balancerLines('/api/info/region');
      const onVictim = lines.filter((l) => l.upstream === victimIp);
      const spread = [...new Set(lines.map((l) => l.upstream))].map((ip) => lines.filter((l) => l.upstream === ip).length);
      log(
        `docker stop: ${onVictim.length} of the 30 in-flight requests were on the stopped replica (spread ${spread.join('/')}); all 30 answered 200, exit code 0`,
      );
      expect(onVictim.length).toBeGreaterThan(0);
      expect(onVictim.every((l) => l.status === 200)).toBe(true);
      // Later visitors are served by the replicas still running, whichever turn comes up.
      for (let i = 0; i < 2 * REPLICAS; i++) expect((await request('/api/info/region')).status).toBe(200);
    }, 60_000);

    it('serves /metrics on every replica inside the compose network only, where deploy/prometheus.yml scrapes', async () => {
      const [nginx] = containers('nginx');
      const network = docker(['inspect', '--format', '{{range $name, $_ := .NetworkSettings.Networks}}{{$name}}{{end}}', nginx!]);
      // A one-off container on the stack's network, as Prometheus would run: every address the
      // scrape config's DNS name answers with, and each one's /metrics.
      const scrape = `const dns=require('dns').promises;(async()=>{const all=await dns.lookup(${JSON.stringify(SCRAPE.name)},{all:true});const out=[];for(const a of all){const r=await fetch('http://'+a.address+':'+${SCRAPE.port}+'/metrics');const t=await r.text();out.push({ip:a.address,status:r.status,metrics:t.split('\\n').filter(l=>l.startsWith('site_http_request_duration_seconds_count')).length,process:t.includes('process_cpu_seconds_total')});}console.log(JSON.stringify(out));})().catch(e=>{console.error(e);process.exit(1)})`;
      const out = docker(['run', '--rm', '--network', network, '--entrypoint', 'node', IMAGE, '-e', scrape], 60_000);
      const scraped = JSON.parse(out.split('\n').pop()!) as { ip: string; status: number; metrics: number; process: boolean }[];
      const running = containers('site').filter((name) => docker(['inspect', '--format', '{{.State.Running}}', name]) === 'true');
      log(`scraped ${scraped.length} replicas at ${SCRAPE.name}:${SCRAPE.port}: ${scraped.map((s) => `${s.ip} ${s.status}`).join(', ')}`);
      expect(scraped.map((s) => s.ip).sort()).toEqual(running.map(ipOf).sort());
      for (const replica of scraped) {
        expect(replica.status).toBe(200);
        expect(replica.process).toBe(true);
        expect(replica.metrics).toBeGreaterThan(0);
      }
      // Never on the published side: the port is not published, and the public port has no /metrics.
      for (const name of running) expect(docker(['port', name])).toBe('');
      expect((await request('/metrics')).status).toBe(404);
    }, 90_000);

    it('never sends the app key in any answer', () => {
      expect(answers.length).toBeGreaterThan(40);
      for (const a of answers) {
        expect(a.body).not.toContain(appKey);
        for (const [, value] of a.headers) expect(value).not.toContain(appKey);
      }
    });
  },
);
