/**
 * A stand-in OpenTelemetry collector for the bench: accepts OTLP/HTTP exports (POST /v1/traces)
 * and counts them, so the site under load exports for real without a collector installed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OtlpSink {
  url: string;
  /** Export requests and spans received so far. */
  received: () => { exports: number; spans: number };
  close: () => Promise<void>;
}

export async function startOtlpSink(): Promise<OtlpSink> {
  let exports = 0;
  let spans = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      exports += 1;
      // Every span carries exactly one "spanId"; counting them spares parsing the export.
      spans += body.split('"spanId"').length - 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => ({ exports, spans }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
