/**
 * A Vitest reporter that writes what failed *outside* the tests' own assertions to
 * `test-results/vitest-digest.json`: errors no test caught (a rejection after a test ended, a
 * child process's socket error), hooks that failed (a slow `afterAll`), files that failed to load.
 * Vitest fails the run for each of these while every test passes, and its own account of them
 * scrolls away above the browser stage's output; `npm test` (scripts/test.ts) prints this digest
 * in its closing lines, so the end of a log always says why the step failed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** One error, as the closing lines print it. */
export interface DigestError {
  where: string;
  message: string;
  stack: string[];
}

export interface VitestDigest {
  reason: string;
  unhandled: DigestError[];
  modules: DigestError[];
}

export const DIGEST_FILE = 'test-results/vitest-digest.json';

/** What Vitest passes for an error: a serialised Error, sometimes with the test it came from. */
interface ReportedError {
  name?: string;
  message?: string;
  stack?: string;
  VITEST_TEST_PATH?: string;
  VITEST_TEST_NAME?: string;
}

/** The first frames of a stack, without the message line it starts with. */
function frames(stack: string | undefined): string[] {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 6)
    .map((line) => line.trim());
}

export function digestError(error: ReportedError, where: string): DigestError {
  const origin = [error.VITEST_TEST_PATH, error.VITEST_TEST_NAME].filter(Boolean).join(' > ');
  return {
    where: origin || where,
    message: `${error.name ?? 'Error'}: ${error.message ?? String(error)}`.slice(0, 600),
    stack: frames(error.stack),
  };
}

export default class FailureDigestReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<ReportedError>, reason: string): void {
    const modules: DigestError[] = [];
    for (const module of testModules) {
      for (const error of module.errors()) modules.push(digestError(error, module.relativeModuleId));
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors()) modules.push(digestError(error, `${module.relativeModuleId} > ${suite.fullName}`));
      }
    }
    const digest: VitestDigest = {
      reason,
      unhandled: unhandledErrors.map((error) => digestError(error, 'no test (after the tests, or between them)')),
      modules,
    };
    fs.mkdirSync(path.dirname(DIGEST_FILE), { recursive: true });
    fs.writeFileSync(DIGEST_FILE, JSON.stringify(digest, null, 2));
  }
}
