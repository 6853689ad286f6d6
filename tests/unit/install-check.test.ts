/**
 * The install check run before the project's commands (scripts/install-check.ts): which packages
 * of the lock file npm would install on this machine and this Node, and which of those are absent.
 */
import { describe, expect, it } from 'vitest';
import { missingPackages, type LockEntry, type Machine } from '../../scripts/install-check';
import { nodeVersionProblem } from '#server/node-version.ts';

const node24: Machine = { platform: 'linux', arch: 'x64', libc: 'glibc', nodeSatisfies: (range) => range !== '>=26' };

/** A lock shaped like this project's: Lingui's native tools with one optional binary per platform. */
const lock: Record<string, LockEntry> = {
  '': { dependencies: { '@lingui/core': '^6' }, devDependencies: { '@lingui/cli': '^6' } },
  'node_modules/@lingui/core': {},
  'node_modules/@lingui/cli': { dev: true, dependencies: { '@lingui/native-tools': '^6' } },
  'node_modules/@lingui/native-tools': {
    dev: true,
    optionalDependencies: {
      '@lingui/native-tools-linux-x64-gnu': '6',
      '@lingui/native-tools-linux-x64-musl': '6',
      '@lingui/native-tools-darwin-arm64': '6',
      '@lingui/native-tools-wasm': '6',
    },
  },
  'node_modules/@lingui/native-tools-linux-x64-gnu': {
    dev: true,
    optional: true,
    os: ['linux'],
    cpu: ['x64'],
    libc: ['glibc'],
    engines: { node: '>=22.19.0' },
  },
  'node_modules/@lingui/native-tools-linux-x64-musl': { dev: true, optional: true, os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'node_modules/@lingui/native-tools-darwin-arm64': { dev: true, optional: true, os: ['darwin'], cpu: ['arm64'] },
  // Only for a wasm "cpu", so never here; its own dependency must not count either.
  'node_modules/@lingui/native-tools-wasm': { dev: true, optional: true, cpu: ['wasm32'], dependencies: { tslib: '2' } },
  'node_modules/tslib': { dev: true, optional: true },
  'node_modules/unused-by-anyone': { dev: true },
};

/** What `npm ci` on Node 20 leaves: everything but the binary whose engines ask for Node 22.19+. */
const installedByNode20 = new Set(['node_modules/@lingui/core', 'node_modules/@lingui/cli', 'node_modules/@lingui/native-tools']);

describe('missingPackages', () => {
  it('finds the optional binary npm skipped when it ran on an older Node', () => {
    expect(missingPackages(lock, node24, (key) => installedByNode20.has(key))).toEqual(['node_modules/@lingui/native-tools-linux-x64-gnu']);
  });

  it('finds nothing once the install is complete', () => {
    const complete = new Set([...installedByNode20, 'node_modules/@lingui/native-tools-linux-x64-gnu']);
    expect(missingPackages(lock, node24, (key) => complete.has(key))).toEqual([]);
  });

  it('skips optional packages for other platforms, other libcs and Node versions that cannot run them', () => {
    const musl: Machine = { ...node24, libc: 'musl' };
    expect(missingPackages(lock, musl, (key) => installedByNode20.has(key))).toEqual(['node_modules/@lingui/native-tools-linux-x64-musl']);
    const mac: Machine = { ...node24, platform: 'darwin', arch: 'arm64', libc: undefined };
    expect(missingPackages(lock, mac, (key) => installedByNode20.has(key))).toEqual(['node_modules/@lingui/native-tools-darwin-arm64']);
    const node20: Machine = { ...node24, nodeSatisfies: () => false };
    expect(missingPackages(lock, node20, (key) => installedByNode20.has(key))).toEqual([]);
  });

  it('follows nested installs and ignores dev packages in a production install', () => {
    const nested: Record<string, LockEntry> = {
      '': { dependencies: { a: '1' }, devDependencies: { d: '1' } },
      'node_modules/a': { dependencies: { b: '2' } },
      'node_modules/a/node_modules/b': {},
      'node_modules/b': {},
      'node_modules/d': { dev: true },
    };
    expect(missingPackages(nested, node24, (key) => key === 'node_modules/a')).toEqual(['node_modules/a/node_modules/b', 'node_modules/d']);
    expect(missingPackages(nested, node24, (key) => key === 'node_modules/a', { omitDev: true })).toEqual([
      'node_modules/a/node_modules/b',
    ]);
  });

  it('honours npm\'s "!" exclusions in os and cpu lists', () => {
    const excluded: Record<string, LockEntry> = {
      '': { optionalDependencies: { x: '1' } },
      'node_modules/x': { optional: true, os: ['!linux'] },
    };
    expect(missingPackages(excluded, node24, () => false)).toEqual([]);
    expect(missingPackages(excluded, { ...node24, platform: 'win32' }, () => false)).toEqual(['node_modules/x']);
  });
});

describe('nodeVersionProblem (the server entry)', () => {
  it('accepts Node 24 and newer', () => {
    expect(nodeVersionProblem('v24.0.0')).toBeUndefined();
    expect(nodeVersionProblem('v26.1.0')).toBeUndefined();
  });

  it('names Node 24 and how to get it, in one sentence, on an older Node', () => {
    const problem = nodeVersionProblem('v20.20.2');
    expect(problem).toContain('Node 24');
    expect(problem).toContain('v20.20.2');
    expect(problem).toContain('npm run serve');
    expect(problem!.split('. ').length).toBe(1);
  });
});
