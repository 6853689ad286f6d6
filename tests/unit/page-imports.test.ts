/**
 * The page imports loaded once a page is live (client/src/app/page-imports.ts) name the same
 * module for each key as the router's own table (client/src/app/routes.tsx `MODULES`): a wrong one
 * would open the wrong page once that chunk is in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/processes';

const read = (file: string) => fs.readFileSync(path.join(ROOT, 'client', 'src', 'app', file), 'utf8');
const imports = (source: string, row: RegExp) => Object.fromEntries([...source.matchAll(row)].map((m) => [m[1], m[2]]));

describe('page imports', () => {
  it('match the router table key for key', () => {
    const router = imports(read('routes.tsx'), /^ {2}(\w+): \{ load: \(\) => import\('([^']+)'\)/gm);
    const live = imports(read('page-imports.ts'), /^ {2}(\w+): \(\) => import\('([^']+)'\)/gm);
    expect(Object.keys(router).length).toBeGreaterThan(10);
    expect(live).toEqual(router);
  });
});
