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
import { ENV_VARIABLES, SECRET_SETTINGS } from '#server/config.ts';
import { ROOT } from '../helpers/processes';
import { demoEnv, OTEL_SETTINGS } from '../helpers/deploy-files';
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
interface ComposeFile {
  services: Record<string, Service>;
  secrets?: Record<string, { file: string }>;
}
const compose = parse(read('docker-compose.yml')) as ComposeFile;
const demo = parse(read('docker-compose.demo.yml')) as ComposeFile;
/** What the stacks may set on the site: the config schema's variables and the OpenTelemetry SDK's. */
// A set: should the schema itself come to read the OpenTelemetry variables, each is still listed once.
const SITE_SETTINGS: string[] = [...new Set<string>([...ENV_VARIABLES, ...OTEL_SETTINGS])];
interface StackService {
  image?: string;
  command?: string[];
  build?: unknown;
  environment?: Record<string, string>;
  secrets?: { source: string; target: string }[];
  configs?: { source: string; target: string }[];
  ports?: { target: number; published: string; mode: string }[];
  healthcheck?: { test?: string[]; interval?: string };
  networks?: string[];
  deploy?: {
    replicas?: number;
    endpoint_mode?: string;
    update_config?: { order?: string; failure_action?: string; parallelism?: number };
    restart_policy?: { condition?: string };
    resources?: { limits?: { cpus?: string; memory?: string } };
  };
}
interface StackFile {
  services: Record<string, StackService>;
  configs: Record<string, { file: string }>;
  secrets: Record<string, { external?: boolean; name?: string; file?: string }>;
}
const stack = parse(read('deploy/stack.yml')) as StackFile;
const stackDemo = parse(read('deploy/stack.demo.yml')) as StackFile;
/** A compose value's default: `${TRUST_PROXY:-1}` -> `1`; a plain value as it is. */
const defaultOf = (value: string) => /^\$\{[A-Z_]+:-(.*)\}$/.exec(value)?.[1] ?? value;
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
    for (const key of Object.keys(env)) expect(SITE_SETTINGS, key).toContain(key);
  });

  it('takes every setting from the environment, and refuses to start without the required ones', () => {
    const env = compose.services.site!.environment!;
    const required = Object.entries(env)
      .filter(([, value]) => value.includes(':?'))
      .map(([key]) => key);
    expect(required.sort()).toEqual(['APP_KEY', 'CLOUD_API_URL', 'MAIN_API_URL', 'REMOTE_DESKTOP_URL', 'SITE_URL']);
    for (const key of required) expect(env[key]).toMatch(new RegExp(`^\\$\\{${key}:\\?set ${key} to `));
    // Each substituted variable is the setting of the same name.
    for (const [key, value] of Object.entries(env)) {
      const used = /^\$\{([A-Z_]+)[:?-]/.exec(value)?.[1];
      if (used) expect(used, key).toBe(key);
    }
    // Nothing of the demo in the production file.
    expect(compose.services['mock-upstream']).toBeUndefined();
    expect(Object.values(env).join(' ')).not.toContain('mock-upstream');
  });

  it('serves metrics on every replica on a port it never publishes, where deploy/prometheus.yml looks', () => {
    const site = compose.services.site!;
    const port = site.environment!.METRICS_PORT!;
    expect(port).toMatch(/^\d+$/);
    expect(site.expose).toContain(port);
    expect(site.ports).toBeUndefined();
    const prometheus = parse(read('deploy/prometheus.yml')) as {
      scrape_configs: { job_name: string; dns_sd_configs: { names: string[]; port: number }[] }[];
    };
    const sd = prometheus.scrape_configs.find((job) => job.job_name === 'site')!.dns_sd_configs[0]!;
    expect(sd.names).toEqual(['site']);
    expect(String(sd.port)).toBe(port);
  });

  it('has a demo overlay whose values deploy/demo.env repeats, for Compose versions that need them', () => {
    const overlay = demo.services.site!.environment!;
    const values = demoEnv();
    // The certificate's files: the overlay reads the same variables, with a placeholder of its own
    // (nginx then serves the demo's self-signed certificate).
    const secretFiles: Record<string, string> = { TLS_CERT_FILE: 'tls_cert', TLS_KEY_FILE: 'tls_key' };
    for (const [key, value] of Object.entries(values)) {
      if (key === 'APP_KEY') expect(defaultOf(demo.services['mock-upstream']!.environment!.APP_KEY!)).toBe(value);
      else if (key in secretFiles) {
        expect(value, key).toBe('/dev/null');
        expect(demo.secrets![secretFiles[key]!]!.file).toBe(`\${${key}:-./deploy/edge/no-certificate}`);
        expect(fs.existsSync(path.join(ROOT, 'deploy/edge/no-certificate'))).toBe(true);
      } else expect(defaultOf(overlay[key]!), key).toBe(value);
    }
    // Exactly the production file's required variables.
    const required = [
      ...Object.entries(compose.services.site!.environment!),
      ...Object.entries(compose.secrets!).map(([name, secret]) => [name, secret.file] as const),
    ].filter(([, v]) => v.includes(':?'));
    const requiredNames = required.map(([, v]) => /^\$\{([A-Z_]+):\?/.exec(v)![1]!);
    expect(Object.keys(values).sort()).toEqual(requiredNames.sort());
  });

  it('wires the site to the mock upstream on the port the mock listens on (demo overlay)', () => {
    const site = demo.services.site!.environment!;
    const mock = demo.services['mock-upstream']!;
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
    expect(demo.services.site!.depends_on?.['mock-upstream']?.condition).toBe('service_healthy');
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
    const trust = defaultOf(compose.services.site!.environment!.TRUST_PROXY!);
    expect(trust).toMatch(/^(\d+|[\d.:/a-f]+(,[\d.:/a-f]+)*)$/i);
    expect(trust).not.toBe('true');
  });

  it('puts the nginx load balancer on the published port, every replica behind it, sessions sticky by refresh token', () => {
    const nginx = compose.services.nginx!;
    const site = compose.services.site!;
    expect(nginx.image).toMatch(/^nginx:/);
    // The stand-in images have no entrypoint scripts: each service says what it runs, here the
    // edge's start script (mounted from deploy/edge/), which ends by running nginx in the foreground.
    expect(nginx.command).toEqual(['sh', '/etc/nginx/edge/start.sh']);
    expect(nginx.volumes).toContain('./deploy/edge:/etc/nginx/edge:ro');
    expect(read('deploy/edge/start.sh')).toMatch(/^exec nginx -g 'daemon off;'$/m);
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
    // Plain http on PORT (the redirect), HTTPS on HTTPS_PORT, which nginx is told for the redirect.
    expect(conf).toMatch(/^\s*listen 80;$/m);
    expect(conf).toContain('include /etc/nginx/edge.d/listen.conf;');
    expect(read('deploy/edge/start.sh')).toContain('listen 443 ssl');
    expect(nginx.ports).toEqual(['${PORT:-3000}:80', '${HTTPS_PORT:-3443}:443']);
    expect(nginx.environment?.HTTPS_PORT).toBe('${HTTPS_PORT:-3443}');
    expect(conf).toContain(`server site:${site.environment!.PORT}`);
    expect(conf).toMatch(/proxy_pass http:\/\/site;/);
    // The client's address and protocol as the edge established them: a client's own headers are
    // replaced, a trusted front's kept (deploy/edge/http.conf).
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-Proto \$edge_proto;/);
    expect(conf).not.toMatch(/X-Forwarded-Proto \$scheme/);
    // Host with its port: the site's same-origin check compares Origin with it.
    expect(conf).toMatch(/proxy_set_header Host \$http_host;/);
    // Stickiness by session only (tests/faults/lb-redis-outage.test.ts shows why): the refresh-token
    // cookie, by the plain hash: the consistent one places a server by its name, and the one name
    // stands for every replica (tests/ops/compose-stack.test.ts measures what that costs).
    expect(conf).toMatch(/^\s*hash \$site_session_key;$/m);
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
    expect(demo.services['mock-upstream']!.command).toEqual(['node', 'dist/mock-upstream/index.js']);
    expect(demo.services['mock-upstream']!.healthcheck).toBeDefined();
  });
});

