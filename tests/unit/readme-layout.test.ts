/**
 * The repository layout table (docs/ARCHITECTURE.md, "The folders") names what is really there: every folder it describes has
 * a row, every entry of a described folder is named in its row, and every file or folder a row
 * names exists. A moved, added or deleted file fails this test until the table says so.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
/** The repository's files as git sees them (committed, or new and not ignored): nothing generated. */
const FILES = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((path) => path && existsSync(join(ROOT, path)));

/** The entries directly inside `folder` ('' for the root): files by name, folders with a slash. */
function entriesOf(folder: string): string[] {
  const inside = FILES.filter((path) => path.startsWith(folder)).map((path) => path.slice(folder.length));
  return [...new Set(inside.map((rest) => (rest.includes('/') ? `${rest.split('/')[0]}/` : rest)))];
}

function layoutRows(): Map<string, string> {
  const doc = readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
  const start = doc.indexOf('| folder | what it holds |');
  if (start < 0) throw new Error('docs/ARCHITECTURE.md has no layout table');
  const table = doc.slice(start, doc.indexOf('\n\n', start)).split('\n').slice(2);
  const rows = new Map<string, string>();
  for (const line of table) {
    const [, folder = '', text = ''] = line.split('|').map((cell) => cell.trim());
    rows.set(folder.replace(/`/g, ''), text);
  }
  return rows;
}

/** The backticked names in a row that look like paths: `x.ts`, `x/`, `x/y.tsx`. */
function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1] ?? '').filter((name) => /^[\w.-]+(\/[\w.-]*)*$/.test(name));
}

/** A name exists when it is a path under the folder or ends one (`calls.ts` inside `api/ (...)`). */
function exists(folder: string, name: string): boolean {
  return FILES.some((path) => path.startsWith(folder) && (`/${path}/`.includes(`/${folder}${name}`) || `/${path}`.includes(`/${name}`)));
}

const rows = layoutRows();

describe('repository layout table (docs/ARCHITECTURE.md)', () => {
  it('has a row for every top-level folder of the repository', () => {
    const folders = entriesOf('').filter((entry) => entry.endsWith('/'));
    const described = [...rows.keys()].map((folder) => `${folder.split('/')[0]}/`);
    expect(folders.filter((f) => !described.includes(f))).toEqual([]);
  });

  for (const [folder, text] of rows) {
    it(`${folder}: every entry is named, and every name exists`, () => {
      const named = namedPaths(text);
      const unnamed = entriesOf(folder).filter(
        (entry) => !named.some((name) => name === entry || name.startsWith(entry.endsWith('/') ? entry : `${entry}/`)),
      );
      expect(unnamed, `not named in the layout row for ${folder}`).toEqual([]);
      const missing = named.filter((name) => /\.(ts|tsx|css|md|sh|conf|html|json)$|\/$/.test(name) && !exists(folder, name));
      expect(missing, `named in the layout row for ${folder} but absent`).toEqual([]);
    });
  }
});
