/**
 * The tracing layer's own cost per request, in process: what the request logger and the proxy do
 * for each proxied call (start the request's trace, enter it, one upstream span, end both), with
 * nothing recorded and with the OpenTelemetry SDK exporting to a stand-in collector, the event
 * loop let through every 64 requests so the batch exporter runs as it would under load. CPU time
 * of this process (user + system) per request, so other work on the machine disturbs it far less
 * than a throughput figure. Part of `npm run bench:tracing` (bench/tracing.ts).
 */
import type { IncomingMessage } from 'node:http';
import pino from 'pino';
import { propagationOnly, type Tracing } from '../server/src/tracing/tracing';
import { startOtelTracing } from '../server/src/tracing/otel';
import type { TracingSettings } from '../server/src/config';

const REQUESTS = 100_000;
const BATCH = 64;

export interface TracingCost {
  label: string;
  cpuUsPerRequest: number;
  spansDropped: boolean;
}

function cpuUs(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

async function measure(tracing: Tracing, traceparent: string | undefined): Promise<number> {
  const req = { headers: traceparent ? { traceparent } : {} } as IncomingMessage;
  const facts = { method: 'GET', url: '/api/info/region', clientAddress: '203.0.113.77', userAgent: 'bench' };
  const before = cpuUs();
  for (let i = 0; i < REQUESTS; i += BATCH) {
    for (let j = 0; j < BATCH; j++) {
      const trace = tracing.start(req, facts, true);
      tracing.enter(trace, () => {
        const span = trace.upstream('region', 'main');
        span.end({ status: 200 });
      });
      trace.end(200, 'api');
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  return (cpuUs() - before) / REQUESTS;
}

/** Each configuration measured twice, alternating, keeping the lower figure (the less disturbed run). */
export async function tracingCost(
  collectorUrl: string,
  traceparent: string | undefined,
  settings: TracingSettings,
): Promise<TracingCost[]> {
  let dropped = false;
  const logger = pino({ level: 'warn' }, { write: (line: string) => void (dropped ||= line.includes('Dropped')) });
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = collectorUrl;
  const otel = await startOtelTracing({ ...settings, endpoint: collectorUrl }, 'bench', logger);
  const off: number[] = [];
  const on: number[] = [];
  await measure(propagationOnly, traceparent);
  await measure(otel, traceparent);
  for (let round = 0; round < 2; round++) {
    off.push(await measure(propagationOnly, traceparent));
    on.push(await measure(otel, traceparent));
  }
  await otel.shutdown();
  return [
    { label: 'nothing recorded (no OTEL_EXPORTER_OTLP_ENDPOINT)', cpuUsPerRequest: Math.min(...off), spansDropped: false },
    {
      label: `recorded and exported (${settings.sampler}${settings.samplerArg === undefined ? '' : ` ${settings.samplerArg}`})`,
      cpuUsPerRequest: Math.min(...on),
      spansDropped: dropped,
    },
  ];
}
