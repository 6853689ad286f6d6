/**
 * The operator files agree with the code: every variable the config schema reads is in
 * .env.example; compose sets only variables the schema knows; the image and compose run the
 * same commands as the package scripts, on the configured port, with a health check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '../../server/src/config';
import { ROOT } from '../helpers/processes';

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
const compose = parse(read('docker-compose.yml')) as {
  services: Record<string, { command?: string[]; environment?: Record<string, string>; ports?: string[]; expose?: string[]; healthcheck?: unknown; build?: unknown }>;
};
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
    for (const [key, base] of [['MAIN_API_URL', 'main'], ['CLOUD_API_URL', 'cloud'], ['REMOTE_DESKTOP_URL', 'rd']] as const) {
      expect(site[key]).toBe(`http://mock-upstream:${port}/${base}`);
    }
    expect(mock.expose).toContain(port);
    for (const key of Object.keys(mock.environment!)) expect(MOCK_VARIABLES, key).toContain(key);
    expect(site.APP_KEY).toBe(mock.environment!.APP_KEY);
  });

  it('publishes the port the site listens on and runs production', () => {
    const site = compose.services.site!;
    expect(site.environment!.NODE_ENV).toBe('production');
    expect(site.ports!.some((p) => p.endsWith(`:${site.environment!.PORT}`))).toBe(true);
  });

  it('runs the mock with the same entry as the package script builds', () => {
    expect(compose.services['mock-upstream']!.command).toEqual(['node', 'dist/mock-upstream/index.js']);
    expect(compose.services['mock-upstream']!.healthcheck).toBeDefined();
  });
});

describe('Dockerfile', () => {
  it('runs the same server as `npm run serve`, as a non-root user, with a health check', () => {
    const cmd = /^CMD \[(.+)\]$/m.exec(dockerfile)?.[1];
    const parts = JSON.parse(`[${cmd}]`) as string[];
    expect(parts.join(' ')).toBe(pkg.scripts.serve);
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