describe('deploy/stack.yml (Docker Swarm)', () => {
  const site = stack.services.site!;

  it('runs the compose image and settings, with APP_KEY as a Docker secret file', () => {
    expect(site.image).toBe(compose.services.site!.image);
    const env = site.environment!;
    // The same settings as the compose stack, except the key: a secret file instead.
    const composeKeys = Object.keys(compose.services.site!.environment!).filter((key) => key !== 'APP_KEY');
    expect(
      Object.keys(env)
        .filter((key) => key !== 'APP_KEY_FILE')
        .sort(),
    ).toEqual(composeKeys.sort());
    for (const key of Object.keys(env)) expect(SITE_SETTINGS, key).toContain(key);
    expect(env.APP_KEY).toBeUndefined();
    const secret = site.secrets!.find((s) => env.APP_KEY_FILE === `/run/secrets/${s.target}`);
    expect(secret).toBeDefined();
    expect(stack.secrets[secret!.source]?.external).toBe(true);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.METRICS_PORT).toBe(compose.services.site!.environment!.METRICS_PORT);
  });

  it('updates one replica at a time, the new one first, rolling back on failure, with restarts and limits', () => {
    const deploy = site.deploy!;
    expect(deploy.replicas).toBeGreaterThanOrEqual(2);
    expect(deploy.update_config).toMatchObject({ parallelism: 1, order: 'start-first', failure_action: 'rollback' });
    expect(deploy.restart_policy?.condition).toBe('any');
    expect(deploy.resources?.limits?.memory).toBeDefined();
    expect(site.healthcheck?.interval).toBeDefined();
  });

  it('answers by DNS round robin and publishes only nginx, in host mode, on the compose port', () => {
    for (const name of ['site', 'redis']) expect(stack.services[name]!.deploy?.endpoint_mode, name).toBe('dnsrr');
    const owners = Object.entries(stack.services).filter(([, s]) => s.ports?.length);
    expect(owners.map(([name]) => name)).toEqual(['nginx']);
    const ports = stack.services.nginx!.ports!;
    expect(ports.map((p) => `${String(p.published)}:${p.target}`)).toEqual(compose.services.nginx!.ports);
    for (const port of ports) expect(port.mode).toBe('host');
    // A host-mode port is held by one task per node: the old nginx stops before the new starts.
    expect(stack.services.nginx!.deploy?.update_config?.order).toBe('stop-first');
  });

  it('gives nginx a config that re-resolves the replicas, and each balancing variant it may pick', () => {
    const nginx = stack.services.nginx!;
    const mounted = Object.fromEntries(nginx.configs!.map((c) => [c.target, read(path.join('deploy', stack.configs[c.source]!.file))]));
    const server = mounted['/etc/nginx/conf.d/default.conf']!;
    expect(server).toMatch(/^resolver 127\.0\.0\.11 valid=\d+s/m);
    expect(server).toContain('include /etc/nginx/swarm-balancing.conf;');
    expect(server).toMatch(/proxy_pass http:\/\/\$site_upstream;/);
    expect(server).toMatch(/proxy_next_upstream error timeout;/);
    expect(server).toMatch(/proxy_set_header Host \$http_host;/);
    const resolve = mounted['/etc/nginx/swarm/balancing-resolve.conf']!;
    expect(resolve).toMatch(/^\s*hash \$site_session_key;$/m);
    expect(resolve).toMatch(/\(\?:__Host-\)\?bs_rt=/);
    expect(resolve).toMatch(/server site:3000 resolve/);
    expect(mounted['/etc/nginx/swarm/balancing-dns.conf']).toMatch(/default site:3000;/);
    // The edge's start script, the same as compose's, picks one of the two by the nginx version.
    expect(nginx.command).toEqual(compose.services.nginx!.command);
    const start = mounted['/etc/nginx/edge/start.sh']!;
    expect(start).toContain('cp "/etc/nginx/swarm/balancing-$balancing.conf" /etc/nginx/swarm-balancing.conf');
    expect(start).toMatch(/^exec nginx -g 'daemon off;'$/m);
    // Every file of the edge that compose mounts as a directory, here one config each.
    for (const file of fs.readdirSync(path.join(ROOT, 'deploy/edge')).filter((f) => f !== 'no-certificate')) {
      expect(mounted[`/etc/nginx/edge/${file}`], file).toBe(read(`deploy/edge/${file}`));
    }
    expect(server).toMatch(/proxy_set_header X-Forwarded-Proto \$edge_proto;/);
  });

  it('gives the certificate to nginx only, as Docker secrets made from the same files as compose, named by TLS_VERSION', () => {
    for (const [name, variable] of [
      ['tls_cert', 'TLS_CERT_FILE'],
      ['tls_key', 'TLS_KEY_FILE'],
    ] as const) {
      expect(stack.secrets[name]!.file).toBe(compose.secrets![name]!.file);
      expect(stack.secrets[name]!.file).toMatch(new RegExp(`^\\$\\{${variable}:\\?set ${variable} to `));
      expect(stack.secrets[name]!.name).toBe(`bigscreen_${name}_\${TLS_VERSION:-1}`);
      // In Swarm, to the certificate service, which hands them to the running nginx (a renewal never replaces nginx's task).
      expect(stack.services.certificate!.secrets!.map((s) => s.target)).toContain(name);
      expect(stack.services.nginx!.secrets).toBeUndefined();
      expect((compose.services.nginx as Service & { secrets?: string[] }).secrets).toContain(name);
      // The site's containers never see it.
      expect((stack.services.site!.secrets ?? []).map((s) => s.source)).not.toContain(name);
    }
    // The demo's placeholder (a Docker secret cannot be empty), so nginx serves its self-signed one.
    expect(stackDemo.secrets.tls_cert!.file).toBe('${DEMO_TLS_CERT_FILE:-./edge/no-certificate}');
    // Its entries replace the production file's whole: the same names, by TLS_VERSION.
    for (const name of ['tls_cert', 'tls_key']) expect(stackDemo.secrets[name]!.name).toBe(stack.secrets[name]!.name);
    expect(stackDemo.services.certificate!.environment!.TLS_SELF_SIGNED).toBe('demo');
    expect(stack.services.certificate!.environment!.TLS_SELF_SIGNED).toBeUndefined();
  });

  it('has a demo overlay with the mock upstream on the same secret', () => {
    const mock = stackDemo.services['mock-upstream']!;
    expect(mock.command!.join(' ')).toContain('dist/mock-upstream/index.js');
    expect(mock.secrets!.map((s) => s.source)).toEqual(site.secrets!.map((s) => s.source));
    const env = stackDemo.services.site!.environment!;
    for (const key of ['MAIN_API_URL', 'CLOUD_API_URL', 'REMOTE_DESKTOP_URL']) {
      expect(env[key]).toBe(demo.services.site!.environment![key]);
    }
  });
});

