/**
 * The operator files agree with the code: every variable the config schema reads is in
 * .env.example; compose sets only variables the schema knows; the image and compose run the
 * same commands as the package scripts, on the configured port, with a health check; the load
 * balancer, Redis and the site replicas are wired to each other; CI prepares exactly the images
 * the Dockerfile and compose file use; one Node major everywhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '../../server/src/config';
import { ROOT } from '../helpers/processes';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags';

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  healthcheck?: { test?: string[] };
  build?: unknown;
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  restart?: string;
}
const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service> };
const dockerfile = read('Dockerfile');
const envExample = read('.env.example');
const exampleKeys = [...envExample.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
/** Variables mock-upstream reads (it is not configured by the site's schema). */
const MOCK_VARIABLES = ['MOCK_UPSTREAM_HOST', 'MOCK_UPSTREAM_PORT', 'APP_KEY', 'PORT'];

describe('.env.example', () => {
  it('lists every variable the config schema reads, and nothing else', () => {
    expect([...exampleKeys].sort()).toEqual([...ENV_VARIABLES].sort());
  });
});

describe('docker-compose.yml', () => {
  it('sets only variables the site config knows', () => {
    const env = compose.services.site?.environment ?? {};
    for (const key of Object.keys(env)) expect(ENV_VARIABLES, key).toContain(key);
  });

  it('wires the site to the mock upstream on the port the mock listens on', () => {
    const site = compose.services.site!.environment!;
    const mock = compose.services['mock-upstream']!;
    const port = mock.environment!.MOCK_UPSTREAM_PORT;
    for (const [key, base] of [
      ['MAIN_API_URL', 'main'],
      ['CLOUD_API_URL', 'cloud'],
      ['REMOTE_DESKTOP_URL', 'rd'],
    ] as const) {
      expect(site[key]).toBe(`http://mock-upstream:${port}/${base}`);
    }
    expect(mock.expose).toContain(port);
    for (const key of Object.keys(mock.environment!)) expect(MOCK_VARIABLES, key).toContain(key);
    expect(site.APP_KEY).toBe(mock.environment!.APP_KEY);
  });

  it('runs production replicas that publish nothing themselves and restart unless stopped', () => {
    const site = compose.services.site!;
    expect(site.environment!.NODE_ENV).toBe('production');
    expect(site.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(site.ports).toBeUndefined();
    expect(site.expose).toContain(site.environment!.PORT);
    expect(site.restart).toBe('unless-stopped');
  });

  it('trusts the load balancer by hop count or address, never every proxy', () => {
    const trust = compose.services.site!.environment!.TRUST_PROXY!;
    expect(trust).toMatch(/^(\d+|[\d.:/a-f]+(,[\d.:/a-f]+)*)$/i);
    expect(trust).not.toBe('true');
  });

  it('puts the nginx load balancer on the published port, every replica behind it, sessions sticky by refresh token', () => {
    const nginx = compose.services.nginx!;
    const site = compose.services.site!;
    expect(nginx.image).toMatch(/^nginx:/);
    // The stand-in images have no entrypoint scripts: each service says what it runs.
    expect(nginx.command?.[0]).toBe('nginx');
    expect(nginx.healthcheck?.test).toBeDefined();
    expect(nginx.depends_on?.site?.condition).toBe('service_healthy');
    const owners = Object.entries(compose.services)
      .filter(([, s]) => s.ports?.length)
      .map(([name]) => name);
    expect(owners).toEqual(['nginx']);
    const mount = nginx.volumes!.find((v) => v.includes('/etc/nginx/'))!;
    const [file, target] = mount.split(':');
    expect(target).toMatch(/^\/etc\/nginx\/conf\.d\/.+\.conf$/);
    const conf = read(file!);
    const listen = /^\s*listen (\d+);/m.exec(conf)?.[1];
    expect(nginx.ports!.every((p) => p.endsWith(`:${listen}`))).toBe(true);
    expect(conf).toContain(`server site:${site.environment!.PORT}`);
    expect(conf).toMatch(/proxy_pass http:\/\/site;/);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    // Host with its port: the site's same-origin check compares Origin with it.
    expect(conf).toMatch(/proxy_set_header Host \$http_host;/);
    // Stickiness by session only (tests/faults/lb-redis-outage.test.ts shows why): the refresh-token
    // cookie, consistently hashed; no other balancing method.
    expect(conf).toMatch(/^\s*hash \$site_session_key consistent;$/m);
    expect(conf).toMatch(/^\s*"~[^"]*bs_rt=[^"]*" \$session_rt;$/m);
    expect(conf).not.toMatch(/^\s*(ip_hash|sticky|least_conn|random)\b/m);
  });

  it('runs Redis with its own command and a health check, where the site looks for it', () => {
    const redis = compose.services.redis!;
    expect(redis.image).toMatch(/^redis:/);
    expect(redis.command?.[0]).toBe('redis-server');
    expect(redis.healthcheck?.test).toContain('ping');
    const port = redis.command![redis.command!.indexOf('--port') + 1];
    expect(redis.expose).toContain(port);
    expect(compose.services.site!.environment!.REDIS_URL).toBe(`redis://redis:${port}`);
    expect(compose.services.site!.depends_on?.redis?.condition).toBe('service_healthy');
  });

  it('runs the mock with the same entry as the package script builds', () => {
    expect(compose.services['mock-upstream']!.command).toEqual(['node', 'dist/mock-upstream/index.js']);
    expect(compose.services['mock-upstream']!.healthcheck).toBeDefined();
  });
});

describe('images', () => {
  const images = new Set([
    ...[...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]!).filter((name) => name.includes(':')),
    ...Object.values(compose.services).flatMap((s) => (s.image && !s.build ? [s.image] : [])),
  ]);

  it('are the ones CI prepares with the docker-engine tool', () => {
    const code = read('.ci/run')
      .split('\n')
      .filter((l) => !l.trim().startsWith('#'))
      .join('\n');
    expect(code).toContain('shared/tools/docker-engine.sh');
    expect(code).toContain('REQUIRE_DOCKER=1');
    const named = new Set(code.match(/\b[a-z][\w.-]*:\d[\w.-]*-bookworm[\w.-]*/g));
    expect([...named].sort()).toEqual([...images].sort());
  });

  it('use the Node major the project runs on', () => {
    const major = read('.nvmrc').trim();
    expect(JSON.parse(read('package.json')).engines.node).toBe(`>=${major}`);
    for (const from of [...dockerfile.matchAll(/^FROM node:(\d+)/gm)]) expect(from[1]).toBe(major);
  });
});

