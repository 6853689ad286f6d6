/**
 * The docker CLI for the stack tests (tests/ops/compose-stack.test.ts, swarm-stack.test.ts): one
 * way to call it, to tell whether an engine answers, and to bring a stack up once per file.
 */
import { execFileSync } from 'node:child_process';
import { beforeAll, beforeEach } from 'vitest';
import { ROOT } from './processes';

export function docker(args: string[], timeout = 60_000, env?: NodeJS.ProcessEnv): string {
  return execFileSync('docker', args, { encoding: 'utf8', stdio: 'pipe', timeout, cwd: ROOT, env }).trim();
}

/** Whether a command runs and exits 0. */
export function succeeds(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'pipe', timeout: 15_000 });
    return true;
  } catch {
    return false;
  }
}

/** Why no Docker engine can be used here, or undefined when one answers. */
export function engineUnavailable(): string | undefined {
  try {
    docker(['info', '--format', '{{.ServerVersion}}'], 10_000);
    return undefined;
  } catch (err) {
    const text = err instanceof Error ? (err.message.split('\n').find((l) => l.trim()) ?? err.message) : String(err);
    return `no Docker engine answers here (${text.slice(0, 160)})`;
  }
}

/**
 * Brings a stack up once before the file's tests. If that fails, every test fails with the reason
 * (counted as failures, not skips), so CI can never pass a stack that did not start.
 */
export function upBeforeAll(bringUp: () => Promise<void>, timeout = 900_000): void {
  let upFailure: unknown;
  beforeAll(async () => {
    try {
      await bringUp();
    } catch (err) {
      upFailure = err;
    }
  }, timeout);
  beforeEach(() => {
    if (upFailure) throw upFailure;
  });
}
