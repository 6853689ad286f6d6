/**
 * The one line per request, serialised by the engine's JSON.stringify and handed to the logger's
 * own destination, instead of through pino's per-key serialiser: that serialiser (its string
 * escaper, its safe stringify of the nested `req` and `res`) was ~4 µs of a proxied call's
 * ~95 µs of CPU time (bench/profile.ts, docs/decisions/0019-proxy-per-call-cpu.md).
 *
 * The line stays pino's, byte for byte: the level field, time and child bindings are the
 * logger's own (pino's public `symbols`), and the level check and the destination (with its
 * buffering) are unchanged. When the writer is made, it writes a set of awkward lines both ways
 * (quotes, control characters, a lone surrogate, a missing field) and takes the short way only
 * if every one comes out the same; a logger configured otherwise (serialisers, formatters, a
 * mixin, hooks, a destination that wants pino's metadata) keeps pino's own path.
 */
import pino, { type Logger } from 'pino';

export type RequestLineLevel = 'info' | 'warn' | 'error';

/** The request line's fields, in the order they are written. */
export interface RequestLine {
  /** What the line says about the request: a few fields, never its headers or cookies. */
  req: {
    id: string;
    method: string;
    url: string;
    userAgent?: string;
    /** The client's address as the site sees it: `req.ip`, which honours TRUST_PROXY. */
    remoteAddress?: string;
  };
  trace_id: string;
  span_id: string;
  res: { statusCode: number };
  responseTime: number;
}

export type RequestLineWriter = (level: RequestLineLevel, line: RequestLine, msg: string) => void;

const S = pino.symbols;
/** Present at run time, missing from pino's types. */
const MSG_PREFIX = (S as unknown as Record<string, symbol | undefined>).msgPrefixSym;

/** pino's internals this file reads, by their public symbols. */
interface PinoInternals {
  [S.lsCacheSym]: Record<number, string>;
  [S.chindingsSym]: string;
  [S.endSym]: string;
  [S.messageKeySym]: string;
  [S.timeSym]: () => string;
  [S.asJsonSym]: (obj: object, msg: string, num: number, time: string) => string;
  [S.streamSym]: { write: (line: string) => void; [S.needsMetadataGsym]?: boolean };
  [S.mixinSym]?: unknown;
  [S.hooksSym]?: { streamWrite?: unknown };
}

/** Lines both ways must agree on before the short way is taken. */
const SAMPLES: RequestLine[] = [
  {
    req: { id: 'a1', method: 'GET', url: '/api/info/region', userAgent: 'wrk', remoteAddress: '127.0.0.1' },
    trace_id: '0af7651916cd43dd8448eb211c80319c',
    span_id: 'b7ad6b7169203331',
    res: { statusCode: 200 },
    responseTime: 3,
  },
  {
    req: { id: 'b-2', method: 'POST', url: '/api/x?q="\\\u0001\u2028é\ud800', remoteAddress: '::1' },
    trace_id: '',
    span_id: '',
    res: { statusCode: 503 },
    responseTime: 0,
  },
];

export function requestLineWriter(logger: Logger): RequestLineWriter {
  const slow: RequestLineWriter = (level, line, msg) => logger[level](line, msg);
  const p = logger as unknown as PinoInternals;
  const stream = p[S.streamSym];
  const msgPrefix = MSG_PREFIX === undefined ? undefined : (logger as unknown as Record<symbol, unknown>)[MSG_PREFIX];
  if (p[S.mixinSym] || msgPrefix || p[S.hooksSym]?.streamWrite || stream[S.needsMetadataGsym]) return slow;

  const messageKey = JSON.stringify(p[S.messageKeySym]);
  const text = (num: number, line: RequestLine, msg: string, time: string) =>
    `${p[S.lsCacheSym][num]}${time}${p[S.chindingsSym]},${JSON.stringify(line).slice(1, -1)},${messageKey}:${JSON.stringify(msg)}${p[S.endSym]}`;
  const levels = logger.levels.values;
  for (const sample of SAMPLES) {
    for (const msg of ['request completed', 'request errored']) {
      const num = levels.info!;
      if (text(num, sample, msg, ',"time":"T"') !== p[S.asJsonSym](sample, msg, num, ',"time":"T"')) return slow;
    }
  }
  return (level, line, msg) => stream.write(text(levels[level]!, line, msg, p[S.timeSym]()));
}
