/**
 * Fault injection for tests: for the next N matching calls, delay, answer a status and body,
 * send malformed JSON or an empty body, drop the connection, answer with hostile headers, or
 * trickle the body out one byte at a time.
 */
import type { NextFunction, Request, Response } from 'express';

export interface Fault {
  upstream?: string;
  method?: string;
  /** Exact upstream path (no query), or a prefix when it ends with '*'. */
  path: string;
  status?: number;
  body?: unknown;
  /**
   * 'json' (default), 'malformed' (broken JSON), 'empty' (no body), 'drop' (destroy the socket),
   * 'hostile-headers' (the JSON answer with HOSTILE_HEADERS added), 'trickle' (the JSON body one
   * byte every `trickleMs`, so the answer never goes idle).
   */
  kind?: 'json' | 'malformed' | 'empty' | 'drop' | 'hostile-headers' | 'trickle';
  delayMs?: number;
  headers?: Record<string, string>;
  /** 'trickle' only: the pause between bytes (default 500 ms). */
  trickleMs?: number;
  /** How many calls it applies to; default 1. */
  times?: number;
}

/**
 * Answer headers an upstream must never be able to impose on the site's pages: caching by shared
 * caches, cross-origin reads with credentials, a weaker page policy, framing, a refresh, tokens
 * and cookies, and an ambiguous framing of the answer itself.
 */
export const HOSTILE_HEADERS: Record<string, string> = {
  'cache-control': 'public, max-age=600',
  'access-control-allow-origin': '*',
  'access-control-allow-credentials': 'true',
  'content-security-policy': 'default-src *',
  'x-frame-options': 'ALLOWALL',
  'x-content-type-options': 'sniff',
  'strict-transport-security': 'max-age=0',
  'referrer-policy': 'unsafe-url',
  'cross-origin-resource-policy': 'cross-origin',
  refresh: '0; url=https://evil.example/',
  link: '<https://evil.example/x.js>; rel=preload; as=script',
  'x-powered-by': 'Hostile/1.0',
  'set-cookie': 'bs_at=attacker; Path=/',
  'x-access-token': 'leaked-access-token',
  'x-refresh-token': 'leaked-refresh-token',
  location: 'https://evil.example/',
};

export class Faults {
  private faults: (Fault & { remaining: number })[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault, remaining: fault.times ?? 1 });
  }

  clear(): void {
    this.faults = [];
  }

  take(upstream: string, method: string, path: string): Fault | undefined {
    const index = this.faults.findIndex(
      (f) =>
        f.remaining > 0 &&
        (f.upstream === undefined || f.upstream === upstream) &&
        (f.method === undefined || f.method.toUpperCase() === method) &&
        (f.path.endsWith('*') ? path.startsWith(f.path.slice(0, -1)) : f.path === path),
    );
    if (index < 0) return undefined;
    const fault = this.faults[index]!;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.splice(index, 1);
    return fault;
  }
}

export function faultMiddleware(faults: Faults, upstream: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const fault = faults.take(upstream, req.method, req.path);
    if (!fault) return next();
    const act = () => {
      if (fault.kind === 'drop') {
        req.socket.destroy();
        return;
      }
      // A delay alone (no status, no kind) slows the real answer down.
      if (fault.status === undefined && fault.kind === undefined) return next();
      if (fault.kind === 'hostile-headers') for (const [k, v] of Object.entries(HOSTILE_HEADERS)) res.setHeader(k, v);
      for (const [k, v] of Object.entries(fault.headers ?? {})) res.setHeader(k, v);
      res.status(fault.status ?? 500);
      if (fault.kind === 'empty') return void res.end();
      if (fault.kind === 'trickle')
        return trickle(
          res,
          JSON.stringify(fault.body ?? { message: 'Injected fault', status: fault.status ?? 500 }),
          fault.trickleMs ?? 500,
        );
      if (fault.kind === 'malformed') return void res.type('application/json').send('{"message": "broken');
      res.json(fault.body ?? { message: 'Injected fault', status: fault.status ?? 500 });
    };
    if (fault.delayMs) {
      const timer = setTimeout(act, fault.delayMs);
      res.on('close', () => clearTimeout(timer));
    } else act();
  };
}

/** Sends the head at once, then the body one byte at a time, until it is all out or the peer leaves. */
function trickle(res: Response, text: string, intervalMs: number): void {
  const bytes = Buffer.from(text);
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', String(bytes.length));
  res.flushHeaders();
  let sent = 0;
  const timer = setInterval(() => {
    res.write(bytes.subarray(sent, sent + 1));
    sent += 1;
    if (sent >= bytes.length) {
      clearInterval(timer);
      res.end();
    }
  }, intervalMs);
  res.on('close', () => clearInterval(timer));
}
