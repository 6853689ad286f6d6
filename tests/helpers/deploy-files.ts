/** The deployment files' shared values, as the ops tests read them. */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes';

/** deploy/demo.env as `set -a; . deploy/demo.env` or `--env-file deploy/demo.env` gives it. */
export function demoEnv(): Record<string, string> {
  return Object.fromEntries(
    fs
      .readFileSync(path.join(ROOT, 'deploy/demo.env'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}
