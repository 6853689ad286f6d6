/**
 * The browser build turns off eight parts of react-router the site never reaches
 * (scripts/vite-router-trim.ts): instrumentation, the RSC error handling, Link's prefetch
 * links, view transitions, route discovery, route middleware, navigation blockers and the
 * development warnings. The rewrite must find each check in the installed router, and the site must really not
 * use what it turns off.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { trimRouter, WARNINGS, withoutWarnings } from '../../scripts/vite-router-trim';

const DIR = 'node_modules/react-router/dist/production';
const routerChunk = fs
  .readdirSync(DIR)
  .filter((f) => /^chunk-.*\.mjs$/.test(f))
  .map((f) => fs.readFileSync(path.join(DIR, f), 'utf8'))
  .find((code) => code.includes('function createRouter('))!;

/** Every source file of the browser app, recursively. */
function appSources(dir = 'client/src'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return appSources(file);
    return /\.tsx?$/.test(e.name) ? [fs.readFileSync(file, 'utf8')] : [];
  });
}

describe('react-router in the browser build', () => {
  it('has each unused check turned off, and nothing else changed', () => {
    expect(routerChunk).toBeDefined();
    const trimmed = trimRouter(routerChunk);
    expect(trimmed).not.toContain('if (init.instrumentations) {');
    expect(trimmed).not.toMatch(/if \(this\.context\b/);
    expect(trimmed).not.toContain('return shouldPrefetch && !isAbsolute ?');
    expect(trimmed).not.toContain('if (!viewTransitionOpts || !isViewTransitionAvailable) {');
    expect(trimmed).not.toMatch(/if \(!?init\.patchRoutesOnNavigation\) \{/);
    expect(trimmed).not.toContain('if (!args.matches.some((m) => m.route.middleware)) {');
    expect(trimmed).not.toContain('let blockerKey = shouldBlockNavigation({');
    expect(trimmed.match(/let blockerKey = void 0 && shouldBlockNavigation\(\{/g)?.length).toBe(2);
    expect(trimmed.match(/if \(true\) \{/g)?.length).toBe((routerChunk.match(/if \(true\) \{/g)?.length ?? 0) + 3);
    expect(trimmed.match(/if \(false\) \{/g)?.length).toBe((routerChunk.match(/if \(false\) \{/g)?.length ?? 0) + 4);
    // Only the checks differ: the same lines, in the same order.
    expect(trimmed.split('\n').length).toBe(routerChunk.split('\n').length);
  });

  it('has no development warning left, and every error still thrown', () => {
    const statements = /^\s*(warning|warnOnce)\(/gm;
    expect(routerChunk.match(statements)?.length).toBe(WARNINGS);
    const trimmed = trimRouter(routerChunk);
    expect(trimmed.match(statements) ?? []).toEqual([]);
    // The functions stay defined (nothing else calls them now, so the bundler drops them).
    expect(trimmed).toContain('function warning(cond, message) {');
    expect(trimmed.match(/\binvariant\(/g)?.length).toBe(routerChunk.match(/\binvariant\(/g)?.length);
    expect(trimmed).not.toContain(`Route path "${'${path}'}" will be treated`);
    expect(withoutWarnings('warning(a, `b`);\nx();\n'.repeat(WARNINGS))).toBe('void 0;\nx();\n'.repeat(WARNINGS));
    expect(withoutWarnings('warnOnce(\n  a,\n  "b"\n);\n'.repeat(WARNINGS))).toBe('void 0\n\n\n;\n'.repeat(WARNINGS));
  });

  it('fails the build when a check is not where it was (a router update moved it)', () => {
    const moved = routerChunk.replace('return shouldPrefetch && !isAbsolute ?', 'return isAbsolute || !shouldPrefetch ? link :');
    expect(() => trimRouter(moved)).toThrow(/router-trim: expected 1 of .*shouldPrefetch/);
    expect(() => trimRouter(`${routerChunk}\nif (init.instrumentations) {}`)).toThrow(/expected 2 of .*instrumentations.*found 3/);
    expect(() => trimRouter(`${routerChunk}\nwarning(false, "one more");`)).toThrow(/expected 30 warning statements .*found 31/);
  });

  it('is only used by a site that passes no instrumentations, no prefetch to a link, asks for no view transition, discovers no routes, has no middleware and blocks no navigation', () => {
    const sources = appSources();
    expect(sources.length).toBeGreaterThan(100);
    for (const code of sources) {
      expect(code).not.toMatch(/\binstrumentations\b/);
      expect(code).not.toMatch(/\bprefetch=/);
      expect(code).not.toMatch(/\bviewTransition\b/);
      expect(code).not.toMatch(/\bpatchRoutesOnNavigation\b|\bpatchRoutes\(/);
      expect(code).not.toMatch(/\bmiddleware\b/);
      expect(code).not.toMatch(/\buseBlocker\b|\busePrompt\b/);
      expect(code).not.toMatch(/\bRSC|unstable_.*[Rr]sc/);
    }
  });
});
