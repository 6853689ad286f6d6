/**
 * docs/PERFORMANCE.md stays a reference and the history stays in short decision records
 * (docs/ARCHITECTURE.md, "The folders": `decisions/`): the page is short, every record has the
 * record's sections and a date, every record is reachable from another document, and every
 * relative link of these pages (file and heading) resolves.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
const DECISIONS = 'docs/decisions';
const PERFORMANCE = 'docs/PERFORMANCE.md';
const MAX_PERFORMANCE_LINES = 400;
const MAX_RECORD_LINES = 150;

const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const records = readdirSync(join(ROOT, DECISIONS))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `${DECISIONS}/${name}`);

/** Every Markdown document a reader may start from: the root's and docs/ with its records. */
function documents(): string[] {
  const top = readdirSync(ROOT).filter((name) => name.endsWith('.md'));
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return [...top, ...docs, ...records];
}

/** Relative Markdown links of a document, resolved against its folder: path and optional heading. */
function links(doc: string): { target: string; anchor: string | undefined }[] {
  const text = read(doc).replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? '')
    .filter((href) => !/^[a-z]+:/.test(href))
    .map((href) => {
      const [path = '', anchor] = href.split('#');
      return { target: path === '' ? doc : normalize(join(dirname(doc), path)), anchor };
    });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(doc: string): Set<string> {
  return new Set([...read(doc).matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1] ?? '')));
}

describe('docs/PERFORMANCE.md and the decision records', () => {
  it(`PERFORMANCE.md is a reference of at most ${MAX_PERFORMANCE_LINES} lines`, () => {
    expect(read(PERFORMANCE).split('\n').length).toBeLessThanOrEqual(MAX_PERFORMANCE_LINES);
  });

  it('there are decision records', () => {
    expect(records.length).toBeGreaterThan(1);
  });

  for (const record of records) {
    describe(record, () => {
      const text = read(record);

      it('has a numbered title, a Date line and the sections Context, Decision, Consequences', () => {
        expect(text).toMatch(/^# \d+\. \S/);
        expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2}/m);
        for (const section of ['Context', 'Decision', 'Consequences']) expect(text).toMatch(new RegExp(`^## ${section}$`, 'm'));
      });

      it(`is at most ${MAX_RECORD_LINES} lines`, () => {
        expect(text.split('\n').length).toBeLessThanOrEqual(MAX_RECORD_LINES);
      });

      it('is linked from PERFORMANCE.md or another document', () => {
        const linkedFrom = documents().filter((doc) => doc !== record && links(doc).some((link) => link.target === record));
        expect(linkedFrom).not.toEqual([]);
      });
    });
  }

  it('every relative link of PERFORMANCE.md, the records and the README names a file and heading that exist', () => {
    const broken: string[] = [];
    for (const doc of [PERFORMANCE, 'README.md', ...records]) {
      for (const { target, anchor } of links(doc)) {
        if (!existsSync(join(ROOT, target))) broken.push(`${doc} → ${target}`);
        else if (anchor && target.endsWith('.md') && !anchorsOf(target).has(anchor)) broken.push(`${doc} → ${target}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
