/**
 * The bench's stand-in collector counts spans without parsing the export: the count must still be
 * every span the site's own exporter sent, or `npm run bench:tracing` could not say that the
 * collector received every span of the rounds.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { context, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { jsonSpanCounter, startOtlpSink, type OtlpSink } from '../../bench/otlp-sink';

describe('jsonSpanCounter', () => {
  const body = Buffer.from(JSON.stringify({ spans: [{ spanId: 'a', parentSpanId: 'b' }, { spanId: 'c' }, { spanId: 'd' }] }));

  it('counts one span per "spanId" key, not the parent ids', () => {
    const counter = jsonSpanCounter();
    counter.push(body);
    expect(counter.spans()).toBe(3);
  });

  it('counts a key split across two chunks once, wherever the split falls', () => {
    for (let at = 0; at <= body.length; at++) {
      const counter = jsonSpanCounter();
      counter.push(body.subarray(0, at));
      counter.push(body.subarray(at));
      expect(counter.spans(), `split at ${at}`).toBe(3);
    }
  });

  it('counts a body fed one byte at a time', () => {
    const counter = jsonSpanCounter();
    for (let at = 0; at < body.length; at++) counter.push(body.subarray(at, at + 1));
    expect(counter.spans()).toBe(3);
  });
});

describe('the stand-in collector', () => {
  let sink: OtlpSink | undefined;
  afterAll(() => sink?.close());

  it('receives every span the OTLP/HTTP exporter sends, in batches', async () => {
    sink = await startOtlpSink();
    const provider = new TracerProvider({
      spanProcessors: [
        new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: `${sink.url}/v1/traces` }), maxExportBatchSize: 100 }),
      ],
    });
    const tracer = provider.getTracer('bench-otlp-sink-test');
    for (let i = 0; i < 750; i++) {
      const parent = tracer.startSpan('GET api', { attributes: { 'url.path': '/api/info/region' } });
      tracer.startSpan('upstream region', {}, trace.setSpan(context.active(), parent)).end();
      parent.end();
    }
    await provider.forceFlush();
    await provider.shutdown();
    expect(sink.received().spans).toBe(1500);
    expect(sink.received().exports).toBeGreaterThanOrEqual(15);
  });
});
