/**
 * Runs the compose stack with testcontainers where a Docker engine answers; skipped with a
 * printed reason where none does (this CI machine has only the docker client).
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/processes';

function dockerEngine(): string | undefined {
  try {
    execFileSync('docker', ['info', '--format', '{{.ServerVersion}}'], { stdio: 'pipe', timeout: 10_000 });
    return undefined;
  } catch (err) {
    const text = err instanceof Error ? err.message.split('\n').find((l) => l.trim()) ?? err.message : String(err);
    return `no Docker engine answers here (${text.slice(0, 160)})`;
  }
}

const reason = dockerEngine();
if (reason) console.log(`[compose-stack] skipped: ${reason}`);

describe.skipIf(reason !== undefined)('docker compose stack', () => {
  it('builds, starts healthy, and serves the site through the mock upstream', async () => {
    const { DockerComposeEnvironment, Wait } = await import('testcontainers');
    const env = await new DockerComposeEnvironment(ROOT, 'docker-compose.yml')
      .withBuild()
      .withWaitStrategy('site-1', Wait.forHealthCheck())
      .up();
    try {
      const site = env.getContainer('site-1');
      const base = `http://${site.getHost()}:${site.getMappedPort(3000)}`;
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      const region = await fetch(`${base}/api/info/region`);
      expect(await region.json()).toEqual({ region: 'us' });
      const home = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
      expect(home.headers.get('content-security-policy')).toContain('nonce-');
    } finally {
      await env.down();
    }
  }, 600_000);
});
