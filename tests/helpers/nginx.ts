/**
 * A real nginx (Debian's binary) running the shipped load-balancer config, deploy/nginx.conf, in
 * front of site processes on loopback. Only what must differ on a test machine is rewritten: the
 * replica addresses (`server site:3000 ...` becomes one line per given port, with the same
 * parameters), the listen address and the log destinations. Every balancing line stays as shipped.
 * The TLS edge (deploy/edge/, included from the shipped file) is left out: these tests are about
 * balancing, over plain http on loopback, so the edge's includes are replaced by the three values
 * the server block reads from them (the protocol is the connection's, and nothing is redirected).
 * The stack tests (tests/ops/compose-stack.test.ts, swarm-stack.test.ts) run the edge itself.
 * Where nginx is missing the tests that need it are skipped with the reason printed, unless
 * REQUIRE_NGINX=1 (CI sets it once nginx is installed), where that is a failure instead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './processes';
import { freePort } from './redis';

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
export const SHIPPED_CONFIG = path.join(ROOT, 'deploy/nginx.conf');

/** Why nginx tests cannot run here (undefined: they can). Throws when REQUIRE_NGINX=1 and they cannot. */
export function nginxUnavailableReason(): string | undefined {
  if (fs.existsSync(NGINX)) return undefined;
  const reason = `no nginx at ${NGINX} (install Debian's nginx package, or set NGINX)`;
  if (process.env.REQUIRE_NGINX === '1') throw new Error(`REQUIRE_NGINX=1 but ${reason}`);
  console.warn(`Skipping the load-balancer tests: ${reason}`);
  return reason;
}

/**
 * deploy/nginx.conf for loopback replicas. `dropLines` removes the config lines matching it (the
 * tests use it to show what a balancing line is for); nothing else of the balancing changes.
 */
export function loopbackConfig(conf: string, replicaPorts: number[], listenPort: number, dir: string, dropLines?: RegExp): string {
  const replicas = /^(\s*)server\s+site:\d+(.*);$/m;
  const match = replicas.exec(conf);
  if (!match) throw new Error(`${SHIPPED_CONFIG} has no "server site:<port> ...;" line to point at the test's replicas`);
  let body = conf.replace(replicas, replicaPorts.map((port) => `${match[1]}server 127.0.0.1:${port}${match[2]};`).join('\n'));
  if (!/^\s*listen \d+;$/m.test(body)) throw new Error(`${SHIPPED_CONFIG} has no "listen <port>;" line`);
  body = body.replace(/^(\s*)listen \d+;$/m, `$1listen 127.0.0.1:${listenPort};`);
  body = body.replace(/^(\s*)access_log \/dev\/stdout (\w+);$/m, `$1access_log ${path.join(dir, 'access.log')} $2;`);
  if (dropLines)
    body = body
      .split('\n')
      .filter((line) => !dropLines.test(line))
      .join('\n');
  body = withoutEdge(body);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return [
    // As root, workers would otherwise run as nobody and could not use the temporary directory.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
    body,
    '}',
  ].join('\n');
}

/** The shipped config without its TLS edge: each include of deploy/edge/ replaced or dropped. */
function withoutEdge(conf: string): string {
  const includes = {
    http: /^\s*include \/etc\/nginx\/edge\/http\.conf;$/m,
    front: /^\s*include \/etc\/nginx\/edge\.d\/front\.conf;$/m,
    listen: /^\s*include \/etc\/nginx\/edge\.d\/listen\.conf;$/m,
    tls: /^\s*include \/etc\/nginx\/edge\/tls\.conf;$/m,
  };
  for (const [name, line] of Object.entries(includes)) {
    if (!line.test(conf)) throw new Error(`${SHIPPED_CONFIG} no longer includes the edge's ${name} file where this helper expects it`);
  }
  return conf
    .replace(
      includes.http,
      [
        'map $host $edge_proto { default $scheme; }',
        'map $host $edge_redirect { default 0; }',
        'map $host $edge_redirect_port { default ""; }',
      ].join('\n'),
    )
    .replace(includes.front, '')
    .replace(includes.listen, '')
    .replace(includes.tls, '');
}

export interface Nginx {
  baseURL: string;
  /** The access log lines so far (the shipped site_lb format). */
  accessLog: () => string[];
  stop: () => Promise<void>;
}

export async function startNginx(replicaPorts: number[], options: { dropLines?: RegExp } = {}): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'));
  const port = await freePort();
  const conf = loopbackConfig(fs.readFileSync(SHIPPED_CONFIG, 'utf8'), replicaPorts, port, dir, options.dropLines);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (c: Buffer) => output.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => output.push(c.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const until = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited with ${child.exitCode}:\n${output.join('')}\n${readOr(path.join(dir, 'error.log'))}`);
    try {
      if ((await fetch(`${baseURL}/lb-healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`nginx did not answer in 10 s:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    baseURL,
    accessLog: () => readOr(path.join(dir, 'access.log')).split('\n').filter(Boolean),
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGQUIT');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}

function readOr(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
