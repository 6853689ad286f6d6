/**
 * The README's table of the demo's face-scan scenarios is written from the mock's seed
 * (scripts/demo-docs.ts): a scenario added to the seed reaches the README by the command, and the
 * lint fails while the two differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/processes';
import { answerOf, scenarioTable, withScenarioTable } from '../../scripts/demo-docs';
import { SEED_SCAN_TOKENS } from '#mock-upstream/seed.ts';

describe("the README's scan scenarios", () => {
  it('are the seed, as `npm run docs:demo` writes them', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(withScenarioTable(readme)).toBe(readme);
    for (const token of Object.keys(SEED_SCAN_TOKENS)) expect(readme).toContain(`| \`${token}\` |`);
  });

  it("say each answer's status, code and whether it offers a retry", () => {
    const seed = { ownerId: 'a', shows: 'x' };
    expect(answerOf({ ...seed, status: 200, body: { received: true } })).toBe('200');
    expect(answerOf({ ...seed, status: 422, body: { code: 3, scan: { appClipUrl: 'https://x' } } })).toBe(
      '422, code 3, with `scan.appClipUrl`',
    );
    expect(answerOf({ ...seed, status: 422, body: { code: 3, scan: {} } })).toBe('422, code 3, no app clip URL');
  });

  it('take a new seed token into the table, and refuse a README that lost its markers', () => {
    const table = scenarioTable({
      ...SEED_SCAN_TOKENS,
      'tpy-demo-new': { ownerId: 'a', status: 503, body: { code: 9 }, shows: 'Something new' },
    });
    expect(table).toContain('| `tpy-demo-new` | 503, code 9 | Something new |');
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(withScenarioTable(readme, table)).not.toBe(readme);
    expect(() => withScenarioTable('# no markers')).toThrow(/lost the markers/);
  });
});
