/**
 * The import boundaries and the file names are kept by the linter, not by habit: planted imports
 * that cross a boundary, a file in a fourth folder under client/src and a name that is not kebab
 * case must fail ESLint (the editor's feedback). dependency-cruiser keeps the same layers and
 * the absence of cycles in `npm run lint`: tests/unit/dependency-rules.test.ts probes it.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

// The first lint loads the config, the TypeScript parser and every plugin (seconds on a busy
// machine): done once here with room to spare, so each case times only its own file.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'client/src/warm-up.ts') });
}, 60_000);

/** The boundary errors ESLint reports for `code` placed at `file` (a path inside the repository). */
async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

/** A planted file: where it sits, what it imports, and the boundary messages ESLint must give. */
const planted: { name: string; file: string; imports: string[]; errors: RegExp[] }[] = [
  {
    name: 'a feature importing another feature',
    file: 'client/src/features/auth/planted.ts',
    imports: ['../tickets/api'],
    errors: [/Features never import each other/],
  },
  {
    name: 'a lazy import of another feature',
    file: 'client/src/features/headset/planted.ts',
    imports: ['import:../marketing/pages/home-page'],
    errors: [/Features never import each other/],
  },
  {
    name: 'the client importing server or mock-upstream code',
    file: 'client/src/planted.ts',
    imports: ['../../server/src/config', '../../mock-upstream/src/seed'],
    errors: [/client bundle never imports server/, /client bundle never imports server/],
  },
  {
    name: 'the server importing client code',
    file: 'server/src/planted.ts',
    imports: ['#client/shared/core/paths.ts'],
    errors: [/server never imports client code/],
  },
  {
    name: 'the server importing mock-upstream outside its demo entry',
    file: 'server/src/session/planted.ts',
    imports: ['#mock-upstream/seed.ts', 'import:../../../mock-upstream/src/server'],
    errors: [/server never imports mock-upstream/, /server never imports mock-upstream/],
  },
  {
    name: 'nothing: the demo entry starting the embedded mock upstream',
    file: 'server/src/demo-upstream.ts',
    imports: ['import:#mock-upstream/server.ts'],
    errors: [],
  },
  {
    name: 'shared client code importing a feature',
    file: 'client/src/shared/components/planted.ts',
    imports: ['#client/features/tickets/money.ts', '../../features/auth/api'],
    errors: [/client\/src\/shared never imports a feature/, /client\/src\/shared never imports a feature/],
  },
  {
    name: 'the i18n folder importing a feature',
    file: 'client/src/shared/i18n/planted.ts',
    imports: ['#client/features/auth/api.ts'],
    errors: [/client\/src\/shared never imports a feature/],
  },
  {
    name: 'a folder added later under shared/ importing a feature',
    file: 'client/src/shared/added-tomorrow/planted.ts',
    imports: ['#client/features/auth/api.ts', '../core/paths'],
    errors: [/client\/src\/shared never imports a feature/],
  },
  {
    name: 'shared client code importing the roof: the router, the entry, the server renderer',
    file: 'client/src/shared/core/planted.ts',
    imports: ['#client/app/routes.tsx', 'import:../../main', '#client/server-render.tsx'],
    errors: [
      /client\/src\/shared never imports a feature or the app roof/,
      /client\/src\/shared never imports a feature or the app roof/,
      /client\/src\/shared never imports a feature or the app roof/,
    ],
  },
  {
    name: 'a feature importing the roof: the root and the server renderer',
    file: 'client/src/features/tickets/planted.ts',
    imports: ['#client/app/app.tsx', '#client/server-render.tsx'],
    errors: [/Features never import the app roof/, /Features never import the app roof/],
  },
  {
    name: 'contract/ importing the app',
    file: 'contract/planted.ts',
    imports: ['./messages', '../server/src/config'],
    errors: [/contract\/ is the bottom layer/],
  },
  {
    name: 'nothing: a feature importing its own files and the shared code below features/',
    file: 'client/src/features/auth/planted.ts',
    imports: [
      '../../shared/api/client',
      '#client/shared/region/index.tsx',
      '#client/shared/core/paths.ts',
      '#contract/messages.ts',
      './api',
    ],
    errors: [],
  },
  {
    name: 'nothing: the roof importing a feature and shared code',
    file: 'client/src/app/planted.ts',
    imports: ['#client/features/tickets/money.ts', '#client/shared/core/paths.ts', '../server-render'],
    errors: [],
  },
];

