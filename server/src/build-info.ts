/**
 * Which build this server is: the package version, the source commit and the Node version. Named
 * by `/healthz` and by the `site_build_info` metric (docs/OPERATIONS.md, "Which version runs"),
 * so an operator can tell which replicas a deploy has reached.
 *
 * `npm run build` writes the version and commit into the bundle (`__SITE_BUILD__`, an esbuild
 * define; the commit is BUILD_COMMIT at build time, else git's HEAD, else "unknown"). Run from
 * source (tests, `npm run dev`) the version comes from package.json and the commit is "unknown".
 */
import fs from 'node:fs';

declare const __SITE_BUILD__: { version: string; commit: string } | undefined;

export interface BuildInfo {
  version: string;
  commit: string;
  node: string;
}

function fromSource(): { version: string; commit: string } {
  try {
    const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    return { version: typeof pkg.version === 'string' ? pkg.version : 'unknown', commit: 'unknown' };
  } catch {
    return { version: 'unknown', commit: 'unknown' };
  }
}

const built = typeof __SITE_BUILD__ === 'undefined' ? fromSource() : __SITE_BUILD__;

export const BUILD_INFO: BuildInfo = { ...built, node: process.versions.node };
