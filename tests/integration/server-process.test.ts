/** The built server as a process: production refuses to start without upstreams; SIGTERM drains. */
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startMockProcess, startSiteProcess, type MockProcess } from '../helpers/processes';

const SERVER = `${process.env.DIST_DIR ?? 'dist'}/server/index.js`;

function cleanEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
  return { ...env, ...extra };
}

describe('production start-up', () => {
  it('exits non-zero naming every missing upstream variable', () => {
    const run = spawnSync(process.execPath, [SERVER], {
      cwd: ROOT,
      env: cleanEnv({ NODE_ENV: 'production' }),
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).not.toBe(0);
    for (const key of ['MAIN_API_URL', 'CLOUD_API_URL', 'REMOTE_DESKTOP_URL', 'APP_KEY', 'SITE_URL']) expect(run.stderr).toContain(key);
    expect(run.stderr).not.toMatch(/\n\s+at /); // one message, no stack trace
  });

  it('refuses a demo-only setting in production', () => {
    const run = spawnSync(process.execPath, [SERVER], {
      cwd: ROOT,
      env: cleanEnv({
        NODE_ENV: 'production',
        MAIN_API_URL: 'https://a.example',
        CLOUD_API_URL: 'https://b.example',
        REMOTE_DESKTOP_URL: 'https://c.example',
        APP_KEY: 'k',
        MOCK_UPSTREAM_PORT: '4000',
      }),
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('MOCK_UPSTREAM_PORT');
  });
});

describe('graceful shutdown', () => {
  let mock: MockProcess;
  beforeAll(async () => {
    mock = await startMockProcess();
  });
  afterAll(async () => {
    await mock.stop();
  });

  it('drains in-flight requests on SIGTERM, then exits 0', async () => {
    const site = await startSiteProcess(mock);
    await mock.control.fault({ path: '/info/region', delayMs: 1500, times: 60 });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 60 });
    const get = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get(`${site.baseURL}${path}`, { agent }, (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
    // 60 requests in flight when SIGTERM arrives: every one must complete.
    const inFlight = Array.from({ length: 60 }, () => get('/api/info/region'));
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise<number | null>((resolve) => site.child.once('exit', (code) => resolve(code)));
    site.child.kill('SIGTERM');
    const results = await Promise.all(inFlight);
    expect(results.map((r) => r.status)).toEqual(Array(60).fill(200));
    expect(await exited).toBe(0);
    agent.destroy();
  });
});
