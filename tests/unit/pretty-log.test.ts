/** The demo and dev logs are for people; anything that is not a pino line passes through untouched. */
import { stripVTControlCharacters as plain } from 'node:util';
import { describe, expect, it } from 'vitest';
import { prettyLine } from '../../scripts/pretty-log';

describe('prettyLine', () => {
  it('turns a request line into method, path, status and time', () => {
    const line = JSON.stringify({
      level: 30,
      time: '2026-11-23T10:00:00.000Z',
      req: { id: 'r1', method: 'GET', url: '/api/session' },
      res: { statusCode: 200 },
      responseTime: 4,
      msg: 'request completed',
    });
    const out = plain(prettyLine(line));
    expect(out).toMatch(/INFO.*GET \/api\/session → 200 \(4 ms\)/);
    expect(out).not.toContain('{"level"');
  });

  it('keeps a plain message and its fields readable', () => {
    const out = plain(prettyLine(JSON.stringify({ level: 40, time: '2026-11-23T10:00:00.000Z', msg: 'upstream slow', upstream: 'main' })));
    expect(out).toMatch(/WARN.*upstream slow.*"upstream":"main"/);
  });

  it('passes other lines through as they came', () => {
    expect(prettyLine('Building the site...')).toBe('Building the site...\n');
    expect(prettyLine('{"msg":"site-listening","port":3000}')).toBe('{"msg":"site-listening","port":3000}\n');
  });
});
