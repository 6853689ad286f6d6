/**
 * `npm run audit`: Lighthouse (mobile preset) on every public route of the production build,
 * served on a mock upstream, in Debian's Chromium (or CHROMIUM_PATH). Speed figures depend on how
 * busy the machine is, so they live here and never in `npm test`.
 *
 * The headline pages get three runs and report the median of each figure; the long tail gets
 * one. It prints one table (performance, FCP, LCP, TBT, CLS, and the accessibility, best
 * practices and SEO scores), writes the figures and the findings behind them (layout-shift
 * sources, long tasks, render-blocking requests) to test-results/audit/, with each page's whole
 * Lighthouse report (its last run, lhr-<page>.json), and exits non-zero when
 * a page scores under the performance target or shifts more than the CLS target.
 *
 * AUDIT_PATHS=/a,/b audits only those paths; AUDIT_RUNS sets the headline pages' run count, and
 * AUDIT_ALL_RUNS every page's. AUDIT_LANGUAGES=en,ja audits each path in both languages (its /ja/ copy).
 * AUDIT_BASELINE_DIST=<dir> also serves an earlier build (a copy of its dist/) and audits each
 * page on both, run by run in turn (at least three runs each), with a table of the two medians.
 *
 * Before the site, the same browser audits a control: a plain page of a heading, two paragraphs
 * and a one-line script, served by this script itself. A machine where even that page blocks the
 * main thread or loses points is too slow (or too busy) for the site's figures to be read against
 * the targets; the control row, with what a system call costs here, says so in the same run.
 *
 * The control says what a page costs this machine, not what React does. So the audit also serves a
 * floor (scripts/audit-floor.ts): React 19 and the data router taking over the home page's
 * server-rendered markup, with no code of the site. Each page runs in turn with it, run by run, and
 * the table gives the page's total blocking time and main-thread script time (evaluation, parse and
 * compile) as multiples of the floor's in those same runs: figures a busy or slow machine moves
 * for both alike. Each multiple is the median of per-pair ratios (a page run over the floor run
 * beside it, scripts/audit-ratio.ts), and a page whose ratio lands near the line, or whose pairs
 * fall on both sides of it, gets two pairs more (five at most). A page more than FLOOR_TBT_RATIO
 * times the floor's blocking time misses the target. AUDIT_FLOOR=0 leaves the floor out (and the
 * ratios with it).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { buildIsStale } from './freshness';
import { buildAll } from './build';
import { FLOOR_NAME, serveFloor, type Floor } from './audit-floor';
import { clearBrowserCookies, launchAuditBrowser, type AuditBrowser } from './audit-browser';
import { FLOOR_TBT_RATIO, MOST_RUNS, median, pairedRatio, unsettled } from './audit-ratio';
import { CHROMIUM_FLAGS, locateChromium } from './chromium';
import { startMockProcess, startSiteProcess, type MockProcess, type SiteProcess } from '../tests/helpers/processes';
import { marketingPaths } from '#contract/pages.ts';
import { languagePath, type Language } from '#contract/language.ts';

/** Every public route, mobile preset, quiet machine (docs/PERFORMANCE.md, "The targets"). */
export const TARGETS = { performance: 98, fcpMs: 1000, lcpMs: 2000, cls: 0.02, tbtMs: 100 } as const;

