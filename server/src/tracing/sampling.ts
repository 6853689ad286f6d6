/**
 * Whether a request's trace is recorded, decided before the OpenTelemetry SDK is touched
 * (otel.ts): with a tenth of the traces sampled, nine requests in ten must cost what they cost
 * with tracing off. Asking the SDK's sampler took a context, an attributes object and a hex check
 * per request (about 1 µs, docs/decisions/0017-tracing-cost-and-sampling.md); this is a switch and
 * one XOR over the trace id.
 *
 * The decisions are the SDK's own for the samplers OTEL_TRACES_SAMPLER may name (config.ts), so a
 * trace is recorded here exactly when the SDK's sampler would record it
 * (tests/unit/tracing-sampling.test.ts holds the two side by side):
 * - `always_on`, `always_off`: yes, no;
 * - `traceidratio`: the trace id's four 32-bit words XORed together, below the ratio's share of
 *   2^32 - 1 (1 takes every trace);
 * - `parentbased_*`: the caller's sampled flag when a `traceparent` could be read, else the root
 *   sampler named after the prefix.
 */
import type { TracingSettings } from '../config';
import type { SpanContext } from './trace-context';

/** The caller's span (parsed `traceparent`), or undefined, and the trace id the request carries. */
export type SampleDecision = (traceId: string, caller: SpanContext | undefined) => boolean;

const TWO_TO_32 = 2 ** 32;

/** One lower-case hex digit's value (trace ids are checked lower-case hex before they get here). */
const nibble = (code: number) => (code <= 57 ? code - 48 : code - 87);

/**
 * The trace id's four 32-bit words XORed together, as an unsigned 32-bit number: digit by digit
 * (the XOR of the four words' digits at each place), so no substring is made for the nine
 * requests in ten that are declined.
 */
function traceIdWord(traceId: string): number {
  let word = 0;
  for (let place = 0; place < 8; place++) {
    let digit = 0;
    for (let at = place; at < 32; at += 8) digit ^= nibble(traceId.charCodeAt(at));
    word = (word << 4) | digit;
  }
  return word >>> 0;
}

/** The ratio sampler: traces whose id word falls below the ratio's share of 2^32 - 1. */
function ratioDecision(ratio: number): (traceId: string) => boolean {
  const share = Math.min(Math.max(ratio, 0), 1);
  const bound = share === 1 ? TWO_TO_32 : Math.floor(share * (TWO_TO_32 - 1));
  if (bound === 0) return () => false;
  if (bound === TWO_TO_32) return () => true;
  return (traceId) => traceIdWord(traceId) < bound;
}

export function sampleDecision(settings: Pick<TracingSettings, 'sampler' | 'samplerArg'>): SampleDecision {
  const ratio = ratioDecision(settings.samplerArg ?? 1);
  switch (settings.sampler) {
    case 'always_on':
      return () => true;
    case 'always_off':
      return () => false;
    case 'traceidratio':
      return (traceId) => ratio(traceId);
    case 'parentbased_always_on':
      return (_traceId, caller) => caller?.sampled ?? true;
    case 'parentbased_always_off':
      return (_traceId, caller) => caller?.sampled ?? false;
    case 'parentbased_traceidratio':
      return (traceId, caller) => (caller ? caller.sampled : ratio(traceId));
  }
}
