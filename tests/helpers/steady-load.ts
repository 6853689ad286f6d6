/**
 * A steady load through a stack's edge while something changes under it (a certificate renewal,
 * a rolling update): `workers` loops of one GET, each answer judged.
 *
 * When nginx reloads, its old workers finish the requests they have and close their idle
 * keep-alive connections; a request sent on one at that instant finds it closed before any answer.
 * Clients (browsers, and HTTP's rules for idempotent requests) send it again on a new connection.
 * This load does the same, once, on a connection of its own (the pool's other idle connections may
 * be closing too), and counts it (`resent`); a request that fails again, or gets an answer the
 * caller does not accept, is a failure.
 */
import https from 'node:https';

export interface Answer {
  status: number;
  body: string;
}

/** Whether a fetch failed because its kept-alive connection was closed before any answer. */
export function closedBeforeAnswer(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string } }).cause;
  return cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET';
}

/** GET an https URL on a connection of its own (never one a pool kept alive). */
export function getOnNewConnection(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.get(url, { agent: false, servername: 'localhost', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.once('error', reject);
    });
    req.once('error', reject);
  });
}

export interface SteadyLoadOptions {
  workers: number;
  headers?: Record<string, string>;
  /** Whether an answer counts as answered; any other is a failure. */
  accept: (answer: Answer) => boolean;
  /** A pause after each request, per worker. */
  pauseMs?: number;
}

export class SteadyLoad {
  ok = 0;
  resent = 0;
  failed: string[] = [];
  private running = true;
  private readonly loops: Promise<void>[];

  constructor(
    private readonly url: string,
    private readonly options: SteadyLoadOptions,
  ) {
    this.loops = Array.from({ length: options.workers }, () => this.loop());
  }

  private async get(): Promise<Answer> {
    const headers = this.options.headers ?? {};
    try {
      const res = await fetch(this.url, { headers, signal: AbortSignal.timeout(15_000) });
      return { status: res.status, body: await res.text() };
    } catch (err) {
      if (!closedBeforeAnswer(err)) throw err;
      this.resent++;
      return getOnNewConnection(this.url, headers);
    }
  }

  private async loop() {
    while (this.running) {
      try {
        const answer = await this.get();
        if (this.options.accept(answer)) this.ok++;
        else this.failed.push(`${answer.status} ${answer.body.slice(0, 120)}`);
      } catch (err) {
        this.failed.push(`${String(err)} (${String((err as { cause?: unknown }).cause)})`);
      }
      if (this.options.pauseMs) await new Promise((r) => setTimeout(r, this.options.pauseMs));
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }
}
