/** The digest `npm test` prints when Vitest fails outside any test (tests/helpers/failure-digest-reporter.ts). */
import { describe, expect, it } from 'vitest';
import { digestError } from '../helpers/failure-digest-reporter';

describe('failure digest', () => {
  it('names the test an uncaught error came from, with its first frames only', () => {
    const stack = ['Error: late', ...Array.from({ length: 9 }, (_, i) => `    at frame${i} (file.ts:${i}:1)`)].join('\n');
    const digest = digestError(
      { name: 'Error', message: 'late', stack, VITEST_TEST_PATH: '/repo/tests/a.test.ts', VITEST_TEST_NAME: 'does a thing' },
      'fallback',
    );
    expect(digest.where).toBe('/repo/tests/a.test.ts > does a thing');
    expect(digest.message).toBe('Error: late');
    expect(digest.stack).toEqual(Array.from({ length: 6 }, (_, i) => `at frame${i} (file.ts:${i}:1)`));
  });

  it('falls back to where the reporter found it, and bounds a long message', () => {
    const digest = digestError({ message: 'x'.repeat(2000) }, 'tests/b.test.ts > afterAll');
    expect(digest.where).toBe('tests/b.test.ts > afterAll');
    expect(digest.message).toHaveLength(600);
    expect(digest.stack).toEqual([]);
  });
});
