/**
 * One zod schema over the environment (BEHAVIOUR §12), parsed once at start-up.
 * An invalid environment fails with every bad variable named in one message.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { youTubeEmbedUrl } from '#contract/video.ts';
import type { UpstreamName } from '#contract/api-calls.ts';

export const DEMO_APP_KEY = 'demo-app-key-not-secret';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The samplers OTEL_TRACES_SAMPLER may name (the SDK's own; the remote ones are not supported). */
export const TRACE_SAMPLERS = [
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
  'always_on',
  'always_off',
  'traceidratio',
] as const;

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const upstreamUrl = optionalString.pipe(
  z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
);

const csv = optionalString.transform((v) =>
  v === undefined
    ? []
    : v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
);

const intWithin = (min: number, max: number, fallback: number) =>
  optionalString.transform((v, ctx) => {
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
      return z.NEVER;
    }
    return n;
  });

/** A port number (0 picks a free one), or undefined when unset. */
const optionalPort = optionalString.transform((v, ctx) => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    ctx.addIssue({ code: 'custom', message: 'must be a port number' });
    return z.NEVER;
  }
  return n;
});

const envSchema = z.object({
  NODE_ENV: optionalString.pipe(z.enum(['development', 'production', 'test']).optional()),
  PORT: intWithin(0, 65535, 3000),
  HOST: optionalString,
  MAIN_API_URL: upstreamUrl,
  CLOUD_API_URL: upstreamUrl,
  REMOTE_DESKTOP_URL: upstreamUrl,
  APP_KEY: optionalString,
  TRUST_PROXY: optionalString,
  STRIPE_PUBLISHABLE_KEY_LIVE: optionalString,
  STRIPE_PUBLISHABLE_KEY_TEST: optionalString,
  STRIPE_LIVE_HOSTS: csv,
  BUILDER_API_KEY: optionalString,
  /** The home page's videos: YouTube links; unset, the Play trailer button or the how-to section is not shown. */
  TRAILER_VIDEO_URL: optionalString,
  HOWTO_VIDEO_URL: optionalString,
  /** The site's public origin for canonical URLs and the sitemap; required in production, else http://localhost:PORT. */
  SITE_URL: upstreamUrl,
  /**
   * The request header in which the CDN or load balancer in front of the site puts the visitor's
   * country code (e.g. CF-IPCountry): the last signal of the page language (JP reads Japanese). Unset: none.
   */
  REGION_HEADER: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'must be a request header name, e.g. CF-IPCountry')
      .transform((v) => v.toLowerCase())
      .optional(),
  ),
  CATALOG_MEDIA_IDS: csv,
  CATALOG_CACHE_SECONDS: intWithin(0, 3_600, 30),
  LOG_LEVEL: optionalString.pipe(z.enum(LOG_LEVELS).optional()).transform((v) => v ?? 'info'),
  STATIC_DIR: optionalString,
  SHUTDOWN_GRACE_MS: intWithin(0, 120_000, 10_000),
  RATE_LIMIT_PER_MINUTE: intWithin(1, 100_000, 10),
  UPSTREAM_TIMEOUT_MS: intWithin(1_000, 120_000, 15_000),
  /** Shared state between instances (renewal lock, rate-limit counters); unset: per instance. */
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' }).optional()),
  /** The Prometheus /metrics port (0 picks a free one); unset: no metrics server. Never the public port. */
  METRICS_PORT: optionalPort,
  /** Demo only: the embedded mock rotates refresh tokens and treats reuse as theft. */
  MOCK_ROTATE_REFRESH_TOKENS: optionalString
    .pipe(z.enum(['true', 'false', '1', '0']).optional())
    .transform((v) => v === 'true' || v === '1'),
  /** Demo only: the port of the embedded mock upstream (0 picks a free one). */
  MOCK_UPSTREAM_PORT: optionalPort,
  /** Demo only: where the client loads the payment provider's script from (the mock's stand-in). */
  STRIPE_JS_URL: upstreamUrl,
  /** OpenTelemetry's standard variables (docs/OPERATIONS.md, "Tracing"); without an endpoint nothing is recorded. */
  OTEL_EXPORTER_OTLP_ENDPOINT: upstreamUrl,
  OTEL_EXPORTER_OTLP_HEADERS: optionalString,
  OTEL_SERVICE_NAME: optionalString,
  OTEL_RESOURCE_ATTRIBUTES: optionalString,
  OTEL_TRACES_SAMPLER: optionalString.pipe(z.enum(TRACE_SAMPLERS).optional()).transform((v) => v ?? 'parentbased_always_on'),
  OTEL_TRACES_SAMPLER_ARG: optionalString.transform((v, ctx) => {
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0 || n > 1) {
      ctx.addIssue({ code: 'custom', message: 'must be a number from 0 to 1 (the share of traces recorded)' });
      return z.NEVER;
    }
    return n;
  }),
  /**
   * Spans per OTLP export (OpenTelemetry's standard name, which the SDK 3 no longer reads itself);
   * the SDK's own default. Smaller batches were tried against the garbage collection export adds,
   * without a difference the bench could show (docs/decisions/0017).
   */
  OTEL_BSP_MAX_EXPORT_BATCH_SIZE: intWithin(1, 2048, 512),
});

