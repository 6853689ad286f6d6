/**
 * The request line written without pino's per-key serialiser (server/src/request-line.ts) is the
 * line pino writes, byte for byte, for the site's own logger and any request; a logger configured
 * so that the short way would differ keeps pino's own path.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '#server/logger.ts';
import { requestLineWriter, type RequestLine } from '#server/request-line.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, stream: Object.assign(stream, { write: (line: string) => (lines.push(line), true) }) };
}

/** A string of random code points: ASCII, control characters, quotes, Latin-1, BMP, lone and paired surrogates. */
function awkward(random: () => number): string {
  const pools = [
    [0x20, 0x7e],
    [0x00, 0x1f],
    [0x22, 0x22],
    [0x5c, 0x5c],
    [0x80, 0xff],
    [0x2028, 0x2029],
    [0x4e00, 0x4e10],
    [0xd800, 0xdfff],
  ] as const;
  let s = '';
  const length = Math.floor(random() * 60);
  for (let i = 0; i < length; i++) {
    const [lo, hi] = pools[Math.floor(random() * pools.length)]!;
    s += String.fromCharCode(lo + Math.floor(random() * (hi - lo + 1)));
  }
  return random() < 0.1 ? `${s}😀` : s;
}

function seeded(seed: number) {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

const withoutTime = (line: string) => line.replace(/,"time":"[^"]*"/, '');

describe('the request line', () => {
  it("is pino's line, byte for byte, for the site's logger and a thousand awkward requests", () => {
    const { lines, stream } = capture();
    const logger = createLogger({ logLevel: 'info', env: 'test' }, stream).child({}, { redact: [] });
    const write = requestLineWriter(logger);
    // The short way is taken: the logger's own methods are not called for the line.
    const info = vi.spyOn(logger, 'info');
    write(
      'info',
      { req: { id: 'x', method: 'GET', url: '/' }, trace_id: 't', span_id: 's', res: { statusCode: 200 }, responseTime: 0 },
      'm',
    );
    expect(info).not.toHaveBeenCalled();
    info.mockRestore();
    lines.length = 0;
    const random = seeded(7);
    for (let i = 0; i < 1000; i++) {
      const line: RequestLine = {
        req: {
          id: `id-${i}`,
          method: i % 2 ? 'GET' : 'POST',
          url: awkward(random),
          userAgent: i % 5 ? awkward(random) : undefined,
          remoteAddress: i % 7 ? '127.0.0.1' : undefined,
        },
        trace_id: (i * 7919).toString(16).padStart(32, '0'),
        span_id: (i * 104729).toString(16).padStart(16, '0'),
        res: { statusCode: 200 + (i % 400) },
        responseTime: i % 13,
      };
      const level = i % 3 === 0 ? 'info' : i % 3 === 1 ? 'warn' : 'error';
      const msg = i % 2 ? 'request completed' : 'request errored';
      write(level, line, msg);
      logger[level](line, msg);
    }
    expect(lines).toHaveLength(2000);
    for (let i = 0; i < lines.length; i += 2) {
      expect(lines[i]).toMatch(/^\{"level":"(info|warn|error)","time":"\d{4}-\d\d-\d\dT[\d:.]+Z",/);
      expect(withoutTime(lines[i]!)).toBe(withoutTime(lines[i + 1]!));
    }
  });

  it("keeps pino's path for a logger whose serialisers, mixin or hooks would change the line", () => {
    const line: RequestLine = {
      req: { id: 'a', method: 'GET', url: '/' },
      trace_id: 't',
      span_id: 's',
      res: { statusCode: 200 },
      responseTime: 1,
    };
    const configs: pino.LoggerOptions[] = [
      { serializers: { req: () => 'serialised' } },
      { mixin: () => ({ extra: 1 }) },
      { msgPrefix: '[site] ' },
      { hooks: { streamWrite: (s) => s.replace('request', 'REQUEST') } },
      { formatters: { log: (o) => ({ ...o, formatted: true }) } },
      { nestedKey: 'payload' },
      { messageKey: 'message' },
    ];
    for (const options of configs) {
      const { lines, stream } = capture();
      const logger = pino({ base: undefined, timestamp: false, ...options }, stream);
      requestLineWriter(logger)('info', line, 'request completed');
      logger.info(line, 'request completed');
      expect(lines[0], JSON.stringify(Object.keys(options))).toBe(lines[1]);
    }
  });
});