/** The control page: nothing of the site, only what any page costs a browser on this machine. */
const CONTROL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Control</title><meta name="description" content="A plain page the audit measures first."></head><body><main><h1>Control page</h1><p>A plain page: a heading, two paragraphs and a one-line script.</p><p>Its figures are what this machine and browser cost any page.</p></main><script>document.documentElement.dataset.ready = '1';</script></body></html>`;

/** Serves the control page on a free loopback port. */
async function serveControl(): Promise<{ baseURL: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(CONTROL_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Whether fontconfig knows a font with Japanese glyphs (true where fc-list is missing: nothing to say then). */
function hasJapaneseFont(): boolean {
  const listed = spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' });
  return listed.error !== undefined || listed.stdout.trim() !== '';
}

/** What one system call costs here, in µs (fstat in a loop): a machine where this is several µs runs browsers slowly. */
export function syscallMicros(count = 20_000): number {
  const started = process.hrtime.bigint();
  for (let i = 0; i < count; i++) fs.fstatSync(1);
  return Number(process.hrtime.bigint() - started) / 1000 / count;
}

/** Measured three times (median); everything else once. */
export const HEADLINE = ['/', '/remotedesktop', '/termsofservice', '/account/login'];

/** The marketing and legal paths, from the route table (contract/pages.ts). */
export const MARKETING_PATHS = marketingPaths();
/** Every public route: the fixed public pages of the route table, plus sample paths for parametrised ones. */
export const PUBLIC_PATHS = [
  '/',
  '/remotedesktop',
  ...MARKETING_PATHS,
  '/movies/catalog',
  // A purchase page signed out: it sends the visitor to log in, with the page as return target.
  '/purchase/bm-neon-harbor/neon-harbor',
  '/account/login',
  '/account/signup',
  '/account/forgot',
  '/account/reset/audit-token',
];

const CHROME = locateChromium();
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RESULTS_DIR = 'test-results/audit';

interface Figures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Main-thread time in script evaluation, parsing and compiling (Lighthouse's main-thread breakdown). */
  scriptMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

interface PageResult extends Figures {
  path: string;
  /** Where the page ended, when a redirect took the browser elsewhere (path and query). */
  endedAt?: string;
  runs: number;
  /** Every run's figures, for the spread. */
  all: Figures[];
  /** The page's TBT and script time over the floor's: the median of the ratios of each run to the floor run beside it. */
  floorRatio?: { tbt: number; script: number; floorTbtMs: number; floorScriptMs: number };
  /** What Lighthouse found behind the figures, from the last run. */
  findings: Record<string, unknown>;
  problems: string[];
}

const score = (lhr: LighthouseResult, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Main-thread milliseconds in script evaluation, parsing and compiling. */
function scriptMillis(lhr: LighthouseResult): number {
  const items = (lhr.audits['mainthread-work-breakdown']?.details as { items?: { group?: string; duration?: number }[] } | undefined)
    ?.items;
  return Math.round(
    (items ?? [])
      .filter((item) => item.group === 'scriptEvaluation' || item.group === 'scriptParseCompile')
      .reduce((total, item) => total + (item.duration ?? 0), 0),
  );
}

function figures(lhr: LighthouseResult): Figures {
  return {
    performance: score(lhr, 'performance'),
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    scriptMs: scriptMillis(lhr),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
  };
}

/** The details a fix starts from: what shifted, what blocked the main thread, what blocked rendering. */
function findings(lhr: LighthouseResult): Record<string, unknown> {
  const items = (id: string) => (lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? [];
  return {
    layoutShifts: items('layout-shifts'),
    longTasks: items('long-tasks'),
    renderBlocking: items('render-blocking-resources'),
    lcpElement: items('largest-contentful-paint-element'),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
  };
}

function medianFigures(all: Figures[]): Figures {
  const keys = Object.keys(all[0]!) as (keyof Figures)[];
  return Object.fromEntries(keys.map((k) => [k, median(all.map((f) => f[k]))])) as unknown as Figures;
}

/** Where a report's page ended, as a path, when that is not where it started. */
function redirectedTo(lhr: LighthouseResult, path: string): string | undefined {
  const ended = new URL(lhr.finalDisplayedUrl);
  const at = `${ended.pathname}${ended.search}`;
  return at === path ? undefined : at;
}

/** One Lighthouse run of a page, as a first visit; a run that errored is tried once more. */
async function lighthouseRun(baseURL: string, port: number, path: string): Promise<LighthouseResult> {
  const run = async () => {
    // Every run starts as a first visit: no cookie from an earlier page or run (audit-browser.ts).
    await clearBrowserCookies(port);
    return (await lighthouse(`${baseURL}${path}`, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }))!.lhr;
  };
  let lhr = await run();
  // A run that errored (a cold browser timing out, say) measured nothing: run it once more.
  if (lhr.runtimeError) lhr = await run();
  if (lhr.runtimeError) throw new Error(`${path}: Lighthouse could not run (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`);
  return lhr;
}

/** A page's figures (the median of its runs), what stands behind them, and the targets it misses. */
function pageResult(name: string, path: string, reports: LighthouseResult[], file = name): PageResult {
  const last = reports[reports.length - 1]!;
  // The whole report of the last run, for what the summary leaves out (the trace's tasks, each
  // request): lhr-home.json for /, lhr-account-login.json for /account/login.
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const slug = file
    .replace(/^\/(?=$|\s)/, 'home')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '');
  fs.writeFileSync(`${RESULTS_DIR}/lhr-${slug}.json`, JSON.stringify(last));
  const all = reports.map(figures);
  const med = medianFigures(all);
  const problems: string[] = [];
  if (med.performance < TARGETS.performance) problems.push(`performance ${med.performance} < ${TARGETS.performance}`);
  if (med.fcpMs > TARGETS.fcpMs) problems.push(`FCP ${med.fcpMs} > ${TARGETS.fcpMs}`);
  if (med.lcpMs > TARGETS.lcpMs) problems.push(`LCP ${med.lcpMs} > ${TARGETS.lcpMs}`);
  if (med.cls > TARGETS.cls) problems.push(`CLS ${med.cls} > ${TARGETS.cls}`);
  if (med.tbtMs > TARGETS.tbtMs) problems.push(`TBT ${med.tbtMs} > ${TARGETS.tbtMs}`);
  const endedAt = redirectedTo(last, path);
  return { path: name, runs: reports.length, ...med, ...(endedAt ? { endedAt } : {}), all, findings: findings(last), problems };
}

/** A page's result with its figures over the floor's, from runs taken in turn with the floor (pair by pair). */
function withFloor(result: PageResult, floorReports: LighthouseResult[] | undefined): PageResult {
  if (!floorReports) return result;
  const floorAll = floorReports.map(figures);
  const floor = medianFigures(floorAll);
  const tbt = pairedRatio(
    result.all.map((f) => f.tbtMs),
    floorAll.map((f) => f.tbtMs),
  );
  const script = pairedRatio(
    result.all.map((f) => f.scriptMs),
    floorAll.map((f) => f.scriptMs),
  );
  result.floorRatio = { tbt: tbt ?? Number.NaN, script: script ?? Number.NaN, floorTbtMs: floor.tbtMs, floorScriptMs: floor.scriptMs };
  if (tbt !== undefined && tbt > FLOOR_TBT_RATIO) result.problems.push(`TBT ${tbt.toFixed(2)}× the floor's > ${FLOOR_TBT_RATIO}×`);
  return result;
}

