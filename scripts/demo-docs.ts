/**
 * Writes the README's table of the demo's face-scan scenarios from the mock's seed
 * (mock-upstream/src/seed.ts `SEED_SCAN_TOKENS`), so a scenario is written in one place
 * (docs/ARCHITECTURE.md, "How to add a mock scenario"). `npm run docs:demo` rewrites the table
 * between its two markers; `--check` (in `npm run lint`) fails, naming the command, when the README
 * and the seed differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SEED_SCAN_TOKENS, type SeedScanToken } from '#mock-upstream/seed.ts';

const README = path.join(import.meta.dirname, '..', 'README.md');
const START = '<!-- scan-scenarios: written by npm run docs:demo from mock-upstream/src/seed.ts -->';
const END = '<!-- /scan-scenarios -->';

/** The upstream's answer in a few words: its status, its code, and whether it offers a retry. */
export function answerOf({ status, body }: SeedScanToken): string {
  const parts = [String(status)];
  if (typeof body.code === 'number') parts.push(`code ${body.code}`);
  if (body.scan && typeof body.scan === 'object') {
    parts.push('appClipUrl' in body.scan ? 'with `scan.appClipUrl`' : 'no app clip URL');
  }
  return parts.join(', ');
}

export function scenarioTable(tokens: Record<string, SeedScanToken> = SEED_SCAN_TOKENS): string {
  return [
    '| token | upstream answer | the page shows |',
    '|---|---|---|',
    ...Object.entries(tokens).map(([token, seed]) => `| \`${token}\` | ${answerOf(seed)} | ${seed.shows} |`),
    '| any other token | 404 | Submission error, `Error code #404 - No such scan`, support address (no endless wait) |',
  ].join('\n');
}

/** The README with its table written from the seed; refuses a README without both markers. */
export function withScenarioTable(readme: string, table = scenarioTable()): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has lost the markers of the scan scenarios' table (${START} ... ${END})`);
  return `${readme.slice(0, start + START.length)}\n${table}\n${readme.slice(end)}`;
}

if (import.meta.filename === process.argv[1]) {
  const readme = fs.readFileSync(README, 'utf8');
  const written = withScenarioTable(readme);
  if (process.argv.includes('--check')) {
    if (written !== readme) {
      console.error("README.md's table of scan scenarios differs from mock-upstream/src/seed.ts: run `npm run docs:demo`.");
      process.exit(1);
    }
  } else if (written !== readme) {
    fs.writeFileSync(README, written);
    console.log('README.md: the scan scenarios table written from the seed.');
  }
}
