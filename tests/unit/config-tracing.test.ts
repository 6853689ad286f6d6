/** OpenTelemetry's standard variables in the environment schema (docs/OPERATIONS.md, "Tracing"). */
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, loadConfig } from '#server/config.ts';
import { configProblems } from '../helpers/config-problems';
import { OTEL_SETTINGS } from '../helpers/deploy-files';

describe('tracing settings', () => {
  it('record nothing by default, and follow the caller’s sampling decision once recording', () => {
    expect(loadConfig({}).tracing).toEqual({
      endpoint: undefined,
      sampler: 'parentbased_always_on',
      samplerArg: undefined,
      exportBatchSize: 512,
    });
  });

  it('take an endpoint, a sampler and its ratio', () => {
    const config = loadConfig({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318/',
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.25',
      OTEL_SERVICE_NAME: 'site-eu',
      OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment=prod',
      OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=abc',
    });
    expect(config.tracing).toEqual({
      endpoint: 'http://otel-collector:4318',
      sampler: 'parentbased_traceidratio',
      samplerArg: 0.25,
      exportBatchSize: 512,
    });
  });

  it('name each bad value', () => {
    const problems = configProblems({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'otel-collector:4318',
      OTEL_TRACES_SAMPLER: 'jaeger_remote',
      OTEL_TRACES_SAMPLER_ARG: '1.5',
      OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '0',
    });
    expect(problems.some((p) => p.startsWith('OTEL_EXPORTER_OTLP_ENDPOINT:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('OTEL_TRACES_SAMPLER:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('OTEL_TRACES_SAMPLER_ARG:') && p.includes('0 to 1'))).toBe(true);
    expect(problems.some((p) => p.startsWith('OTEL_BSP_MAX_EXPORT_BATCH_SIZE:') && p.includes('1 to 2048'))).toBe(true);
  });

  it('take the spans per export from OTEL_BSP_MAX_EXPORT_BATCH_SIZE', () => {
    expect(loadConfig({ OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '64' }).tracing.exportBatchSize).toBe(64);
  });

  it('are all variables the server reads (so .env.example and the deploy files may set them)', () => {
    for (const key of OTEL_SETTINGS) expect(ENV_VARIABLES).toContain(key);
  });
});
