/**
 * A request's trace is decided before the OpenTelemetry SDK is touched (server/src/tracing/sampling.ts),
 * and the decision must be the one the SDK's own sampler takes for the same setting: the SDK's
 * samplers and ours, side by side, on the same trace ids and callers.
 */
import * as api from '@opentelemetry/api';
import * as sdk from '@opentelemetry/sdk-trace';
import { describe, expect, it } from 'vitest';
import { TRACE_SAMPLERS } from '#server/config.ts';
import { sampleDecision } from '#server/tracing/sampling.ts';
import { newSpanId, newTraceId, type SpanContext } from '#server/tracing/trace-context.ts';

function sdkSampler(sampler: (typeof TRACE_SAMPLERS)[number], ratio: number): sdk.Sampler {
  const root = {
    always_on: new sdk.AlwaysOnSampler(),
    always_off: new sdk.AlwaysOffSampler(),
    traceidratio: new sdk.TraceIdRatioBasedSampler(ratio),
  };
  switch (sampler) {
    case 'always_on':
    case 'always_off':
    case 'traceidratio':
      return root[sampler];
    case 'parentbased_always_on':
      return new sdk.ParentBasedSampler({ root: root.always_on });
    case 'parentbased_always_off':
      return new sdk.ParentBasedSampler({ root: root.always_off });
    case 'parentbased_traceidratio':
      return new sdk.ParentBasedSampler({ root: root.traceidratio });
  }
}

/** What the SDK decides for a server span of this trace, under this caller. */
function sdkRecords(sampler: sdk.Sampler, traceId: string, caller: SpanContext | undefined): boolean {
  const flags = caller?.sampled ? api.TraceFlags.SAMPLED : api.TraceFlags.NONE;
  const remote = caller && api.trace.wrapSpanContext({ ...caller, traceFlags: flags, isRemote: true });
  const parent = remote ? api.trace.setSpan(api.ROOT_CONTEXT, remote) : api.ROOT_CONTEXT;
  return sampler.shouldSample(parent, traceId, 'GET', api.SpanKind.SERVER, {}, []).decision !== api.SamplingDecision.NOT_RECORD;
}

const TRACE_IDS = [
  ...Array.from({ length: 4000 }, () => newTraceId()),
  '00000000000000000000000000000001',
  'ffffffffffffffffffffffffffffffff',
  '80000000000000000000000000000000',
  '0000000000000000000000001999999a',
];
const RATIOS = [0, 0.0001, 0.01, 0.1, 0.25, 0.5, 0.999, 1];

describe('the sampling decision taken before the SDK', () => {
  it('is the SDK sampler’s own for every sampler, ratio and caller', () => {
    const mismatches: string[] = [];
    for (const name of TRACE_SAMPLERS) {
      for (const ratio of RATIOS) {
        const ours = sampleDecision({ sampler: name, samplerArg: ratio });
        const theirs = sdkSampler(name, ratio);
        for (const traceId of TRACE_IDS) {
          for (const caller of [
            undefined,
            { traceId, spanId: newSpanId(), sampled: true },
            { traceId, spanId: newSpanId(), sampled: false },
          ]) {
            if (ours(traceId, caller) !== sdkRecords(theirs, traceId, caller))
              mismatches.push(`${name} ${ratio} ${traceId} caller ${caller ? (caller.sampled ? 'sampled' : 'not sampled') : 'none'}`);
          }
        }
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('records about the share the ratio asks for', () => {
    const tenth = sampleDecision({ sampler: 'parentbased_traceidratio', samplerArg: 0.1 });
    const recorded = TRACE_IDS.filter((id) => tenth(id, undefined)).length / TRACE_IDS.length;
    expect(recorded).toBeGreaterThan(0.08);
    expect(recorded).toBeLessThan(0.12);
  });

  it('takes every trace when the ratio is not given', () => {
    const decide = sampleDecision({ sampler: 'traceidratio', samplerArg: undefined });
    expect(TRACE_IDS.every((id) => decide(id, undefined))).toBe(true);
  });
});