describe('images', () => {
  const images = new Set([
    ...[...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]!).filter((name) => name.includes(':')),
    ...[compose, demo, stack]
      .flatMap((file) => Object.values(file.services))
      .flatMap((s) => (s.image && !s.build && !s.image.startsWith('${SITE_IMAGE') ? [s.image] : [])),
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
    // The same command, except that `npm run serve` also reads a local .env (the image is
    // configured by its orchestrator, and .env stays out of the build context).
    // (`npm run serve` first puts Node 24 on PATH: scripts/node24.sh.)
    const serveCommand = pkg.scripts.serve!.replace(/^\. scripts\/node24\.sh && exec /, '');
    expect(parts.join(' ')).toBe(serveCommand.replace(' --env-file-if-exists=.env', ''));
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

describe('docs/OPERATIONS.md settings table', () => {
  const doc = read('docs/OPERATIONS.md');
  // The site's table (the edge's own settings follow it, in a table of their own).
  const section = doc.slice(doc.indexOf('## 1. Settings'), doc.indexOf('Every setting in this table reaches the site'));
  /** Every variable named in the first column of the table. */
  const documented = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
  /** Table variables no stack passes, each for a reason. */
  const NOT_PASSED: Record<string, string> = {
    HOST: 'the containers listen on every interface',
    STATIC_DIR: "the image's own build",
    MOCK_UPSTREAM_PORT: 'demo only, refused in production',
    STRIPE_JS_URL: 'demo only, refused in production',
    MOCK_ROTATE_REFRESH_TOKENS: 'demo only, refused in production',
  };
  const secrets: readonly string[] = SECRET_SETTINGS;
  const k8sSettings = Object.keys(
    Object.fromEntries(
      read('deploy/k8s/base/site.env')
        .split('\n')
        .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), true]),
    ),
  );
  const k8sDeployment = parse(read('deploy/k8s/base/deployment.yaml')) as {
    spec: { template: { spec: { containers: { env: { name: string }[] }[] } } };
  };
  const k8sEnv = k8sDeployment.spec.template.spec.containers[0]!.env.map((e) => e.name);
  const stacks = {
    'docker-compose.yml': Object.keys(compose.services.site!.environment!),
    'deploy/stack.yml': Object.keys(stack.services.site!.environment!),
    'deploy/k8s': [...k8sSettings, ...k8sEnv],
  };

  it('lists every variable the site reads, and the OpenTelemetry ones, and nothing else', () => {
    expect([...new Set(documented)].sort()).toEqual([...SITE_SETTINGS].sort());
  });

  it('every setting reaches the site in compose, Swarm and Kubernetes', () => {
    for (const name of documented) {
      if (name in NOT_PASSED || name.endsWith('_FILE')) continue;
      for (const [file, passed] of Object.entries(stacks)) {
        // A secret may come as itself or as a file.
        if (secrets.includes(name)) expect(passed.includes(name) || passed.includes(`${name}_FILE`), `${file}: ${name}`).toBe(true);
        else expect(passed, `${file}: ${name}`).toContain(name);
      }
    }
    // Kubernetes takes every secret as a file, never as a plain setting.
    for (const name of secrets) {
      expect(k8sEnv).toContain(`${name}_FILE`);
      expect(k8sSettings).not.toContain(name);
    }
  });
});
