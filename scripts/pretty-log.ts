/**
 * Log lines for people: `npm start` and `npm run dev` print the server's pino lines through
 * pino-pretty (time, level, then "GET /path → 200 (3 ms)" for requests). Production (`npm run
 * serve`, the container) keeps one JSON object per line for the log pipeline.
 */
import type { DestinationStream } from 'pino';
import pinoPretty from 'pino-pretty';

const options: pinoPretty.PrettyOptions = {
  colorize: Boolean(process.stdout.isTTY),
  translateTime: 'SYS:HH:MM:ss',
  singleLine: true,
  // A request line says what happened in its message; the rest of its fields are noise here.
  ignore: 'pid,hostname,req,res,responseTime,trace_id,span_id',
  messageFormat: (log, messageKey) => {
    const req = log.req as { method?: string; url?: string } | undefined;
    const res = log.res as { statusCode?: number } | undefined;
    if (req?.method && res?.statusCode) return `${req.method} ${req.url} → ${res.statusCode} (${String(log.responseTime)} ms)`;
    return String(log[messageKey] ?? '');
  },
};

const format = pinoPretty.prettyFactory(options);

/** A destination for pino that prints each line for people; `skip` drops lines nobody needs to read. */
export function prettyStream(skip?: (log: Record<string, unknown>) => boolean): DestinationStream {
  return {
    write(line: string) {
      const log = JSON.parse(line) as Record<string, unknown>;
      if (!skip?.(log)) process.stdout.write(format(log));
    },
  };
}

/** One line of a child process's output: a pino JSON line made readable; anything else as it came. */
export function prettyLine(line: string): string {
  if (!line.startsWith('{"level":')) return `${line}\n`;
  try {
    return format(JSON.parse(line));
  } catch {
    return `${line}\n`;
  }
}
