/**
 * W3C Trace Context (`traceparent`, `tracestate`), parsed and written without any library: this
 * runs for every request, also when no span is recorded (docs/OPERATIONS.md, "Tracing").
 *
 * `traceparent` is `version-traceid-parentid-flags` in lower-case hex. A header that breaks the
 * format (upper case, an all-zero id, version ff, a short field) is ignored and a fresh trace is
 * started, as the format asks: a server must not continue a trace it cannot read.
 */
import { randomFillSync } from 'node:crypto';

export interface SpanContext {
  /** 32 lower-case hex digits, not all zero. */
  traceId: string;
  /** 16 lower-case hex digits, not all zero. */
  spanId: string;
  /** The sampled flag: the caller records this trace. */
  sampled: boolean;
}

const HEX_ID = /^[0-9a-f]+$/;
const ALL_ZERO = /^0+$/;

function validId(value: string, length: number): boolean {
  return value.length === length && HEX_ID.test(value) && !ALL_ZERO.test(value);
}

/**
 * The caller's span from a `traceparent` header, or undefined when there is none or it cannot
 * be read. Versions after 00 are read by their first four fields, as the format allows.
 */
export function parseTraceparent(header: string | string[] | undefined): SpanContext | undefined {
  // Two traceparent headers are one too many: which one the caller meant cannot be told.
  if (typeof header !== 'string') return undefined;
  const value = header.trim();
  if (value.length < 55) return undefined;
  const version = value.slice(0, 2);
  if (!/^[0-9a-f]{2}$/.test(version) || version === 'ff') return undefined;
  if (version === '00' ? value.length !== 55 : value.length > 55 && value[55] !== '-') return undefined;
  if (value[2] !== '-' || value[35] !== '-' || value[52] !== '-') return undefined;
  const traceId = value.slice(3, 35);
  const spanId = value.slice(36, 52);
  const flags = value.slice(53, 55);
  if (!validId(traceId, 32) || !validId(spanId, 16) || !/^[0-9a-f]{2}$/.test(flags)) return undefined;
  return { traceId, spanId, sampled: (parseInt(flags, 16) & 1) === 1 };
}

/** The `traceparent` value naming `span` as the parent of whoever receives it. */
export function formatTraceparent(span: SpanContext): string {
  return `00-${span.traceId}-${span.spanId}-${span.sampled ? '01' : '00'}`;
}

/** The longest `tracestate` passed on; the format allows 32 members of at most 256 characters, but real ones are short. */
export const MAX_TRACESTATE_LENGTH = 512;
const TRACESTATE = /^[\x20-\x7e]*$/;

/**
 * The caller's `tracestate`, to pass on unchanged beside our own traceparent, or undefined when
 * absent, too long or not printable ASCII. Several header lines are one list, joined by commas.
 */
export function parseTracestate(header: string | string[] | undefined): string | undefined {
  const value = (Array.isArray(header) ? header.join(',') : header)?.trim();
  if (!value || value.length > MAX_TRACESTATE_LENGTH || !TRACESTATE.test(value)) return undefined;
  return value;
}

/**
 * Random ids from a pool refilled 4 KB at a time: a call to the system's random source per id
 * would cost more than the rest of the propagation together.
 */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let used = POOL_BYTES;

function randomHex(bytes: number): string {
  for (;;) {
    if (used + bytes > POOL_BYTES) {
      randomFillSync(pool);
      used = 0;
    }
    const start = used;
    used += bytes;
    // An all-zero id is invalid; with 8 or 16 random bytes it never happens in practice, but it must not be sent.
    for (let at = start; at < used; at++) if (pool[at] !== 0) return pool.toString('hex', start, used);
  }
}

export const newTraceId = (): string => randomHex(16);
export const newSpanId = (): string => randomHex(8);