describe('Dockerfile', () => {
  it('builds wherever the npm registry answers: no frontend pragma, no install scripts', () => {
    expect(dockerfile).not.toMatch(/^#\s*syntax=/m);
    const installs = [...dockerfile.matchAll(/^RUN .*npm (ci|install)\b.*$/gm)].map((m) => m[0]);
    expect(installs.length).toBeGreaterThan(0);
    for (const install of installs) expect(install).toContain('--ignore-scripts');
  });

  it('runs the same server as `npm run serve`, as a non-root user, with a health check', () => {
    const cmd = /^CMD \[(.+)\]$/m.exec(dockerfile)?.[1];
    const parts = JSON.parse(`[${cmd}]`) as string[];
    expect(parts.join(' ')).toBe(pkg.scripts.serve);
    // The V8 flags `npm start` and the bench use (scripts/server-node-flags.ts) are the image's too.
    expect(parts.slice(1, -1)).toEqual(SERVER_NODE_FLAGS);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/healthz/m);
    expect(dockerfile).toMatch(/RUN npm run build/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
  });

  it('exposes the port it defaults to', () => {
    const port = /^ENV[\s\S]*?PORT=(\d+)/m.exec(dockerfile)?.[1];
    expect(dockerfile).toContain(`EXPOSE ${port}`);
  });

  it('keeps local build output and secrets out of the build context', () => {
    const ignore = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', 'dist', '.env', '.git']) expect(ignore).toContain(entry);
  });
});
