/**
 * Without OTEL_EXPORTER_OTLP_ENDPOINT the server never loads OpenTelemetry (docs/OPERATIONS.md,
 * "Tracing"): the only value imports of an `@opentelemetry/*` package are `import()` calls in
 * server/src/tracing/otel.ts, itself imported on demand; everywhere else only types. The client
 * never imports one at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/processes';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const STATIC_IMPORT = /^\s*import\s+(?!type\b)[^;]*from\s+['"](@opentelemetry\/[^'"]+|\.\/otel|\.\.\/tracing\/otel)['"]/gm;
const DYNAMIC_IMPORT = /(?<!typeof )import\(\s*['"](@opentelemetry\/[^'"]+|\.\/otel)['"]\s*\)/g;

describe('OpenTelemetry is loaded only on demand', () => {
  it('is imported as a value nowhere in the server but by import() in the tracing module', () => {
    const offenders: string[] = [];
    const dynamic: string[] = [];
    for (const file of sources(path.join(ROOT, 'server/src'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(STATIC_IMPORT)) offenders.push(`${path.relative(ROOT, file)}: ${match[0].trim()}`);
      for (const match of text.matchAll(DYNAMIC_IMPORT)) dynamic.push(`${path.relative(ROOT, file)} ${match[1]}`);
    }
    expect(offenders).toEqual([]);
    expect(dynamic.sort()).toEqual(
      [
        'server/src/tracing/otel.ts @opentelemetry/api',
        'server/src/tracing/otel.ts @opentelemetry/otlp-exporter-base',
        'server/src/tracing/otel.ts @opentelemetry/otlp-exporter-base/node-http',
        'server/src/tracing/otel.ts @opentelemetry/otlp-transformer',
        'server/src/tracing/otel.ts @opentelemetry/resources',
        'server/src/tracing/otel.ts @opentelemetry/sdk-trace',
        'server/src/tracing/tracing.ts ./otel',
      ].sort(),
    );
  });

  it('is never imported by the client', () => {
    const offenders = sources(path.join(ROOT, 'client/src')).filter((file) => fs.readFileSync(file, 'utf8').includes('@opentelemetry/'));
    expect(offenders).toEqual([]);
  });
});
