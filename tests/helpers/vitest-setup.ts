/**
 * A console.error in a test is a failure unless the test says it expects one
 * (`expectConsoleError()`), so real errors cannot scroll by unnoticed.
 */
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

let spy: MockInstance<typeof console.error> | undefined;
let allowed = false;

export function expectConsoleError() {
  allowed = true;
}

beforeEach(() => {
  allowed = false;
  spy = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  if (!allowed && calls.length > 0) {
    throw new Error(`Unexpected console.error:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
  }
});
