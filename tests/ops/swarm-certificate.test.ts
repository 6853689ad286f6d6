/**
 * The Swarm stack's certificate hand-over on its own, without a swarm: deploy/swarm/certificate.sh
 * (the certificate service) publishing a pair into a directory that stands for the node's `tls`
 * volume, and a real nginx (the stacks' image, deploy/edge/start.sh with TLS_DIR, the Swarm
 * nginx.conf) picking each new pair up while it runs. What a renewal in the swarm relies on
 * (tests/ops/swarm-stack.test.ts runs one for real, under load); here also the refusals, at both
 * steps. Skipped without a Docker engine, a failure with REQUIRE_DOCKER=1.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docker, engineUnavailable } from '../helpers/docker';
import { ROOT } from '../helpers/processes';
import { fingerprintOf, makeTestCertificate, servedFingerprint, trustInThisProcess, type TestCertificate } from '../helpers/tls';

const IMAGE = 'nginx:1.27-bookworm';
const required = process.env.REQUIRE_DOCKER === '1';
const reason = engineUnavailable();
if (reason) console.log(`[swarm-certificate] ${required ? 'REQUIRE_DOCKER=1 but ' : 'skipped: '}${reason}`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(reason !== undefined && !required)('Swarm certificate hand-over: deploy/swarm/certificate.sh to a running nginx', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swarm-certificate-'));
  /** The node's `tls` volume. */
  const volume = path.join(dir, 'tls');
  fs.mkdirSync(volume);
  let nginx = '';

  afterAll(() => {
    if (nginx) spawnSync('docker', ['rm', '-f', nginx], { stdio: 'pipe' });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** One run of the certificate service with these files as its secrets: its exit code and output, once it has published or refused. */
  async function publish(certFile: string, keyFile: string, version: string): Promise<{ published: boolean; log: string }> {
    const id = docker([
      'run',
      '-d',
      '-v',
      `${path.join(ROOT, 'deploy/swarm/certificate.sh')}:/etc/nginx/swarm/certificate.sh:ro`,
      '-v',
      `${certFile}:/run/secrets/tls_cert:ro`,
      '-v',
      `${keyFile}:/run/secrets/tls_key:ro`,
      '-v',
      `${volume}:/etc/nginx/edge-tls`,
      '-e',
      `TLS_VERSION=${version}`,
      IMAGE,
      'sh',
      '/etc/nginx/swarm/certificate.sh',
    ]);
    try {
      for (let i = 0; i < 60; i++) {
        const running = docker(['inspect', '--format', '{{.State.Running}}', id]) === 'true';
        const result = spawnSync('docker', ['logs', id], { encoding: 'utf8' });
        const log = result.stdout + result.stderr;
        if (log.includes(' published (pair ')) return { published: true, log };
        if (!running) return { published: false, log };
        await sleep(250);
      }
      throw new Error('the certificate service neither published nor stopped in 15 s');
    } finally {
      spawnSync('docker', ['rm', '-f', id], { stdio: 'pipe' });
    }
  }

  /**
   * The served certificate, once it is `wanted` or `timeoutMs` has passed. Until nginx listens,
   * Docker's published port accepts and then resets the connection: that is "not yet", not an answer.
   */
  async function servedAfter(port: number, wanted: string, timeoutMs: number): Promise<string> {
    const until = Date.now() + timeoutMs;
    const served = () => servedFingerprint(port).catch((err: unknown) => `no answer (${String(err)})`);
    let now = await served();
    while (now !== wanted && Date.now() < until) {
      await sleep(500);
      now = await served();
    }
    return now;
  }

  it('publishes a checked pair, which nginx picks up and reloads while it runs; a mismatched pair is refused at either step', async () => {
    if (reason) throw new Error(`REQUIRE_DOCKER=1 but ${reason}`);
    const first: TestCertificate = makeTestCertificate();
    const second: TestCertificate = makeTestCertificate();
    const stray: TestCertificate = makeTestCertificate();
    for (const c of [first, second]) trustInThisProcess(c.pem);

    expect((await publish(first.certFile, first.keyFile, 'one')).published).toBe(true);
    expect(fs.readlinkSync(path.join(volume, 'live'))).toMatch(/^[0-9a-f]{16}$/);
    // nginx as the Swarm stack runs it, on the published volume.
    nginx = docker([
      'run',
      '-d',
      '-p',
      '127.0.0.1::443',
      '-v',
      `${path.join(ROOT, 'deploy/edge')}:/etc/nginx/edge:ro`,
      '-v',
      `${path.join(ROOT, 'deploy/swarm')}:/etc/nginx/swarm:ro`,
      '-v',
      `${path.join(ROOT, 'deploy/swarm/nginx.conf')}:/etc/nginx/conf.d/default.conf:ro`,
      '-v',
      `${volume}:/etc/nginx/edge-tls:ro`,
      '-e',
      'TLS_DIR=/etc/nginx/edge-tls/live',
      '-e',
      'HTTPS_PORT=443',
      IMAGE,
      'sh',
      '/etc/nginx/edge/start.sh',
    ]);
    const port = Number(docker(['port', nginx, '443/tcp']).split('\n')[0]!.split(':').pop());
    expect(await servedAfter(port, fingerprintOf(first.pem), 15_000)).toBe(fingerprintOf(first.pem));

    // A renewal: the next pair, published under the running nginx, served within its 5 s look.
    expect((await publish(second.certFile, second.keyFile, 'two')).published).toBe(true);
    expect(await servedAfter(port, fingerprintOf(second.pem), 15_000)).toBe(fingerprintOf(second.pem));
    expect(docker(['logs', nginx])).toContain('edge: the certificate in /etc/nginx/edge-tls/live changed: nginx reloaded with it');
    // One pair in the volume: the earlier one is gone.
    expect(fs.readdirSync(volume).sort()).toEqual([fs.readlinkSync(path.join(volume, 'live')), 'live'].sort());

    // A key that does not match: the certificate service refuses it and publishes nothing.
    const live = fs.readlinkSync(path.join(volume, 'live'));
    const refused = await publish(second.certFile, stray.keyFile, 'three');
    expect(refused.published).toBe(false);
    expect(refused.log).toContain('certificate: TLS_VERSION=three: nginx refused this certificate and key');
    expect(refused.log).toContain('key values mismatch');
    expect(fs.readlinkSync(path.join(volume, 'live'))).toBe(live);

    // Should a bad pair reach nginx's files anyway, nginx refuses it at its own check and keeps
    // serving what it has.
    fs.copyFileSync(stray.keyFile, path.join(volume, live, 'key.pem'));
    let log = '';
    for (let i = 0; i < 30 && !log.includes('nginx refused it'); i++) {
      await sleep(500);
      log = spawnSync('docker', ['logs', nginx], { encoding: 'utf8' }).stderr;
    }
    expect(log).toContain(
      'edge: the certificate in /etc/nginx/edge-tls/live changed but nginx refused it (above): still serving the previous one',
    );
    expect(await servedFingerprint(port)).toBe(fingerprintOf(second.pem));
    expect(docker(['inspect', '--format', '{{.State.Running}}', nginx])).toBe('true');
  }, 120_000);
});