/**
 * Runs each of `targets` (a base URL and a path) `runs` times, run by run in turn, the order turned
 * by one each run: on a machine whose speed drifts over minutes, figures taken one page after the
 * other compare the minutes, not the pages. Returns each target's reports, in the targets' order.
 */
async function runInTurn(port: number, targets: { baseURL: string; path: string }[], runs: number): Promise<LighthouseResult[][]> {
  const reports = targets.map(() => [] as LighthouseResult[]);
  for (let i = 0; i < runs; i++) {
    for (let k = 0; k < targets.length; k++) {
      const which = (k + i) % targets.length;
      reports[which]!.push(await lighthouseRun(targets[which]!.baseURL, port, targets[which]!.path));
    }
  }
  return reports;
}

/**
 * A page on this build, on another build too (AUDIT_BASELINE_DIST) and on the floor when there is
 * one, run by run in turn (at least three runs each when there is something to compare with).
 */
async function auditPage(
  builds: { site: string; baseline?: string | undefined; floor?: string | undefined },
  port: number,
  path: string,
  runs: number,
): Promise<{ site: PageResult; baseline?: PageResult; floorReports?: LighthouseResult[] }> {
  const targets = [{ baseURL: builds.site, path }];
  if (builds.baseline) targets.push({ baseURL: builds.baseline, path });
  if (builds.floor) targets.push({ baseURL: builds.floor, path: '/' });
  const compared = targets.length > 1;
  const reports = await runInTurn(port, targets, compared ? Math.max(runs, 3) : runs);
  // A page whose paired TBT ratio lands near the target after its runs, or whose pairs fall on both
  // sides of it, gets two pairs more, up to MOST_RUNS: at a floor TBT of 10-30 ms one long task
  // moves a ratio of three pairs across the line.
  if (builds.floor && reports[0]!.length < MOST_RUNS) {
    const tbts = (all: LighthouseResult[]) => all.map((lhr) => figures(lhr).tbtMs);
    if (unsettled(tbts(reports[0]!), tbts(reports[targets.length - 1]!))) {
      const more = await runInTurn(port, targets, Math.min(2, MOST_RUNS - reports[0]!.length));
      more.forEach((extra, k) => reports[k]!.push(...extra));
    }
  }
  const floorReports = builds.floor ? reports[targets.length - 1] : undefined;
  return {
    site: withFloor(pageResult(path, path, reports[0]!), floorReports),
    ...(builds.baseline
      ? { baseline: withFloor(pageResult(`${path} (baseline build)`, path, reports[1]!, `${path} baseline`), floorReports) }
      : {}),
    ...(floorReports ? { floorReports } : {}),
  };
}

