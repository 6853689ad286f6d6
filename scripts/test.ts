/**
 * `npm test`: every test the project has, in order: typecheck, lint, build, unit + integration
 * (+ security, faults, ops) with Vitest, then browser end-to-end with Playwright. Every step
 * runs even if an earlier one failed; the exit code and the closing line tell the outcome.
 * Before the tests it finds Chromium, installing one where there is none; without one the
 * browser stage is not run and one message says how to get a browser.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { provideChromium } from './chromium';
import { DIGEST_FILE, type VitestDigest } from '../tests/helpers/failure-digest-reporter';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
fs.mkdirSync('test-results', { recursive: true });

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const started = Date.now();
  process.stdout.write(`\n=== ${name}: ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (result.signal) process.stdout.write(`=== ${name}: ended by ${result.signal}\n`);
  process.stdout.write(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  if (!ok) failures.push(name);
  return ok;
}

function readVitest(file: string) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests + report.numTodoTests;
}

function readPlaywright(file: string) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  };
  total.passed += report.stats.expected + report.stats.flaky;
  total.failed += report.stats.unexpected;
  total.skipped += report.stats.skipped;
}

/**
 * Why Vitest failed where no test did (an error no test caught, a failed hook, a file that did not
 * load): its own account of these is far above the closing lines, so they repeat it.
 */
function vitestDigest(): { outside: number; lines: string[] } {
  if (!fs.existsSync(DIGEST_FILE))
    return { outside: 0, lines: ['Vitest wrote no digest: it ended before the run did (see its output above).'] };
  const digest = JSON.parse(fs.readFileSync(DIGEST_FILE, 'utf8')) as VitestDigest;
  const outside = digest.unhandled.length + digest.modules.length;
  const lines = [`Vitest's run ended "${digest.reason}", with ${outside} error(s) outside the tests' own results.`];
  const list = (title: string, errors: VitestDigest['unhandled']) => {
    if (!errors.length) return;
    lines.push(`${title} (${errors.length}):`);
    for (const e of errors.slice(0, 5)) lines.push(`  ${e.where}: ${e.message}`, ...e.stack.map((frame) => `      ${frame}`));
  };
  list('Errors no test caught', digest.unhandled);
  list('Errors in a file or its hooks', digest.modules);
  return { outside, lines };
}

for (const f of ['test-results/vitest.json', 'test-results/e2e.json', DIGEST_FILE]) fs.rmSync(f, { force: true });

const typed = step('typecheck', npx, ['tsc', '-p', 'tsconfig.json', '--noEmit']);
if (!typed) total.failed += 1;
// Lint (ESLint with the import boundaries, then the import-cycle check): `npm run lint`.
if (!step('lint', process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'lint'])) total.failed += 1;
const built = step('build', npx, ['tsx', 'scripts/build.ts']);
if (!built) total.failed += 1;
// Found once for every step that drives a browser (the page audits, then the browser stage).
process.stdout.write('\n');
const browser = provideChromium((line) => process.stdout.write(`${line}\n`));
const browserEnv = 'path' in browser ? { CHROMIUM_PATH: browser.path } : {};
step(
  'unit + integration',
  npx,
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/vitest.json',
    '--reporter=./tests/helpers/failure-digest-reporter.ts',
  ],
  browserEnv,
);
readVitest('test-results/vitest.json');
const vitestNotes = failures.includes('unit + integration') ? vitestDigest() : { outside: 0, lines: [] };
// Counted as failures in the closing total, which would otherwise say 0 beside a failed step.
total.failed += vitestNotes.outside;
if ('message' in browser) {
  process.stdout.write(`\n=== browser end-to-end: ${browser.message}\n`);
  failures.push('browser end-to-end (no Chromium)');
  total.failed += 1;
} else if (built) {
  step('browser end-to-end', npx, ['playwright', 'test'], browserEnv);
  readPlaywright('test-results/e2e.json');
}

if (vitestNotes.lines.length) process.stdout.write(`\n${vitestNotes.lines.join('\n')}\n`);
process.stdout.write(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}\n`);
process.stdout.write(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped\n`);
process.exit(failures.length ? 1 : 0);
