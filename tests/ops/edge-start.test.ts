/**
 * deploy/edge/start.sh, the compose and Swarm nginx's command, on its own: what it writes for
 * each nginx version and setting, and what it refuses. It runs in the stacks' nginx image with a
 * stand-in `nginx` first on PATH that reports the version under test (the stacks' own tests run
 * the real one, whichever version the image has: the official image's 1.27 and the stand-in's
 * 1.22 take different HTTP/2 and balancing lines). Skipped without a Docker engine, a failure
 * with REQUIRE_DOCKER=1.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engineUnavailable } from '../helpers/docker';
import { ROOT } from '../helpers/processes';
import { makeTestCertificate } from '../helpers/tls';

const IMAGE = 'nginx:1.27-bookworm';
const required = process.env.REQUIRE_DOCKER === '1';
const reason = engineUnavailable();
if (reason) console.log(`[edge-start] ${required ? 'REQUIRE_DOCKER=1 but ' : 'skipped: '}${reason}`);

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  /** The generated files, by name. */
  files: Record<string, string>;
}

describe.skipIf(reason !== undefined && !required)('deploy/edge/start.sh', () => {
  const certificate = makeTestCertificate();
  // A stand-in nginx: reports the version under test, accepts the configuration, and exits
  // where the real one would start serving.
  const fake = path.join(certificate.dir, 'nginx');
  fs.writeFileSync(fake, '#!/bin/sh\ncase "$1" in -v) echo "nginx version: nginx/$FAKE_NGINX_VERSION" >&2 ;; esac\nexit 0\n', {
    mode: 0o755,
  });

  afterAll(() => fs.rmSync(certificate.dir, { recursive: true, force: true }));

  function start(options: { version: string; env?: Record<string, string>; certificate?: boolean; swarm?: boolean }): Run {
    if (reason) throw new Error(`REQUIRE_DOCKER=1 but ${reason}`);
    const mounts = ['-v', `${path.join(ROOT, 'deploy/edge')}:/etc/nginx/edge:ro`, '-v', `${fake}:/usr/local/bin/nginx:ro`];
    if (options.certificate !== false) {
      mounts.push('-v', `${certificate.certFile}:/run/secrets/tls_cert:ro`, '-v', `${certificate.keyFile}:/run/secrets/tls_key:ro`);
    }
    if (options.swarm) mounts.push('-v', `${path.join(ROOT, 'deploy/swarm')}:/etc/nginx/swarm:ro`);
    const env = Object.entries({ FAKE_NGINX_VERSION: options.version, ...options.env }).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
    const script =
      'sh /etc/nginx/edge/start.sh || exit $?; for f in /etc/nginx/edge.d/*.conf /etc/nginx/swarm-balancing.conf; do [ -f "$f" ] && echo "=== $f" && cat "$f"; done; true';
    const result = spawnSync('docker', ['run', '--rm', ...mounts, ...env, '--entrypoint', 'sh', IMAGE, '-c', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    const files: Record<string, string> = {};
    for (const part of result.stdout.split('=== ').slice(1)) {
      const newline = part.indexOf('\n');
      files[path.basename(part.slice(0, newline))] = part.slice(newline + 1);
    }
    return { status: result.status, stdout: result.stdout, stderr: result.stderr, files };
  }

  it('turns HTTP/2 on the way each nginx version takes it, with the given certificate', () => {
    const current = start({ version: '1.27.4' });
    expect(current.status).toBe(0);
    expect(current.files['listen.conf']).toMatch(/^listen 443 ssl;\nhttp2 on;$/m);
    expect(current.files['listen.conf']).toContain('ssl_certificate /run/secrets/tls_cert;');
    expect(current.files['listen.conf']).toContain('ssl_certificate_key /run/secrets/tls_key;');
    const older = start({ version: '1.22.1' });
    expect(older.files['listen.conf']).toMatch(/^listen 443 ssl http2;$/m);
    expect(older.files['listen.conf']).not.toContain('http2 on;');
  });

  it('names the https port in the redirect unless it is 443, and trusts no front by default', () => {
    const standard = start({ version: '1.27.4', env: { HTTPS_PORT: '443' } });
    expect(standard.files['front.conf']).toContain('map $host $edge_https_port { default ""; }');
    expect(standard.files['front.conf']).not.toContain('set_real_ip_from');
    expect(standard.files['front.conf']).toMatch(/geo \$realip_remote_addr \$edge_from_front \{\n\s+default 0;\n\}/);
    const other = start({ version: '1.27.4', env: { HTTPS_PORT: '8443' } });
    expect(other.files['front.conf']).toContain('map $host $edge_https_port { default ":8443"; }');
    const bad = start({ version: '1.27.4', env: { HTTPS_PORT: 'https' } });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("HTTPS_PORT must be a port number, not 'https'");
  });

  it('keeps the forwarded headers of the fronts named in FRONT_PROXY_ADDRESSES only, and refuses what is no address', () => {
    const fronts = start({ version: '1.27.4', env: { FRONT_PROXY_ADDRESSES: '10.0.0.0/8, 192.168.1.5,fd00::/8' } });
    expect(fronts.status).toBe(0);
    for (const front of ['10.0.0.0/8', '192.168.1.5', 'fd00::/8']) {
      expect(fronts.files['front.conf']).toContain(`    ${front} 1;`);
      expect(fronts.files['front.conf']).toContain(`set_real_ip_from ${front};`);
    }
    expect(fronts.files['front.conf']).toContain('real_ip_header X-Forwarded-For;');
    const bad = start({ version: '1.27.4', env: { FRONT_PROXY_ADDRESSES: 'lb.example.com' } });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("FRONT_PROXY_ADDRESSES: 'lb.example.com' is not an IP address or CIDR range");
  });

  it('picks the Swarm balancing by version: re-resolved and hashed from 1.27.3, by DNS in a variable before', () => {
    expect(start({ version: '1.27.3', swarm: true }).files['swarm-balancing.conf']).toBe(
      fs.readFileSync(path.join(ROOT, 'deploy/swarm/balancing-resolve.conf'), 'utf8'),
    );
    expect(start({ version: '1.27.2', swarm: true }).files['swarm-balancing.conf']).toBe(
      fs.readFileSync(path.join(ROOT, 'deploy/swarm/balancing-dns.conf'), 'utf8'),
    );
    // Compose has no swarm directory: nothing chosen.
    expect(start({ version: '1.27.4' }).files['swarm-balancing.conf']).toBeUndefined();
  });

  it('refuses to start without a certificate, or with the demo placeholder, unless it is the demo', () => {
    const none = start({ version: '1.27.4', certificate: false });
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('edge: no TLS certificate');
    const placeholder = spawnSync(
      'docker',
      [
        'run',
        '--rm',
        '-v',
        `${path.join(ROOT, 'deploy/edge')}:/etc/nginx/edge:ro`,
        '-v',
        `${fake}:/usr/local/bin/nginx:ro`,
        '-v',
        `${path.join(ROOT, 'deploy/edge/no-certificate')}:/run/secrets/tls_cert:ro`,
        '-v',
        `${path.join(ROOT, 'deploy/edge/no-certificate')}:/run/secrets/tls_key:ro`,
        '-e',
        'FAKE_NGINX_VERSION=1.27.4',
        '--entrypoint',
        'sh',
        IMAGE,
        '/etc/nginx/edge/start.sh',
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(placeholder.status).toBe(1);
    expect(placeholder.stderr).toContain('edge: no TLS certificate');
  });
});
