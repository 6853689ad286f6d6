/**
 * The browser build reads the page-builder SDK's two Node-only `require`s from globalThis
 * (scripts/vite-no-require-shim.ts), so the bundler writes no `require` stand-in into the entry.
 * The rewrite must find both in the installed SDK and leave no free `require` behind.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutFreeRequire } from '../../scripts/vite-no-require-shim';

const SDK = fs.readFileSync('node_modules/@builder.io/react/dist/builder-react.es5.js', 'utf8');
/** A `require` that is not a property (`globalThis.require`) nor part of a longer name. */
const FREE_REQUIRE = /(?<![\w$."])require(?![\w$"])/g;

describe('the page-builder SDK in the browser build', () => {
  it('names require only through globalThis, with nothing else changed', () => {
    expect(SDK.match(FREE_REQUIRE)?.length).toBeGreaterThanOrEqual(2);
    const out = withoutFreeRequire(SDK);
    // eval("require") is a string, not a name the bundler sees.
    expect(out.match(FREE_REQUIRE) ?? []).toEqual([]);
    expect(out).toContain('"function"==typeof globalThis.require)');
    expect(out).toContain('=globalThis.require("node-fetch")');
    // Only those two differ (compared as a boolean: the SDK is one 300 KB line).
    const back = out
      .replace('"function"==typeof globalThis.require)', '"function"==typeof require)')
      .replace('=globalThis.require("node-fetch")', '=require("node-fetch")');
    expect(back === SDK).toBe(true);
  });

  it('fails the build when the SDK moved them', () => {
    expect(() => withoutFreeRequire(SDK.replace('=require("node-fetch")', '=require("cross-fetch")'))).toThrow(
      /expected 1 of =require\("node-fetch"\).*found 0/,
    );
  });
});
