/**
 * An https-terminating reverse proxy for tests, as an operator would put in front of the site:
 * it accepts TLS with a throwaway self-signed certificate (made with the openssl CLI, since node
 * cannot write X.509 certificates itself), and forwards each request over plain http to the
 * site with `X-Forwarded-Proto: https` and the client's address appended to `X-Forwarded-For`.
 * The site, started with TRUST_PROXY, then sees `req.secure` as true only for requests that
 * really came through TLS. A small https client that trusts exactly that certificate is included.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { makeTestCertificate } from '../helpers/tls';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface TlsProxy {
  origin: string;
  /** A request over TLS to the proxy, verified against the throwaway certificate. */
  request: (method: string, path: string, headers?: Record<string, string>, body?: string) => Promise<Answer>;
  close: () => Promise<void>;
}

/** Why the proxy cannot run here, or undefined when it can. */
export function tlsProxyUnavailable(): string | undefined {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return undefined;
  } catch {
    return 'the openssl CLI is not installed, so no test certificate can be made';
  }
}

/** The proxy's certificate and key, in memory (tests/helpers/tls.ts makes them). */
function makeCertificate(): { key: string; cert: string } {
  const made = makeTestCertificate();
  try {
    return { key: fs.readFileSync(made.keyFile, 'utf8'), cert: made.pem };
  } finally {
    fs.rmSync(made.dir, { recursive: true, force: true });
  }
}

function listen(server: http.Server | https.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** Starts the site's app on plain http and the TLS proxy in front of it. */
export async function startTlsProxy(app: http.RequestListener): Promise<TlsProxy> {
  const { key, cert } = makeCertificate();
  const site = http.createServer(app);
  const sitePort = await listen(site);

  const proxy = https.createServer({ key, cert }, (req, res) => {
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: sitePort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-proto': 'https', 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  const port = await listen(proxy);
  const origin = `https://127.0.0.1:${port}`;

  const request: TlsProxy['request'] = (method, reqPath, headers = {}, body) =>
    new Promise((resolve, reject) => {
      const req = https.request(`${origin}${reqPath}`, { method, headers, ca: cert, agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on('error', reject);
      if (body !== undefined) req.write(body);
      req.end();
    });

  const close = async () => {
    await new Promise<void>((r) => proxy.close(() => r()));
    await new Promise<void>((r) => site.close(() => r()));
  };
  return { origin, request, close };
}
