/**
 * Loaded into bench:tracing's exporting site with `node --import ./bench/tracing-export-stub.ts`
 * when BENCH_TRACING_EXPORT is set (Node 24 strips the types itself), to split what export costs
 * from what recording costs. It replaces the official OTLP exporter base's `export` before the
 * site loads it (the same module instance: both import the package's ESM entry):
 * - `noop`: the batch is answered as sent without being touched (spans recorded and batched only);
 * - `serialize`: the batch is turned into the OTLP JSON body by the official serializer, not sent.
 * Either way the collector receives nothing; on stderr at exit, how many spans (or bytes) it saw.
 */
import { OTLPExporterBase } from '@opentelemetry/otlp-exporter-base';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import type { ReadableSpan } from '@opentelemetry/sdk-trace';

type Answer = (result: { code: number }) => void;

const mode = process.env.BENCH_TRACING_EXPORT;
const base = OTLPExporterBase.prototype as { export(spans: ReadableSpan[], done: Answer): void };
let seen = 0;
if (mode === 'noop' || mode === 'serialize') {
  base.export = (spans, done) => {
    seen += mode === 'noop' ? spans.length : JsonTraceSerializer.serializeRequest(spans)!.length;
    // Answered on a later turn, as a sent batch is: the batch processor expects that.
    setImmediate(() => done({ code: 0 }));
  };
  process.on('exit', () => process.stderr.write(`export stub (${mode}): ${seen} ${mode === 'noop' ? 'spans' : 'bytes'} not sent\n`));
}