export type Env = z.infer<typeof envSchema>;

export type { UpstreamName } from '#contract/api-calls.ts';

/** Tracing as configured: an OTLP endpoint turns recording on (server/src/tracing/). */
export interface TracingSettings {
  endpoint: string | undefined;
  sampler: (typeof TRACE_SAMPLERS)[number];
  /** The ratio of the traceidratio samplers (1 when unset). */
  samplerArg: number | undefined;
  /** Spans per export (OTEL_BSP_MAX_EXPORT_BATCH_SIZE). */
  exportBatchSize: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  /** Demo mode: no upstream configured, not production; the embedded mock upstream serves. */
  demo: boolean;
  port: number;
  host: string | undefined;
  upstreams: Record<UpstreamName, string>;
  appKey: string;
  trustProxy: boolean | number | string;
  stripe: { liveKey: string | undefined; testKey: string | undefined; liveHosts: string[] };
  builderApiKey: string | undefined;
  /** Embed addresses of the home page's videos (null: not shown). */
  videos: { trailer: string | null; howTo: string | null };
  siteUrl: string | undefined;
  /** The request header carrying the visitor's country (lower case), set by a trusted proxy; undefined: none. */
  regionHeader: string | undefined;
  catalogMediaIds: string[];
  /** How long the server reuses a film it read for the catalog's HTML (0: read for every page). */
  catalogCacheSeconds: number;
  logLevel: (typeof LOG_LEVELS)[number];
  staticDir: string;
  shutdownGraceMs: number;
  rateLimitPerMinute: number;
  upstreamTimeoutMs: number;
  mockUpstreamPort: number | undefined;
  /** Demo only: the embedded mock rotates refresh tokens (reuse of an old one ends the session). */
  mockRotateRefreshTokens: boolean;
  /** Redis for state shared between instances; undefined: everything per instance. */
  redisUrl: string | undefined;
  /** Port of the separate Prometheus metrics server; undefined: none. */
  metricsPort: number | undefined;
  tracing: TracingSettings;
  /** Demo only: a stand-in for the payment provider's script; unset means the real one. */
  stripeJsUrl?: string;
  /** Demo only: where the page-builder SDK asks for content (the stand-in, on the site's origin); unset means the real service. */
  builderApiHost?: string;
  /** Demo only: the mock upstream whose third-party stand-ins the site relays under its own origin (stand-ins.ts). */
  standInsUrl?: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === 'false' || raw === 'off' || raw === '0') return false;
  if (raw === 'true' || raw === 'on') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw; // an address list or a preset such as 'loopback'
}

/**
 * Reads the environment into a Config. `upstreams` may be filled in later for demo mode
 * (the entry point starts the embedded mock and passes its URLs).
 */
