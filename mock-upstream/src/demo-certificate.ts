/**
 * The demo stacks' self-signed certificate (docs/OPERATIONS.md, "HTTPS"): when the demo is
 * started without TLS_CERT_FILE and TLS_KEY_FILE, this writes a certificate for `localhost` and
 * 127.0.0.1 and its key into a directory the demo's nginx reads. The images carry no openssl, and
 * Node can make a key pair and sign but not write a certificate, so the few DER structures of an
 * X.509 v3 certificate are written here by hand. Never used in production: the production files
 * require a real certificate, and nginx refuses to start without one.
 *
 *   node dist/mock-upstream/demo-certificate.js <directory>    writes cert.pem and key.pem
 */
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** One DER element: tag, definite length, contents. */
function der(tag: number, ...contents: Buffer[]): Buffer {
  const body = Buffer.concat(contents);
  const n = body.length;
  let length: Buffer;
  if (n < 0x80) length = Buffer.from([n]);
  else if (n < 0x100) length = Buffer.from([0x81, n]);
  else length = Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, body]);
}

const sequence = (...items: Buffer[]) => der(0x30, ...items);
const set = (...items: Buffer[]) => der(0x31, ...items);

function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number) as [number, number, ...number[]];
  const bytes = [40 * a + b];
  for (const arc of rest) {
    const groups = [arc & 0x7f];
    for (let v = arc >> 7; v > 0; v >>= 7) groups.unshift((v & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return der(0x06, Buffer.from(bytes));
}

/** UTCTime, YYMMDDHHMMSSZ (valid for the years 1950 to 2049). */
function utcTime(date: Date): Buffer {
  const iso = date.toISOString();
  const text = `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
  return der(0x17, Buffer.from(text, 'ascii'));
}

const ECDSA_WITH_SHA256 = sequence(oid('1.2.840.10045.4.3.2'));

/** A self-signed ECDSA P-256 certificate for `hosts` (DNS names) and `ips` (IPv4), valid `days` days. */
export function selfSignedCertificate(options: { commonName: string; hosts: string[]; ips: string[]; days: number }): {
  cert: string;
  key: string;
} {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const name = sequence(set(sequence(oid('2.5.4.3'), der(0x0c, Buffer.from(options.commonName, 'utf8')))));
  // A positive serial: the top bit clear.
  const serial = randomBytes(16);
  serial[0]! &= 0x7f;
  const now = Date.now();
  const altNames = [
    ...options.hosts.map((host) => der(0x82, Buffer.from(host, 'ascii'))),
    ...options.ips.map((ip) => der(0x87, Buffer.from(ip.split('.').map(Number)))),
  ];
  const extensions = der(
    0xa3,
    sequence(
      // subjectAltName: what browsers and TLS clients match the host against.
      sequence(oid('2.5.29.17'), der(0x04, sequence(...altNames))),
      // basicConstraints, critical: not a CA.
      sequence(oid('2.5.29.19'), der(0x01, Buffer.from([0xff])), der(0x04, sequence())),
      // extKeyUsage: TLS server.
      sequence(oid('2.5.29.37'), der(0x04, sequence(oid('1.3.6.1.5.5.7.3.1')))),
    ),
  );
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))), // version 3
    der(0x02, serial),
    ECDSA_WITH_SHA256,
    name,
    // An hour back, for clocks a little behind.
    sequence(utcTime(new Date(now - 3_600_000)), utcTime(new Date(now + options.days * 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    extensions,
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = sequence(tbs, ECDSA_WITH_SHA256, der(0x03, Buffer.from([0]), signature));
  const base64 = certificate.toString('base64').replace(/.{64}/g, '$&\n');
  return {
    cert: `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`,
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

const main = process.argv[1] && /demo-certificate\.[jt]s$/.test(process.argv[1]);
if (main) {
  const dir = process.argv[2];
  if (!dir) {
    process.stderr.write('usage: node dist/mock-upstream/demo-certificate.js <directory>\n');
    process.exit(2);
  }
  fs.mkdirSync(dir, { recursive: true });
  const { cert, key } = selfSignedCertificate({ commonName: 'localhost', hosts: ['localhost'], ips: ['127.0.0.1'], days: 30 });
  // The key first, readable by its owner only; the certificate last, as the sign that both are there.
  fs.writeFileSync(path.join(dir, 'key.pem'), key, { mode: 0o600 });
  fs.writeFileSync(path.join(dir, 'cert.pem'), cert, { mode: 0o644 });
  process.stdout.write(
    `DEMO: no certificate was given, so a self-signed one for localhost and 127.0.0.1 (valid 30 days) is in ${dir}; browsers will warn. Never in production.\n`,
  );
}
