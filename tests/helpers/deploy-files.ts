/** The deployment files' shared values, as the ops tests read them. */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes';

/** deploy/demo.env as `set -a; . deploy/demo.env` or `--env-file deploy/demo.env` gives it. */
export function demoEnv(): Record<string, string> {
  return Object.fromEntries(
    fs
      .readFileSync(path.join(ROOT, 'deploy/demo.env'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/**
 * The standard OpenTelemetry variables (OTLP/HTTP trace export; unset = off). The stacks pass them
 * to the site as optional settings, and the config schema validates them (tests/unit/config-tracing.test.ts).
 */
export const OTEL_SETTINGS = [
  'OTEL_EXPORTER_OTLP_ENDPOINT',
  'OTEL_EXPORTER_OTLP_HEADERS',
  'OTEL_SERVICE_NAME',
  'OTEL_TRACES_SAMPLER',
  'OTEL_TRACES_SAMPLER_ARG',
  'OTEL_RESOURCE_ATTRIBUTES',
];
