/**
 * The build's bundle report: the home page's first-load JavaScript is within budget and carries
 * no payment-provider, page-builder or remote-browser code; those load only on their routes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/processes';
import { FIRST_LOAD_BUDGET_BYTES, FIRST_LOAD_BUDGET_JA_BYTES, type RouteReport } from '../../scripts/vite-bundle-report';

const report = JSON.parse(fs.readFileSync(path.join(ROOT, process.env.DIST_DIR ?? 'dist', 'bundle-report.json'), 'utf8')) as {
  entryBytes: number;
  home: RouteReport;
  homeFirstLoad: Record<'en' | 'ja', { bytes: number }>;
  routes: RouteReport[];
  illustrations: string[];
  imagesInJs: string[];
};

/** The routes whose modules carry a third-party SDK, by file name. */
const carriers = (name: string) => report.routes.filter((r) => r.forbidden.includes(name)).map((r) => path.basename(r.module));

describe('bundle budget', () => {
  it('keeps the home page first load within budget', () => {
    expect(report.home, 'the home page route is missing from the report').toBeDefined();
    console.log(
      `[bundle] home first load ${(report.home.firstLoadBytes / 1024).toFixed(1)} KB gzip (entry ${(report.entryBytes / 1024).toFixed(1)} KB)`,
    );
    expect(report.home.firstLoadBytes).toBeGreaterThan(0);
    expect(report.home.firstLoadBytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });

  it("keeps the Japanese home page's first load (its two catalogs included) within its budget", () => {
    expect(report.homeFirstLoad.en.bytes).toBe(report.home.firstLoadBytes);
    expect(report.homeFirstLoad.ja.bytes).toBeGreaterThan(report.homeFirstLoad.en.bytes);
    expect(report.homeFirstLoad.ja.bytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_JA_BYTES);
  });

  it('keeps payment, page-builder and remote-browser code out of every marketing page and the entry', () => {
    const marketing = report.routes.filter((r) => /marketing\/pages\/(home-page|marketing-page|remote-desktop-page)\.tsx$/.test(r.module));
    expect(marketing.length).toBe(3);
    for (const r of marketing) expect(r.forbidden, r.module).toEqual([]);
  });

  it('ships the illustrations as files with hashed names, none inside a JavaScript chunk', () => {
    const drawn = fs.readdirSync(path.join(ROOT, 'client', 'src', 'shared', 'art')).filter((f) => f.endsWith('.svg'));
    expect(report.illustrations.map((f) => path.basename(f).replace(/-[\w-]{8}\.svg$/, '.svg')).sort()).toEqual(drawn.sort());
    expect(report.illustrations.every((f) => f.startsWith('assets/'))).toBe(true);
    expect(report.imagesInJs).toEqual([]);
  });

  // Each SDK must be found (a report that lost the module would make "every carrier is right" true
  // of an empty list) and found only in its own lazy chunk.
  it.each([
    ['@stripe/stripe-js', /Payment|stripe/i],
    ['@hyperbeam/web', /embed/i],
    ['@builder.io/react', /builder/i],
  ])('loads %s only in its own lazy chunk', (sdk, chunk) => {
    const found = carriers(sdk);
    expect(found, `no route carries ${sdk}: is its module missing from the build?`).not.toEqual([]);
    for (const module of found) expect(module).toMatch(chunk);
  });
});