/** Each page on this build against the baseline build: the medians side by side, and their ratio. */
function comparisonTable(pairs: { site: PageResult; baseline: PageResult }[]): string {
  const ratio = (a: number, b: number) => (b === 0 ? '' : (a / b).toFixed(2));
  const rows = pairs.map(({ site, baseline }) =>
    [
      site.path,
      String(site.runs),
      `${site.performance} / ${baseline.performance}`,
      `${site.tbtMs} / ${baseline.tbtMs}`,
      ratio(site.tbtMs, baseline.tbtMs),
      `${site.lcpMs} / ${baseline.lcpMs}`,
      ratio(site.lcpMs, baseline.lcpMs),
      `${site.fcpMs} / ${baseline.fcpMs}`,
    ].join(' | '),
  );
  return [
    '| page | runs each | perf, this / baseline | TBT ms | ÷ | LCP ms | ÷ | FCP ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r} |`),
  ].join('\n');
}

function table(results: PageResult[]): string {
  const head = [
    'page',
    'runs',
    'perf',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'script ms',
    'TBT ÷ floor',
    'script ÷ floor',
    'CLS',
    'a11y',
    'bp',
    'seo',
    '',
  ];
  const ratio = (value: number | undefined) => (value === undefined ? '' : Number.isNaN(value) ? '–' : value.toFixed(2));
  const rows = results.map((r) => [
    // A page that sends the browser on (the purchase page signed out, to the login) says where.
    r.endedAt ? `${r.path} → ${r.endedAt}` : r.path,
    String(r.runs),
    String(r.performance),
    String(r.fcpMs),
    String(r.lcpMs),
    String(r.tbtMs),
    String(r.scriptMs),
    ratio(r.floorRatio?.tbt),
    ratio(r.floorRatio?.script),
    r.cls.toFixed(3),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    r.problems.length ? `UNDER TARGET: ${r.problems.join('; ')}` : 'ok',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), ...rows.map(line)].join('\n');
}

/** AUDIT_LANGUAGES=en,ja: the site languages whose pages are audited (English alone by default). */
function auditLanguages(value: string | undefined): Language[] {
  const named = (value ?? 'en')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = named.filter((part) => part !== 'en' && part !== 'ja');
  if (unknown.length) throw new Error(`AUDIT_LANGUAGES: ${unknown.join(', ')} is not a site language (en, ja)`);
  return [...new Set(named as Language[])];
}

