/**
 * The client's layout as docs/ARCHITECTURE.md ("The folders", "A feature's shape", "File names")
 * promises it, read from the files themselves: client/src holds three floors, every feature has
 * the same inner shape, and every file and folder of the project's code is named in kebab case
 * (ESLint names the code files; this also covers styles, catalogs, pictures and the rest).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/processes';
import { pageModuleKey } from '../../scripts/page-module-files';

const SRC = path.join(ROOT, 'client/src');
const FEATURES = path.join(SRC, 'features');

const entries = (dir: string) => fs.readdirSync(dir, { withFileTypes: true });
const folders = (dir: string) =>
  entries(dir)
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

/** What is wrong with one feature folder's shape, one line per misplaced entry. */
function shapeProblems(featureDir: string): string[] {
  const name = path.basename(featureDir);
  const problems: string[] = [];
  for (const entry of entries(featureDir)) {
    const where = `features/${name}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name === 'pages') {
        for (const page of entries(path.join(featureDir, 'pages')))
          if (!page.isFile() || !pageModuleKey(page.name)) problems.push(`${where}/${page.name}: pages/ holds only <key>-page.tsx files`);
      } else if (entry.name === 'components') {
        for (const part of entries(path.join(featureDir, 'components')))
          if (!part.isFile() || !/\.(tsx|ts|css)$/.test(part.name))
            problems.push(`${where}/${part.name}: components/ holds .tsx, .ts and .css files, no folders`);
      } else problems.push(`${where}/: a feature's folders are pages/ and components/ only`);
    } else if (entry.name.endsWith('.tsx')) problems.push(`${where}: a component goes in components/, a page in pages/`);
    else if (entry.name.endsWith('.css') && entry.name !== `${name}.css`)
      problems.push(`${where}: a feature's own stylesheet is ${name}.css; a component's sits beside it in components/`);
    else if (!/\.(ts|css)$/.test(entry.name)) problems.push(`${where}: not a module, a page or a stylesheet`);
  }
  return problems;
}

/** A kebab-case name: lower-case words and digits joined by single hyphens; after the first dot, the kind of file. */
const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;

describe('client/src', () => {
  it('holds three floors, app/, features/ and shared/, and the files beside them', () => {
    expect(folders(SRC)).toEqual(['app', 'features', 'shared']);
  });

  it('has no page module outside a feature’s pages/ folder', () => {
    const stray = (fs.readdirSync(SRC, { recursive: true }) as string[])
      .filter((file) => pageModuleKey(path.basename(file)))
      .filter((file) => !/^features\/[^/]+\/pages\/[^/]+$/.test(file.split(path.sep).join('/')));
    expect(stray).toEqual([]);
  });
});

describe('a feature’s shape', () => {
  it.each(folders(FEATURES))('features/%s is pages/, components/, top-level modules and one stylesheet', (name) => {
    expect(shapeProblems(path.join(FEATURES, name))).toEqual([]);
  });

  it('names what is out of shape', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-shape-'));
    const feature = path.join(dir, 'films');
    try {
      for (const file of [
        'api.ts',
        'films.css',
        'extra.css',
        'Poster.tsx',
        'pages/catalog-page.tsx',
        'pages/helpers.ts',
        'home/hero.tsx',
      ]) {
        fs.mkdirSync(path.dirname(path.join(feature, file)), { recursive: true });
        fs.writeFileSync(path.join(feature, file), '');
      }
      expect(shapeProblems(feature).sort()).toEqual([
        'features/films/Poster.tsx: a component goes in components/, a page in pages/',
        "features/films/extra.css: a feature's own stylesheet is films.css; a component's sits beside it in components/",
        "features/films/home/: a feature's folders are pages/ and components/ only",
        'features/films/pages/helpers.ts: pages/ holds only <key>-page.tsx files',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('file names', () => {
  const tracked = execFileSync('git', ['ls-files', 'client', 'server', 'contract', 'mock-upstream', 'scripts', 'tests', 'bench'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !file.startsWith('tests/fixtures/'));

  it('are kebab case for every file and folder of the code, tests and tools', () => {
    const names = new Set(tracked.flatMap((file) => file.split('/')));
    expect([...names].filter((name) => !KEBAB.test(name))).toEqual([]);
  });

  it('tells a kebab name from others', () => {
    expect(['order-nav-item.tsx', 'use-copy.ts', 'page-loaders.d.ts', 'e2e', 'video-dialog.module.css'].every((n) => KEBAB.test(n))).toBe(
      true,
    );
    expect(['OrderNavItem.tsx', 'useCopy.ts', 'token_store.ts', 'a--b.ts', '-x.ts'].some((n) => KEBAB.test(n))).toBe(false);
  });
});
