/**
 * The application key appears in no browser-visible byte: not in any built asset, not in any
 * response header or body, and not in the server's log output. (The browser journey that scans
 * every response of a full session lives in tests/security/journey.spec.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useIntegrationStack } from '../helpers/integration';
import { ROOT, TEST_APP_KEY } from '../helpers/processes';
import { DEMO_APP_KEY } from '#server/config.ts';

const DIST = path.join(ROOT, process.env.DIST_DIR ?? 'dist', 'client');

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const useStack = useIntegrationStack();

describe('the application key', () => {
  it('is in no built client file (including precompressed ones, decompressed)', async () => {
    const zlib = await import('node:zlib');
    const files = filesUnder(DIST);
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      let text = fs.readFileSync(file);
      if (file.endsWith('.br')) text = zlib.brotliDecompressSync(text);
      if (file.endsWith('.gz')) text = zlib.gunzipSync(text);
      const s = text.toString('latin1');
      expect(s.includes(DEMO_APP_KEY), file).toBe(false);
      expect(s.includes(TEST_APP_KEY), file).toBe(false);
    }
  });

  it('is in no response header or body, and not in the server log', async () => {
    const paths = [
      '/',
      '/api/info/region',
      '/api/info/currency',
      '/api/rd/config',
      '/api/session',
      '/api/client-config',
      '/api/nothing',
      '/go?t=/x',
      '/healthz',
      '/readyz',
      '/api/media/product/bm-neon-harbor',
    ];
    for (const p of paths) {
      const res = await useStack()
        .request()
        .get(p)
        .set('Accept', p === '/' ? 'text/html' : 'application/json');
      const visible = JSON.stringify(res.headers) + res.text;
      expect(visible.includes(TEST_APP_KEY), p).toBe(false);
    }
    await useStack().mock.control.fault({ path: '/info/region', status: 500, body: { message: 'boom' } });
    await useStack().request().get('/api/info/region');
    expect(useStack().logs.length).toBeGreaterThan(5);
    expect(useStack().logs.join('\n').includes(TEST_APP_KEY)).toBe(false);
    // The key did reach the upstream: the scan above is meaningful.
    const journal = await useStack().mock.control.journal({ path: '/info/region' });
    expect(journal[0]?.headers.authorization).toBe(`Bearer ${TEST_APP_KEY}`);
  });
});
