/**
 * Fault injection for tests: for the next N matching calls, delay, answer a status and body,
 * send malformed JSON or an empty body, or drop the connection.
 */
import type { NextFunction, Request, Response } from 'express';

export interface Fault {
  upstream?: string;
  method?: string;
  /** Exact upstream path (no query), or a prefix when it ends with '*'. */
  path: string;
  status?: number;
  body?: unknown;
  /** 'json' (default), 'malformed' (broken JSON), 'empty' (no body), 'drop' (destroy the socket). */
  kind?: 'json' | 'malformed' | 'empty' | 'drop';
  delayMs?: number;
  headers?: Record<string, string>;
  /** How many calls it applies to; default 1. */
  times?: number;
}

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
      for (const [k, v] of Object.entries(fault.headers ?? {})) res.setHeader(k, v);
      res.status(fault.status ?? 500);
      if (fault.kind === 'empty') return void res.end();
      if (fault.kind === 'malformed') return void res.type('application/json').send('{"message": "broken');
      res.json(fault.body ?? { message: 'Injected fault', status: fault.status ?? 500 });
    };
    if (fault.delayMs) {
      const timer = setTimeout(act, fault.delayMs);
      res.on('close', () => clearTimeout(timer));
    } else act();
  };
}
