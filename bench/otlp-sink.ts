/**
 * A stand-in OpenTelemetry collector for the bench: accepts OTLP/HTTP exports (POST /v1/traces,
 * OTLP/JSON, what the site's exporter sends), counts their spans and discards them, so the site
 * under load exports for real without a collector installed.
 *
 * The count is kept cheap, because on a machine of two cores the collector shares a core with the
 * load generator and whatever it spends is taken from the load: an export's spans are counted by
 * scanning its bytes for `"spanId"` as they arrive (native `Buffer.indexOf`; no string, no parse,
 * nothing kept).
 *
 * `startOtlpSink()` runs it in the caller's process (bench/run.ts, bench/profile.ts);
 * `startOtlpSinkProcess()` in a process of its own, at the lowest priority, so the load generator
 * always comes first on their shared core (bench/tracing.ts). Run as a script
 * (`node --import tsx bench/otlp-sink.ts`) it prints `{"msg":"otlp-sink-listening","port":…}` and
 * answers `GET /received` with its counts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startNode } from './processes';

export interface Received {
  exports: number;
  spans: number;
  bytes: number;
}

export interface OtlpSink {
  url: string;
  /** Export requests and spans received so far. */
  received: () => Received;
  close: () => Promise<void>;
}

const SPAN_ID = Buffer.from('"spanId"');

/** Spans in an OTLP/JSON export, counted across its chunks: every span carries exactly one `"spanId"`. */
export function jsonSpanCounter(): { push: (chunk: Buffer) => void; spans: () => number } {
  let spans = 0;
  let tail: Buffer = Buffer.alloc(0);
  return {
    push(chunk) {
      // The few bytes before this chunk, in case the key straddles two chunks.
      const text = tail.length ? Buffer.concat([tail, chunk]) : chunk;
      for (let at = text.indexOf(SPAN_ID); at !== -1; at = text.indexOf(SPAN_ID, at + SPAN_ID.length)) spans += 1;
      tail = text.subarray(Math.max(0, text.length - (SPAN_ID.length - 1)));
    },
    spans: () => spans,
  };
}

function sinkServer(): { server: http.Server; received: () => Received } {
  const totals: Received = { exports: 0, spans: 0, bytes: 0 };
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/received') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(totals));
      return;
    }
    const counter = jsonSpanCounter();
    req.on('data', (chunk: Buffer) => {
      totals.bytes += chunk.length;
      counter.push(chunk);
    });
    req.on('end', () => {
      totals.exports += 1;
      totals.spans += counter.spans();
      // An empty ExportTraceServiceResponse.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  return { server, received: () => ({ ...totals }) };
}

/** The stand-in collector, in this process. */
export async function startOtlpSink(): Promise<OtlpSink> {
  const { server, received } = sinkServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The stand-in collector in a process of its own, pinned to `core`, at the lowest priority (nice 19). */
export async function startOtlpSinkProcess(core: number): Promise<{ url: string; pid: number; received: () => Promise<Received> }> {
  const started = await startNode(['--import', 'tsx', 'bench/otlp-sink.ts'], {}, 'otlp-sink-listening', core, 19);
  started.child.stdout!.resume();
  const url = `http://127.0.0.1:${started.line.port as number}`;
  return { url, pid: started.child.pid!, received: async () => (await (await fetch(`${url}/received`)).json()) as Received };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { server } = sinkServer();
  server.listen(0, '127.0.0.1', () => {
    process.stdout.write(`${JSON.stringify({ msg: 'otlp-sink-listening', port: (server.address() as AddressInfo).port })}\n`);
  });
  process.on('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