export function loadConfig(raw: NodeJS.ProcessEnv = process.env, defaultStaticDir = 'dist/client'): Config {
  const problems: string[] = [];
  const source = withSecretFiles(raw, problems);
  // Each variable on its own, so that one bad value does not hide the checks below that need
  // only the others: every problem is named in one run (BEHAVIOUR §12, docs/OPERATIONS.md §1).
  const invalid = new Set<string>();
  const fields: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(envSchema.shape)) {
    const field = (schema as z.ZodType).safeParse(source[key]);
    if (field.success) fields[key] = field.data;
    else {
      invalid.add(key);
      for (const issue of field.error.issues) problems.push(`${key}: ${issue.message}`);
    }
  }
  // Every key either parsed (in `fields`) or is in `invalid`; the checks below read an invalid
  // one as unset and skip what it would decide, and the run ends with all problems named.
  const e = fields as Env;
  const env = e.NODE_ENV ?? 'development';
  const upstreamKeys = ['MAIN_API_URL', 'CLOUD_API_URL', 'REMOTE_DESKTOP_URL'] as const;
  const anyUpstream = upstreamKeys.some((k) => e[k] !== undefined || invalid.has(k));
  const production = env === 'production';

  if (production) {
    for (const key of upstreamKeys) {
      if (e[key] === undefined && !invalid.has(key)) problems.push(`${key}: required in production (an http(s) URL of the upstream)`);
    }
    if (e.APP_KEY === undefined) problems.push('APP_KEY: required in production');
    else if (e.APP_KEY === DEMO_APP_KEY) problems.push('APP_KEY: the demo key is not allowed in production');
    if (e.SITE_URL === undefined && !invalid.has('SITE_URL'))
      problems.push('SITE_URL: required in production (the public origin, e.g. https://www.example.com)');
    if (e.MOCK_UPSTREAM_PORT !== undefined) problems.push('MOCK_UPSTREAM_PORT: a demo-only setting, not allowed in production');
    if (e.STRIPE_JS_URL !== undefined) problems.push('STRIPE_JS_URL: a demo-only setting, not allowed in production');
    if (e.MOCK_ROTATE_REFRESH_TOKENS) problems.push('MOCK_ROTATE_REFRESH_TOKENS: a demo-only setting, not allowed in production');
    if (parseTrustProxy(e.TRUST_PROXY) === true) {
      problems.push(
        'TRUST_PROXY: true trusts any X-Forwarded-For, so any client could choose its own address; give the hop count of your proxies (e.g. 1) or their addresses',
      );
    }
  } else if (anyUpstream) {
    for (const key of upstreamKeys) {
      if (e[key] === undefined && !invalid.has(key)) problems.push(`${key}: required once any upstream URL is set`);
    }
    if (e.APP_KEY === undefined) problems.push('APP_KEY: required once upstream URLs are set');
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && !invalid.has('PORT') && e.METRICS_PORT === e.PORT) {
    problems.push('METRICS_PORT: must differ from PORT (metrics are never served on the public port)');
  }
  const videos = {
    trailer: videoEmbed('TRAILER_VIDEO_URL', e.TRAILER_VIDEO_URL, production, problems),
    howTo: videoEmbed('HOWTO_VIDEO_URL', e.HOWTO_VIDEO_URL, production, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);

  const demo = !production && !anyUpstream;
  return {
    env,
    demo,
    port: e.PORT,
    host: e.HOST,
    upstreams: {
      main: e.MAIN_API_URL ?? '',
      cloud: e.CLOUD_API_URL ?? '',
      rd: e.REMOTE_DESKTOP_URL ?? '',
    },
    appKey: e.APP_KEY ?? DEMO_APP_KEY,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    stripe: {
      liveKey: e.STRIPE_PUBLISHABLE_KEY_LIVE,
      testKey: e.STRIPE_PUBLISHABLE_KEY_TEST,
      liveHosts: e.STRIPE_LIVE_HOSTS.map((h) => h.toLowerCase()),
    },
    builderApiKey: e.BUILDER_API_KEY,
    videos,
    siteUrl: e.SITE_URL === undefined ? `http://localhost:${e.PORT}` : new URL(e.SITE_URL).origin,
    regionHeader: e.REGION_HEADER,
    catalogMediaIds: e.CATALOG_MEDIA_IDS,
    catalogCacheSeconds: e.CATALOG_CACHE_SECONDS,
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR ?? defaultStaticDir,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    mockUpstreamPort: e.MOCK_UPSTREAM_PORT,
    mockRotateRefreshTokens: e.MOCK_ROTATE_REFRESH_TOKENS,
    redisUrl: e.REDIS_URL,
    metricsPort: e.METRICS_PORT,
    tracing: {
      endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
      sampler: e.OTEL_TRACES_SAMPLER,
      samplerArg: e.OTEL_TRACES_SAMPLER_ARG,
      exportBatchSize: e.OTEL_BSP_MAX_EXPORT_BATCH_SIZE,
    },
    stripeJsUrl: e.STRIPE_JS_URL,
  };
}

/**
 * A configured video as an embed address: a YouTube link becomes its privacy-enhanced embed
 * address. Outside production any other http(s) address is taken as is (the demo's offline
 * stand-in, which the CSP then allows in frames); production refuses it.
 */
function videoEmbed(name: string, value: string | undefined, production: boolean, problems: string[]): string | null {
  if (value === undefined) return null;
  const youTube = youTubeEmbedUrl(value);
  if (youTube) return youTube;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!production && url && (url.protocol === 'http:' || url.protocol === 'https:')) return url.toString();
  problems.push(`${name}: must be a YouTube video link (https://www.youtube.com/watch?v=..., https://youtu.be/... or an embed link)`);
  return null;
}

/**
 * The secret settings, which may also come from a file (`APP_KEY_FILE=/run/secrets/app_key`), as
 * Docker and Kubernetes mount secrets. The variable itself wins when both are set.
 */
export const SECRET_SETTINGS = ['APP_KEY', 'REDIS_URL', 'BUILDER_API_KEY'] as const;

/** The environment with each unset secret read from its `*_FILE` (one trailing newline dropped). */
function withSecretFiles(source: NodeJS.ProcessEnv, problems: string[]): NodeJS.ProcessEnv {
  const env = { ...source };
  for (const key of SECRET_SETTINGS) {
    const file = source[`${key}_FILE`]?.trim();
    if (!file || (source[key] ?? '').trim() !== '') continue;
    try {
      env[key] = fs.readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? 'unreadable';
      problems.push(`${key}_FILE: cannot read ${file} (${code})`);
    }
  }
  return env;
}

/** Every variable the server reads, for `.env.example`, the README and the ops consistency test. */
export const ENV_VARIABLES = [...Object.keys(envSchema.shape), ...SECRET_SETTINGS.map((key) => `${key}_FILE`)] as (
  keyof Env | `${(typeof SECRET_SETTINGS)[number]}_FILE`
)[];
