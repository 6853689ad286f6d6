/**
 * How tracing's exporter sends a batch (server/src/tracing/otlp-transport.ts), against a real
 * loopback collector: the body and headers as configured (gzip when asked), a busy collector's
 * 503 and a refused connection tried again, any other refusal failing the batch at once.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { undiciTransport } from '#server/tracing/otlp-transport.ts';

class ExportError extends Error {
  constructor(
    message?: string,
    readonly code?: number,
    readonly data?: string,
  ) {
    super(message);
  }
}

interface Received {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A collector answering each request with the next of `statuses` (then 200), keeping what it got. */
async function collector(statuses: number[]): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      const status = statuses.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status === 200 ? '{}' : '{"message":"not now"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`, received };
}

const target = (url: string, compression: 'none' | 'gzip' = 'none') => ({
  url,
  headers: async () => ({ 'Content-Type': 'application/json', authorization: 'Bearer collector-key' }),
  compression,
});
const BODY = new TextEncoder().encode('{"resourceSpans":[]}');

describe('the OTLP transport', () => {
  it('posts the body with the configured headers, gzipped when asked', async () => {
    const c = await collector([]);
    const plain = await undiciTransport(target(c.url), 'site/1.0.0', ExportError).send(BODY, 5_000);
    const zipped = await undiciTransport(target(c.url, 'gzip'), 'site/1.0.0', ExportError).send(BODY, 5_000);
    expect([plain.status, zipped.status]).toEqual(['success', 'success']);
    expect(c.received[0]!.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer collector-key',
      'user-agent': 'site/1.0.0',
    });
    expect(c.received[0]!.body.toString()).toBe('{"resourceSpans":[]}');
    expect(c.received[1]!.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(c.received[1]!.body).toString()).toBe('{"resourceSpans":[]}');
  });

  it('tries a busy collector again and succeeds; fails at once on a refusal that will not change', async () => {
    const busy = await collector([503, 429]);
    expect(await undiciTransport(target(busy.url), 'site', ExportError).send(BODY, 10_000)).toEqual({ status: 'success' });
    expect(busy.received).toHaveLength(3);
    await close!();
    const refusing = await collector([400]);
    const refused = await undiciTransport(target(refusing.url), 'site', ExportError).send(BODY, 10_000);
    expect(refused.status).toBe('failure');
    expect(refused.status === 'failure' && refused.error).toMatchObject({ code: 400, data: '{"message":"not now"}' });
    expect(refusing.received).toHaveLength(1);
  }, 20_000);

  it('gives up within the export timeout when the collector cannot be reached', async () => {
    const c = await collector([]);
    await close!();
    close = undefined;
    const started = Date.now();
    const answer = await undiciTransport(target(c.url), 'site', ExportError).send(BODY, 1_500);
    expect(answer.status).toBe('retryable');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
