/**
 * Raw HTTP/1.1 over a plain TCP socket (node:net), for requests a client library would refuse or
 * tidy: Expect headers, bodies on GET, dot segments in the target. The caller writes the exact
 * bytes; the answer is read until the server closes (send `Connection: close`).
 */
import net from 'node:net';

export interface RawAnswer {
  /** Every status line received, interim (100) ones included, in order. */
  statuses: number[];
  /** The final answer's status, headers (lower-cased names) and body. */
  status: number;
  headers: Record<string, string>;
  body: string;
  raw: string;
}

export interface RawRequest {
  /** The request line and header lines, without the blank line that ends the head. */
  head: string[];
  body?: string;
  /** Send the body only after a `100 Continue` arrived (as an Expect-honouring client does). */
  waitForContinue?: boolean;
  timeoutMs?: number;
}

export function rawRequest(port: number, request: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let bodySent = !request.body;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${request.timeoutMs ?? 10_000} ms; got: ${Buffer.concat(chunks).toString()}`));
    }, request.timeoutMs ?? 10_000);
    socket.on('connect', () => {
      socket.write(`${request.head.join('\r\n')}\r\n\r\n`);
      if (!request.waitForContinue && request.body) {
        socket.write(request.body);
        bodySent = true;
      }
    });
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (!bodySent && /^HTTP\/1\.1 100 /m.test(Buffer.concat(chunks).toString())) {
        socket.write(request.body!);
        bodySent = true;
      }
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseAnswer(Buffer.concat(chunks).toString()));
    });
  });
}

export function parseAnswer(raw: string): RawAnswer {
  const statuses = [...raw.matchAll(/^HTTP\/1\.1 (\d{3}) /gm)].map((m) => Number(m[1]));
  // The final answer starts at the last status line that is not an interim one.
  let start = 0;
  let rest = raw;
  while (/^HTTP\/1\.1 1\d\d /.test(rest)) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    start += end + 4;
    rest = raw.slice(start);
  }
  const headEnd = rest.indexOf('\r\n\r\n');
  const headLines = (headEnd < 0 ? rest : rest.slice(0, headEnd)).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headLines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headLines[0] ?? '')?.[1] ?? 0);
  let body = headEnd < 0 ? '' : rest.slice(headEnd + 4);
  if (headers['transfer-encoding'] === 'chunked') body = dechunk(body);
  return { statuses, status, headers, body, raw };
}

function dechunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd < 0) return out;
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}
