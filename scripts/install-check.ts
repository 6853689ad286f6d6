/**
 * Is node_modules the install this Node would have made? Run by scripts/node24.sh (plain `node`,
 * Node 24's own type stripping: no dependency may be needed before the check) ahead of the
 * project's commands.
 *
 * The README's first command is `npm ci`, and on a machine whose own Node is older than 24 it
 * runs on that Node. npm then skips every optional package whose `engines` the old Node does not
 * meet (Lingui's native message compiler, `@lingui/native-tools-linux-x64-gnu`, wants Node
 * 22.19 or newer), and the build fails later with "Cannot find native binding". This check walks
 * package-lock.json from the project's own dependencies, as npm does, keeps every package npm
 * would install here (platform, libc and, for optional ones, engines met by the running Node),
 * and lists those absent from node_modules. When some are, it says so in one line and runs
 * `npm ci` once more on the running Node (docs/decisions/0001-node-24-install.md says why this
 * and not another way). An install still incomplete after that is an error, not a loop.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optional?: boolean;
  dev?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  engines?: Record<string, string> | string[];
  link?: boolean;
  resolved?: string;
}

export interface Machine {
  platform: string;
  arch: string;
  /** 'glibc', 'musl', or undefined where the notion does not apply (macOS, Windows). */
  libc: string | undefined;
  /** Does the running Node meet this `engines.node` range? */
  nodeSatisfies: (range: string) => boolean;
}

/** npm's rule for `os`, `cpu` and `libc`: `!x` excludes x; any plain entry makes the list exclusive. */
function allows(list: string[] | undefined, value: string | undefined): boolean {
  if (!list || list.length === 0) return true;
  if (value === undefined) return list.every((item) => item.startsWith('!'));
  if (list.includes(`!${value}`)) return false;
  const wanted = list.filter((item) => !item.startsWith('!'));
  return wanted.length === 0 || wanted.includes(value);
}

function installable(entry: LockEntry, machine: Machine): boolean {
  if (!allows(entry.os, machine.platform) || !allows(entry.cpu, machine.arch) || !allows(entry.libc, machine.libc)) return false;
  // A required package with unmet engines is installed anyway (npm warns); an optional one is skipped.
  const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
  return !(entry.optional && range && !machine.nodeSatisfies(range));
}

/** Where Node would find `name` from the package at `from`: the nearest node_modules up the tree that the lock fills. */
function resolveIn(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  for (let dir = from; ;) {
    const key = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[key]) return key;
    if (dir === '') return undefined;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent < 0 ? '' : dir.slice(0, parent);
  }
}

/**
 * The lock's package paths npm would install on `machine` that `exists` does not find, in lock
 * order. `omitDev`: an install made with `--omit=dev` (the production image's).
 */
export function missingPackages(
  packages: Record<string, LockEntry>,
  machine: Machine,
  exists: (packagePath: string) => boolean,
  { omitDev = false } = {},
): string[] {
  const wanted = new Set<string>();
  const queue = [''];
  for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
    const entry = packages[from];
    if (!entry) continue;
    const names = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...(from === '' && !omitDev ? entry.devDependencies : {}),
    };
    for (const name of Object.keys(names)) {
      const key = resolveIn(packages, from, name);
      if (!key || wanted.has(key)) continue;
      const target = packages[key]!;
      if ((omitDev && target.dev) || !installable(target, machine)) continue;
      wanted.add(key);
      // A workspace link's own dependencies are listed under the folder it points to.
      queue.push(target.link && target.resolved ? target.resolved : key);
    }
  }
  return Object.keys(packages).filter((key) => wanted.has(key) && !packages[key]!.link && !exists(key));
}

function glibcRuntime(): string | undefined {
  if (process.platform !== 'linux') return undefined;
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  return report?.header?.glibcVersionRuntime ? 'glibc' : 'musl';
}

async function thisMachine(): Promise<Machine> {
  const { default: semver } = await import('semver');
  return {
    platform: process.platform,
    arch: process.arch,
    libc: glibcRuntime(),
    nodeSatisfies: (range) => semver.satisfies(process.versions.node, range, { includePrerelease: true }),
  };
}

/** The absent packages of the install in `root`, or a reason the install cannot be read at all. */
async function audit(root: string): Promise<{ missing: string[] } | { unreadable: string }> {
  if (!fs.existsSync(path.join(root, 'node_modules', '.package-lock.json'))) return { unreadable: 'there is no node_modules' };
  let machine: Machine;
  try {
    machine = await thisMachine();
  } catch {
    return { unreadable: 'node_modules is incomplete' };
  }
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const exists = (key: string) => fs.existsSync(path.join(root, key, 'package.json'));
  const devNames = Object.keys(lock.packages['']?.devDependencies ?? {});
  const omitDev = devNames.length > 0 && devNames.every((name) => !exists(`node_modules/${name}`));
  return { missing: missingPackages(lock.packages, machine, exists, { omitDev }) };
}

function describe(result: { missing: string[] } | { unreadable: string }): string {
  if ('unreadable' in result) return result.unreadable;
  const names = result.missing.map((key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
  const shown = names.slice(0, 3).join(', ') + (names.length > 3 ? ` and ${names.length - 3} more` : '');
  const what = names.length === 1 ? 'a package' : `${names.length} packages`;
  return `node_modules lacks ${what} the lock file holds for Node ${process.versions.node} here (${shown}), as after \`npm ci\` on an older Node, which skips them`;
}

function npmCi(root: string): number {
  // npm itself on this Node (npm_execpath is npm's own script when run from `npm start` and the like).
  const npmScript = process.env.npm_execpath;
  const [command, args] = npmScript?.endsWith('.js')
    ? [process.execPath, [npmScript, 'ci', '--no-audit', '--no-fund', '--loglevel=error']]
    : ['npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']];
  return spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
}

async function main(): Promise<number> {
  const root = process.cwd();
  // Not a checkout (a deployed build carries no lock file): nothing to compare with.
  if (!fs.existsSync(path.join(root, 'package-lock.json'))) return 0;
  const first = await audit(root);
  if ('missing' in first && first.missing.length === 0) return 0;
  process.stderr.write(`${describe(first)}: installing once more with Node ${process.versions.node} (npm ci)...\n`);
  if (npmCi(root) !== 0) return 1;
  const second = await audit(root);
  if ('missing' in second && second.missing.length === 0) return 0;
  process.stderr.write(`The install is still incomplete after npm ci on Node ${process.versions.node}: ${describe(second)}.\n`);
  return 1;
}

if (import.meta.main) process.exitCode = await main();
