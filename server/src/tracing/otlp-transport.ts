/**
 * How the exporter sends its batches: through undici, the HTTP client the proxy already runs on,
 * not through `node:http`'s client. The official exporter's transport uses `node:http`, whose
 * request, header and parser code this server otherwise runs only as a server; with a few exports
 * a minute the exporting instance still served about five per cent fewer requests than with the
 * same batches dropped unsent (docs/decisions/0017-tracing-cost-and-sampling.md). Everything
 * else is the official exporter's: the configuration from the OTEL_EXPORTER_OTLP_* variables, the
 * serializer, the concurrency limit and the timeout (otel.ts).
 *
 * As the official transport does: a 429, 502, 503 or 504 answer, or a connection that failed, is
 * tried again (up to five times in all, after the collector's `Retry-After` or a growing, jittered
 * wait, never past the export's timeout); any other answer but a 2xx fails the batch.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { request } from 'undici';
import type { ExportResponse, IExporterTransport, OtlpSharedConfiguration } from '@opentelemetry/otlp-exporter-base';

/** The parts of the exporter's HTTP configuration a transport uses. */
interface OtlpHttpTarget {
  url: string;
  headers: () => Promise<Record<string, string>>;
  compression: OtlpSharedConfiguration['compression'];
}

const RETRYABLE_STATUS = new Set([429, 502, 503, 504]);
const RETRYABLE_NETWORK = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'ENOTFOUND',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);
const MAX_ATTEMPTS = 5;
const FIRST_WAIT_MS = 1_000;
/** The most of a collector's answer read (into a failure's message); the rest is dropped. */
const MAX_ANSWER_BYTES = 64 * 1024;

type ExporterError = new (message?: string, code?: number, data?: string) => Error;

/** Seconds from a `Retry-After` header, in milliseconds; undefined when it gives none. */
function retryAfterMs(header: string | string[] | undefined): number | undefined {
  const seconds = Number.parseInt(String(header ?? ''), 10);
  return Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

async function readBounded(body: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    if (size >= MAX_ANSWER_BYTES) continue;
    chunks.push(chunk);
    size += chunk.length;
  }
  return Buffer.concat(chunks).toString('utf8').slice(0, MAX_ANSWER_BYTES);
}

export function undiciTransport(config: OtlpHttpTarget, userAgent: string, ExportError: ExporterError): IExporterTransport {
  async function once(data: Uint8Array, timeoutMs: number): Promise<ExportResponse> {
    const headers: Record<string, string> = { ...(await config.headers()), 'user-agent': userAgent };
    let body = data;
    if (config.compression === 'gzip') {
      headers['content-encoding'] = 'gzip';
      body = gzipSync(data);
    }
    try {
      const answer = await request(config.url, { method: 'POST', headers, body, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
      const text = await readBounded(answer.body);
      if (answer.statusCode >= 200 && answer.statusCode < 300) return { status: 'success' };
      if (RETRYABLE_STATUS.has(answer.statusCode))
        return { status: 'retryable', retryInMillis: retryAfterMs(answer.headers['retry-after']) };
      return { status: 'failure', error: new ExportError(`the collector answered ${answer.statusCode}`, answer.statusCode, text) };
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      const code = (error as { code?: unknown }).code;
      return typeof code === 'string' && RETRYABLE_NETWORK.has(code) ? { status: 'retryable', error } : { status: 'failure', error };
    }
  }

  return {
    async send(data, timeoutMillis) {
      const deadline = Date.now() + timeoutMillis;
      let wait = FIRST_WAIT_MS;
      for (let attempt = 1; ; attempt++) {
        const answer = await once(data, Math.max(1, deadline - Date.now()));
        if (answer.status !== 'retryable' || attempt === MAX_ATTEMPTS) return answer;
        const pause = answer.retryInMillis ?? Math.random() * wait;
        if (Date.now() + pause >= deadline) return answer;
        await sleep(pause);
        wait *= 1.5;
      }
    },
    shutdown() {},
  };
}
