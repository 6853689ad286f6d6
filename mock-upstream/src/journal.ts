/** Every request the mock receives, with its headers and body, for tests to assert on. */
import type { NextFunction, Request, Response } from 'express';

export interface JournalEntry {
  at: number;
  method: string;
  /** Which upstream answered: main, cloud or rd. */
  upstream: string;
  /** The path on that upstream (without its base path), with the query string. */
  path: string;
  /** The request target exactly as it arrived on the wire (before any routing), e.g. '/main/a/../b'. */
  target: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  status?: number;
}

export class Journal {
  private entries: JournalEntry[] = [];
  constructor(private readonly limit = 5000) {}

  record(entry: JournalEntry): JournalEntry {
    this.entries.push(entry);
    if (this.entries.length > this.limit) this.entries.splice(0, this.entries.length - this.limit);
    return entry;
  }

  list(filter: { path?: string; method?: string; upstream?: string } = {}): JournalEntry[] {
    return this.entries.filter(
      (e) =>
        (filter.path === undefined || e.path.split('?')[0] === filter.path || e.path.startsWith(filter.path)) &&
        (filter.method === undefined || e.method === filter.method.toUpperCase()) &&
        (filter.upstream === undefined || e.upstream === filter.upstream),
    );
  }

  clear(): void {
    this.entries = [];
  }
}

/** Records the request; the status is filled in when the answer is sent. */
export function journalMiddleware(journal: Journal, upstream: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const entry = journal.record({
      at: Date.now(),
      method: req.method,
      upstream,
      path: req.url,
      target: req.originalUrl,
      headers: { ...req.headers },
      body: req.body,
    });
    res.on('finish', () => {
      entry.status = res.statusCode;
    });
    next();
  };
}