async function main(): Promise<number> {
  const only = process.env.AUDIT_PATHS?.split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const languages = auditLanguages(process.env.AUDIT_LANGUAGES);
  const paths = languages.flatMap((language) => (only?.length ? only : PUBLIC_PATHS).map((path) => languagePath(path, language)));
  const headlineRuns = Number(process.env.AUDIT_RUNS ?? 3);
  // AUDIT_ALL_RUNS: every page gets that many runs (the targets are judged on a median of 3).
  const everyRuns = process.env.AUDIT_ALL_RUNS ? Number(process.env.AUDIT_ALL_RUNS) : undefined;
  if (buildIsStale()) {
    process.stdout.write('Building the site (first run, or sources changed)...\n');
    await buildAll();
  }
  let mock: MockProcess | undefined;
  let site: SiteProcess | undefined;
  // AUDIT_BASELINE_DIST: another build (a copy of an earlier dist/) audited in turn with this one.
  const baselineDist = process.env.AUDIT_BASELINE_DIST;
  if (baselineDist && !fs.existsSync(`${baselineDist}/server/index.js`))
    throw new Error(`AUDIT_BASELINE_DIST: no build in ${baselineDist}`);
  let other: SiteProcess | undefined;
  let chrome: AuditBrowser | undefined;
  let floor: Floor | undefined;
  const withoutFloor = process.env.AUDIT_FLOOR === '0';
  const control = await serveControl();
  try {
    mock = await startMockProcess();
    site = await startSiteProcess(mock);
    if (baselineDist) other = await startSiteProcess(mock, {}, baselineDist);
    chrome = await launchAuditBrowser(CHROME, CHROMIUM_FLAGS);
    const syscall = syscallMicros();
    process.stdout.write(
      `Lighthouse (mobile preset) on ${paths.length} pages of ${site.baseURL}; headline pages ${headlineRuns} runs (median)\n` +
        `This machine: a system call costs ${syscall.toFixed(2)} µs (fstat loop; well under 1 µs on most machines)\n`,
    );
    if (languages.includes('ja') && !hasJapaneseFont()) {
      process.stdout.write(
        'This machine has no Japanese font (fc-list :lang=ja lists none): the Japanese pages are drawn from fallback glyphs,\n' +
          "not as on a reader's device. On Debian: apt-get install fonts-ipafont-gothic\n",
      );
    }
    const [controlReports] = await runInTurn(chrome.port, [{ baseURL: control.baseURL, path: '/' }], 3);
    const baseline = pageResult('control (plain page)', '/', controlReports!);
    process.stdout.write(`  control (plain page): performance ${baseline.performance}, TBT ${baseline.tbtMs} ms\n`);
    if (!withoutFloor) {
      floor = await serveFloor(site.baseURL);
      process.stdout.write(
        `  ${FLOOR_NAME}: the home page's markup (${floor.shape.elements} elements, ${floor.shape.depth} deep), script ${(floor.scriptGzip / 1024).toFixed(1)} KB gzip; each page runs in turn with it\n`,
      );
    }
    const results: PageResult[] = [];
    const floorReports: LighthouseResult[] = [];
    const pairs: { site: PageResult; baseline: PageResult }[] = [];
    for (const path of paths) {
      const runs = everyRuns ?? (HEADLINE.includes(path) ? headlineRuns : 1);
      const page = await auditPage({ site: site.baseURL, baseline: other?.baseURL, floor: floor?.baseURL }, chrome.port, path, runs);
      floorReports.push(...(page.floorReports ?? []));
      const ratio = page.site.floorRatio ? `, ${page.site.floorRatio.tbt}× the floor's (${page.site.floorRatio.floorTbtMs} ms)` : '';
      if (page.baseline) {
        process.stdout.write(`  ${path}: TBT ${page.site.tbtMs} ms${ratio}, baseline build ${page.baseline.tbtMs} ms\n`);
        pairs.push({ site: page.site, baseline: page.baseline });
      } else
        process.stdout.write(`  ${path}: performance ${page.site.performance}, CLS ${page.site.cls}, TBT ${page.site.tbtMs} ms${ratio}\n`);
      results.push(page.site);
    }
    // The floor's row: the median of all its runs, taken in turn with the pages.
    const floorResult = floorReports.length ? pageResult(FLOOR_NAME, '/', floorReports, 'floor') : undefined;
    process.stdout.write(`\n${table([baseline, ...(floorResult ? [floorResult] : []), ...results])}\n`);
    if (other) process.stdout.write(`\nThis build against ${baselineDist}, runs in turn (medians):\n\n${comparisonTable(pairs)}\n`);
    const under = results.filter((r) => r.problems.length);
    process.stdout.write(
      `\nTargets: performance >= ${TARGETS.performance}, FCP <= ${TARGETS.fcpMs} ms, LCP <= ${TARGETS.lcpMs} ms, CLS <= ${TARGETS.cls}, TBT <= ${TARGETS.tbtMs} ms${floorResult ? `, TBT <= ${FLOOR_TBT_RATIO}× the floor's in the same runs` : ''}. ${under.length ? `${under.length} of ${results.length} pages under target.` : `All ${results.length} pages met them.`}\n`,
    );
    if (baseline.problems.length)
      process.stdout.write(
        `The control page itself misses them (${baseline.problems.join('; ')}): this machine is too slow or too busy for the figures to be read against the targets; compare pages with each other and with the control.\n`,
      );
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    const file = `${RESULTS_DIR}/audit-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    fs.writeFileSync(
      file,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          chrome: CHROME,
          targets: TARGETS,
          syscallMicros: syscall,
          control: baseline,
          ...(floor && floorResult ? { floor: { ...floorResult, scriptGzip: floor.scriptGzip, shape: floor.shape } } : {}),
          results,
          ...(other ? { baselineDist, baselineResults: pairs.map((p) => p.baseline) } : {}),
        },
        null,
        2,
      ),
    );
    process.stdout.write(`wrote ${file}\n`);
    return under.length ? 1 : 0;
  } finally {
    await chrome?.close();
    await site?.stop();
    await other?.stop();
    await mock?.stop();
    await control.close();
    await floor?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`audit failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(2);
  },
);
