/**
 * W3C traceparent and tracestate as the server reads and writes them (server/src/tracing/trace-context.ts):
 * a header that breaks the format is ignored (a fresh trace starts), never continued.
 */
import { describe, expect, it } from 'vitest';
import { formatTraceparent, newSpanId, newTraceId, parseTraceparent, parseTracestate } from '#server/tracing/trace-context.ts';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';

describe('traceparent', () => {
  it('reads a valid header, sampled or not', () => {
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-01`)).toEqual({ traceId: TRACE, spanId: SPAN, sampled: true });
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-00`)).toEqual({ traceId: TRACE, spanId: SPAN, sampled: false });
    // Other flag bits are not ours to read; the sampled bit is.
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-03`)?.sampled).toBe(true);
  });

  it('reads the first four fields of a later version, and nothing of version ff', () => {
    expect(parseTraceparent(`01-${TRACE}-${SPAN}-01-what-comes-later`)).toEqual({ traceId: TRACE, spanId: SPAN, sampled: true });
    expect(parseTraceparent(`01-${TRACE}-${SPAN}-01`)?.traceId).toBe(TRACE);
    expect(parseTraceparent(`ff-${TRACE}-${SPAN}-01`)).toBeUndefined();
  });

  it.each([
    ['upper case', `00-${TRACE.toUpperCase()}-${SPAN}-01`],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-${SPAN}-01`],
    ['an all-zero parent id', `00-${TRACE}-${'0'.repeat(16)}-01`],
    ['a short trace id', `00-${TRACE.slice(1)}-${SPAN}-01`],
    ['a non-hex flag', `00-${TRACE}-${SPAN}-0x`],
    ['extra fields on version 00', `00-${TRACE}-${SPAN}-01-extra`],
    ['a wrong separator', `00_${TRACE}-${SPAN}-01`],
    ['a later version glued to more text', `01-${TRACE}-${SPAN}-01x`],
    ['garbage', 'not a traceparent at all, but long enough to be measured for one'],
    ['an empty header', ''],
  ])('ignores %s', (_what, header) => {
    expect(parseTraceparent(header)).toBeUndefined();
  });

  it('ignores two traceparent headers: which one was meant cannot be told', () => {
    expect(parseTraceparent([`00-${TRACE}-${SPAN}-01`, `00-${TRACE}-${SPAN}-01`])).toBeUndefined();
    expect(parseTraceparent(undefined)).toBeUndefined();
  });

  it('writes what it reads', () => {
    const span = { traceId: TRACE, spanId: SPAN, sampled: true };
    expect(formatTraceparent(span)).toBe(`00-${TRACE}-${SPAN}-01`);
    expect(parseTraceparent(formatTraceparent({ ...span, sampled: false }))).toEqual({ ...span, sampled: false });
  });

  it('makes fresh ids of the right shape, never twice the same', () => {
    const traces = new Set(Array.from({ length: 2000 }, newTraceId));
    const spans = new Set(Array.from({ length: 2000 }, newSpanId));
    expect(traces.size).toBe(2000);
    expect(spans.size).toBe(2000);
    for (const id of traces) expect(id).toMatch(/^[0-9a-f]{32}$/);
    for (const id of spans) expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(parseTraceparent(formatTraceparent({ traceId: newTraceId(), spanId: newSpanId(), sampled: false }))).toBeDefined();
  });
});

describe('tracestate', () => {
  it('passes a printable list on unchanged, several header lines joined', () => {
    expect(parseTracestate('vendor=abc,other=1')).toBe('vendor=abc,other=1');
    expect(parseTracestate(['vendor=abc', 'other=1'])).toBe('vendor=abc,other=1');
  });

  it('drops an empty, overlong or unprintable one', () => {
    expect(parseTracestate(undefined)).toBeUndefined();
    expect(parseTracestate('  ')).toBeUndefined();
    expect(parseTracestate(`v=${'x'.repeat(600)}`)).toBeUndefined();
    expect(parseTracestate('v=a\u0000b')).toBeUndefined();
    expect(parseTracestate('v=caf\u00e9')).toBeUndefined();
  });
});