/** Module source importing each path (`import:` marks a lazy import). */
const source = (imports: string[]) =>
  imports
    .map((from, i) =>
      from.startsWith('import:') ? `export const m${i} = () => import('${from.slice(7)}');` : `export * as m${i} from '${from}';`,
    )
    .join('\n') + '\n';

describe('import boundaries', () => {
  it.each(planted)('lint reports $name', async ({ file, imports, errors }) => {
    const found = await boundaryErrors(file, source(imports));
    expect(found).toHaveLength(errors.length);
    errors.forEach((pattern, i) => expect(found[i]).toMatch(pattern));
  });
});

describe('import style', () => {
  /** The messages of one rule ESLint reports for `code` placed at `file`. */
  async function ruleMessages(file: string, code: string, ruleId: string) {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
  }

  it('reports an import that climbs three folders, and react-router-dom', async () => {
    const found = await ruleMessages(
      'client/src/features/tickets/components/planted.ts',
      source(['../../../../../contract/entities', 'react-router-dom']),
      'no-restricted-imports',
    );
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/subpath import: #contract/);
    expect(found[1]).toMatch(/React Router 7 is 'react-router'/);
  });

  it('accepts the subpath imports and a short relative climb', async () => {
    const found = await ruleMessages(
      'client/src/features/tickets/components/planted.ts',
      source(['#contract/entities.ts', '../money', 'react-router']),
      'no-restricted-imports',
    );
    expect(found).toEqual([]);
  });
});

describe('client/src floors and file names', () => {
  /** Every message ESLint reports for `code` placed at `file`, as `rule: message`. */
  async function messages(file: string, code = 'export const x = 1;\n') {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).map((m) => `${m.ruleId ?? ''}: ${m.message}`);
  }

  it('refuses a fourth folder directly under client/src, whatever it imports', async () => {
    expect(await messages('client/src/added-tomorrow/planted.ts')).toEqual([
      expect.stringMatching(/^no-restricted-syntax: client\/src holds app\/ \(the roof\), features\/ and shared\/ only/),
    ]);
  });

  it('accepts a file added beside the entry, a folder added under shared/ and a new feature', async () => {
    expect(await messages('client/src/added-renderer.tsx')).toEqual([]);
    expect(await messages('client/src/shared/added-tomorrow/planted.ts')).toEqual([]);
    expect(await messages('client/src/features/added-tomorrow/planted.ts')).toEqual([]);
  });

  it.each([
    ['client/src/features/tickets/components/ProductCard.tsx', 'filename', 'ProductCard.tsx'],
    ['client/src/shared/components/useMenu.ts', 'filename', 'useMenu.ts'],
    ['server/src/session/token_store.ts', 'filename', 'token_store.ts'],
    ['tests/unit/OrderModel.test.ts', 'filename', 'OrderModel.test.ts'],
    ['client/src/features/headset/Components/planted.tsx', 'folder', 'Components'],
    ['scripts/auditFloor/planted.ts', 'folder', 'auditFloor'],
  ])('refuses a name that is not kebab case: %s', async (file, kind, name) => {
    expect(await messages(file)).toContainEqual(
      kind === 'filename'
        ? `check-file/filename-naming-convention: The filename "${name}" does not match the "KEBAB_CASE" pattern`
        : `check-file/folder-naming-convention: The folder "${name}" does not match the "KEBAB_CASE" pattern`,
    );
  });

  it('accepts kebab names, with the kind of file after the first dot', async () => {
    for (const file of [
      'client/src/features/headset/components/order-nav-item.tsx',
      'client/src/app/page-loaders.d.ts',
      'tests/unit/tickets-money.test.ts',
      'tests/e2e/tickets-purchase.spec.ts',
      'bench/replay-upstream.ts',
    ])
      expect(await messages(file)).toEqual([]);
  });
});
