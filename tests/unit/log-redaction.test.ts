/** Token path segments never reach the log. */
import { describe, expect, it } from 'vitest';
import { redactUrl } from '#server/logger.ts';

describe('redactUrl', () => {
  it.each([
    ['/reset/abc123', '/reset/[redacted]'],
    ['/account/reset/abc123?x=1', '/account/reset/[redacted]?x=1'],
    ['/api/auth/reset/abc123', '/api/auth/reset/[redacted]'],
    ['/token/login/tok', '/token/login/[redacted]'],
    ['/token2/login/tok/', '/token2/login/[redacted]/'],
    ['/email/verify/t1', '/email/verify/[redacted]'],
    ['/email/update/t1', '/email/update/[redacted]'],
    ['/bset/pushtoken/et', '/bset/pushtoken/[redacted]'],
    ['/scan/tpy/process', '/scan/[redacted]/process'],
    ['/api/beyond/scan/tpy/process', '/api/beyond/scan/[redacted]/process'],
  ])('%s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });

  it('leaves ordinary paths alone', () => {
    expect(redactUrl('/account/orders?x=1')).toBe('/account/orders?x=1');
  });
});
