/**
 * HTTPS for the stack tests: a self-signed certificate made by the test (openssl), and trust in
 * it for this test process's own `fetch`, so the stacks are tested over HTTPS as a browser uses
 * them (docs/OPERATIONS.md, "HTTPS").
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { X509Certificate } from 'node:crypto';
import tls from 'node:tls';

export interface TestCertificate {
  dir: string;
  certFile: string;
  keyFile: string;
  pem: string;
}

/**
 * A self-signed certificate (and key) for localhost and 127.0.0.1, in a new temporary directory,
 * or written over cert.pem and key.pem in `into` (openssl rewrites the files in place, so a bind
 * mount of them sees the new content, as an operator's `cp` does). `commonName` apart from
 * another trusted certificate's keeps a client from taking one for the other's issuer (the demo's
 * self-signed certificate carries no key identifier to tell them apart).
 */
export function makeTestCertificate(into?: string, commonName = 'localhost'): TestCertificate {
  const dir = into ?? fs.mkdtempSync(path.join(os.tmpdir(), 'site-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${commonName}`,
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'pipe', timeout: 30_000 },
  );
  // Readable by the containers that mount it (their nginx master reads it as root anyway).
  fs.chmodSync(keyFile, 0o644);
  return { dir, certFile, keyFile, pem: fs.readFileSync(certFile, 'utf8') };
}

const usualAuthorities = tls.getCACertificates('default');
const trusted: string[] = [];

/** This process's fetch (and every TLS client) trusts `pem` too, besides the usual authorities and what it trusted before. */
export function trustInThisProcess(pem: string): void {
  trusted.push(pem);
  tls.setDefaultCACertificates([...usualAuthorities, ...trusted]);
}

/** The SHA-256 fingerprint of the certificate a server at 127.0.0.1:port presents. */
export function servedFingerprint(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: '127.0.0.1', port, servername: 'localhost' }, () => {
      const fingerprint = socket.getPeerCertificate().fingerprint256;
      socket.end();
      resolve(fingerprint);
    });
    socket.once('error', reject);
  });
}

/** The SHA-256 fingerprint of a PEM certificate, as servedFingerprint gives it. */
export function fingerprintOf(pem: string): string {
  return new X509Certificate(pem).fingerprint256;
}

/** The TLS version and ALPN protocol a server at 127.0.0.1:port negotiates with a client offering h2. */
export function negotiated(
  port: number,
  options: tls.ConnectionOptions = {},
): Promise<{ protocol: string | null; alpn: string | false | null }> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: '127.0.0.1', port, servername: 'localhost', ALPNProtocols: ['h2', 'http/1.1'], ...options }, () => {
      const result = { protocol: socket.getProtocol(), alpn: socket.alpnProtocol };
      socket.end();
      resolve(result);
    });
    socket.once('error', reject);
  });
}
