/**
 * The one log line per request: request id (the browser's when it looks like one), method,
 * redacted URL, status and duration at a level that follows the status, and nothing from the
 * request's headers or cookies.
 */
import { describe, expect, it } from 'vitest';
import { requestLineFor, useIntegrationStack } from '../helpers/integration';

const useStack = useIntegrationStack();

interface Line {
  level: string;
  msg: string;
  req?: { id?: string; method?: string; url?: string; userAgent?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

const lineFor = (id: string) => requestLineFor<Line>(useStack(), id);

describe('the request log line', () => {
  it('names the request by the id sent back to the browser, and leaves cookies and tokens out', async () => {
    const res = await useStack()
      .request()
      .get('/api/info/region')
      .set('x-request-id', 'req-log-1')
      .set('user-agent', 'request-log-test')
      .set('cookie', 'bs_at=cookie-secret-value; bs_rt=refresh-secret-value')
      .set('authorization', 'Bearer header-secret-value');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('req-log-1');
    const { line, raw } = await lineFor('req-log-1');
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request completed',
      req: { id: 'req-log-1', method: 'GET', url: '/api/info/region', userAgent: 'request-log-test' },
      res: { statusCode: 200 },
    });
    expect(typeof line.responseTime).toBe('number');
    expect(raw).not.toMatch(/secret-value|headers/);
  });

  it('redacts a token in the URL', async () => {
    await useStack().request().get('/account/reset/tok-secret-value').set('x-request-id', 'req-log-2');
    const { line, raw } = await lineFor('req-log-2');
    expect(line.req?.url).toBe('/account/reset/[redacted]');
    expect(raw).not.toContain('tok-secret-value');
  });

  it('logs a refused call at warn, with a fresh id when the browser sent none that looks like one', async () => {
    const res = await useStack().request().get('/api/not/in/the/allowlist').set('x-request-id', 'not an id!');
    expect(res.status).toBe(404);
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const { line } = await lineFor(id);
    expect(line).toMatchObject({ level: 'warn', res: { statusCode: 404 }, req: { url: '/api/not/in/the/allowlist' } });
  });
});
