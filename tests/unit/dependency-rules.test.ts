/**
 * The import layers and the absence of cycles, as `npm run lint` keeps them with dependency-cruiser
 * (.dependency-cruiser.mjs): a small copy of the repository's layout is planted with imports that
 * cross each boundary, and the cruise must name each one by its rule, and nothing else. The rules
 * go by floor (client/src/app with the files beside it, features/, shared/): a folder added
 * tomorrow under shared/ and a renderer added beside the entry are covered without being named,
 * and a fourth folder directly under client/src is refused whatever it imports.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/processes';

/** Planted files: path → what it imports (`type:` a type-only import, `lazy:` a dynamic one). */
const FILES: Record<string, string[]> = {
  'contract/messages.ts': [],
  'client/src/app/routes.tsx': ['#client/features/tickets/pages/catalog-page.tsx'],
  'client/src/main.tsx': ['./app/routes.tsx'],
  'client/src/server-render.tsx': ['./app/routes.tsx'],
  'client/src/added-renderer.tsx': ['./app/routes.tsx'],
  'client/src/features/tickets/pages/catalog-page.tsx': ['../money.ts', '#client/shared/components/button.tsx', '#contract/messages.ts'],
  'client/src/features/tickets/money.ts': [],
  'client/src/features/auth/api.ts': [],
  'client/src/shared/components/button.tsx': [],
  'server/src/config.ts': [],
  'server/src/demo-upstream.ts': ['lazy:#mock-upstream/server.ts'],
  'mock-upstream/src/server.ts': ['#contract/messages.ts'],
  // The crossings, one rule each.
  'client/src/features/auth/planted-feature.ts': ['../tickets/money.ts', 'lazy:#client/features/tickets/pages/catalog-page.tsx'],
  'client/src/features/auth/planted-roof.ts': ['#client/app/routes.tsx', '#client/server-render.tsx', '#client/added-renderer.tsx'],
  'client/src/shared/components/planted-up.ts': ['#client/features/tickets/money.ts', 'lazy:../../main.tsx'],
  'client/src/shared/i18n/planted-up.ts': ['#client/features/auth/api.ts', 'type:#client/added-renderer.tsx'],
  'client/src/shared/added-tomorrow/planted-up.ts': ['#client/features/auth/api.ts', '../components/button.tsx'],
  'client/src/added-tomorrow/planted-up.ts': ['#client/shared/components/button.tsx'],
  'client/src/planted-server.ts': ['#server/config.ts', '#mock-upstream/server.ts'],
  'server/src/planted-client.ts': ['#client/shared/components/button.tsx'],
  'server/src/session/planted-mock.ts': ['#mock-upstream/server.ts'],
  'mock-upstream/src/planted-server.ts': ['#server/config.ts'],
  'contract/planted-app.ts': ['./messages.ts', '#server/config.ts'],
  'client/src/shared/core/cycle-a.ts': ['./cycle-b.ts'],
  'client/src/shared/core/cycle-b.ts': ['type:./cycle-a.ts'],
};

function moduleSource(imports: string[]): string {
  const lines = imports.map((spec, i) => {
    if (spec.startsWith('type:')) return `import type { T as T${i} } from '${spec.slice(5)}';\nexport type U${i} = T${i};`;
    if (spec.startsWith('lazy:')) return `export const m${i} = () => import('${spec.slice(5)}');`;
    return `export * as m${i} from '${spec}';`;
  });
  return [...lines, 'export type T = number;', 'export const value = 1;'].join('\n') + '\n';
}

let dir: string;
let violations: { rule: string; from: string; to: string }[];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'depcruise-'));
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { imports: Record<string, string> };
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module', imports: pkg.imports }));
  fs.copyFileSync(path.join(ROOT, 'tsconfig.json'), path.join(dir, 'tsconfig.json'));
  for (const [file, imports] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), moduleSource(imports));
  }
  const cli = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [
        cli,
        '--config',
        path.join(ROOT, '.dependency-cruiser.mjs'),
        '--output-type',
        'json',
        'client',
        'server',
        'mock-upstream',
        'contract',
      ],
      { cwd: dir, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (err) {
    // Violations make the cruise exit non-zero; its report is still on stdout.
    output = (err as { stdout: string }).stdout;
  }
  const report = JSON.parse(output) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
  violations = report.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const of = (from: string) => violations.filter((v) => v.from === from).map((v) => `${v.rule} → ${v.to}`);

describe('dependency-cruiser rules', () => {
  it.each([
    [
      'a feature importing another feature, statically or lazily',
      'client/src/features/auth/planted-feature.ts',
      ['features-apart → client/src/features/tickets/money.ts', 'features-apart → client/src/features/tickets/pages/catalog-page.tsx'],
    ],
    [
      'a feature importing the roof: the router, the server renderer and a renderer added beside it',
      'client/src/features/auth/planted-roof.ts',
      [
        'features-below-roof → client/src/app/routes.tsx',
        'features-below-roof → client/src/server-render.tsx',
        'features-below-roof → client/src/added-renderer.tsx',
      ],
    ],
    [
      'shared client code importing a feature or the entry',
      'client/src/shared/components/planted-up.ts',
      ['shared-below-features → client/src/features/tickets/money.ts', 'shared-below-features → client/src/main.tsx'],
    ],
    [
      'the i18n folder importing a feature, and (by type only) a file added to the roof',
      'client/src/shared/i18n/planted-up.ts',
      ['shared-below-features → client/src/features/auth/api.ts', 'shared-below-features → client/src/added-renderer.tsx'],
    ],
    [
      'a folder added later under shared/ importing a feature (its import of shared code is fine)',
      'client/src/shared/added-tomorrow/planted-up.ts',
      ['shared-below-features → client/src/features/auth/api.ts'],
    ],
    [
      'a fourth folder directly under client/src, even importing only shared code',
      'client/src/added-tomorrow/planted-up.ts',
      ['three-floors → client/src/shared/components/button.tsx'],
    ],
    [
      'the client importing server or mock code',
      'client/src/planted-server.ts',
      ['client-alone → mock-upstream/src/server.ts', 'client-alone → server/src/config.ts'],
    ],
    ['the server importing client code', 'server/src/planted-client.ts', ['server-not-client → client/src/shared/components/button.tsx']],
    [
      'the server importing the mock outside its demo entry',
      'server/src/session/planted-mock.ts',
      ['server-not-mock → mock-upstream/src/server.ts'],
    ],
    ['the mock importing the server', 'mock-upstream/src/planted-server.ts', ['mock-alone → server/src/config.ts']],
    ['contract/ importing the app', 'contract/planted-app.ts', ['contract-bottom → server/src/config.ts']],
  ])('names %s', (_name, from, expected) => {
    expect(of(from).sort()).toEqual([...expected].sort());
  });

  it('finds a cycle closed by a type-only import', () => {
    const cycles = violations.filter((v) => v.rule === 'no-circular');
    expect(cycles).toHaveLength(1);
    expect(['client/src/shared/core/cycle-a.ts', 'client/src/shared/core/cycle-b.ts']).toContain(cycles[0]!.from);
  });

  it('lets the layers import downward: nothing else is named', () => {
    const planted = new Set(Object.keys(FILES).filter((file) => /planted|cycle/.test(file)));
    expect(violations.filter((v) => !planted.has(v.from))).toEqual([]);
  });
});
