/**
 * Integration harness: the real mock-upstream process on a free port and the site's app built
 * with createApp (supertest drives it without listening).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import supertest from 'supertest';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';
import express, { type Express } from 'express';
import { createApp } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import { createHttpLogger, createLogger } from '#server/logger.ts';
import { createApiRouter } from '#server/api/router.ts';
import { errorHandler } from '#server/errors.ts';
import type { Logger } from 'pino';
import { ROOT, TEST_APP_KEY, startMockProcess, type MockProcess } from './processes';

export interface IntegrationStack {
  mock: MockProcess;
  config: Config;
  app: Express;
  request: () => ReturnType<typeof supertest>;
  /** Everything the server logged (JSON lines), for redaction checks. */
  logs: string[];
  stop: () => Promise<void>;
}

export function testConfig(mock: Pick<MockProcess, 'urls'>, env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      MAIN_API_URL: mock.urls.main,
      CLOUD_API_URL: mock.urls.cloud,
      REMOTE_DESKTOP_URL: mock.urls.rd,
      APP_KEY: TEST_APP_KEY,
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
    path.join(ROOT, process.env.DIST_DIR ?? 'dist', 'client'),
  );
}

/** A log destination that keeps every JSON line written to it. */
export function logSink(): { sink: Writable; logs: string[] } {
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { sink, logs };
}

/** Serves a handler (e.g. the site's app) on a free loopback port, for tests that need real sockets. */
export async function listenOnLoopback(handler: http.RequestListener): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return { port: (server.address() as AddressInfo).port, close };
}

export async function startIntegrationStack(env: NodeJS.ProcessEnv = {}, existingMock?: MockProcess): Promise<IntegrationStack> {
  const mock = existingMock ?? (await startMockProcess());
  const config = testConfig(mock, env);
  const { sink, logs } = logSink();
  const app = createApp(config, { logger: createLogger(config, sink) });
  await untilReady(app);
  return {
    mock,
    config,
    app,
    request: () => supertest(app),
    logs,
    stop: () => (existingMock ? Promise.resolve() : mock.stop()),
  };
}

/**
 * Waits for the app's readiness (its page renderer loaded). A test file that ended while the
 * renderer's code was still loading would have it load after the file's environment is gone.
 */
export async function untilReady(app: Express): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await supertest(app).get('/readyz')).status === 200) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the app did not become ready within 5 s');
}

/** The one line the server logged for request `id` (written when the response closes, so it may lag the answer a little). */
export async function requestLineFor<Line>(stack: Pick<IntegrationStack, 'logs'>, id: string): Promise<{ line: Line; raw: string }> {
  for (let i = 0; i < 50; i++) {
    const raw = stack.logs.find((l) => l.includes(`"id":"${id}"`) && l.includes('"responseTime"'));
    if (raw) return { line: JSON.parse(raw) as Line, raw };
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no request line for ${id}`);
}

/**
 * A bug in the proxy path: an /api whose session layer throws an unexpected error when the proxy
 * renews, with the mock set to answer GET /beyond/orders with the 401 code 4 that makes it renew.
 * `requestLogger` puts the site's request logger (and its trace) in front, as the real app does.
 */
export async function brokenRenewalApp(stack: IntegrationStack, logger: Logger, requestLogger = false): Promise<Express> {
  const app = express();
  if (requestLogger) app.use(createHttpLogger(logger, app));
  app.use(
    '/api',
    createApiRouter({
      config: stack.config,
      sessions: {
        accessTokenFor: async () => 'some-token',
        renewFor: async () => {
          throw new TypeError('a bug in the session layer');
        },
      },
    }),
  );
  app.use(errorHandler(logger));
  await stack.mock.control.fault({
    path: '/beyond/orders',
    status: 401,
    body: { message: 'Expired', status: 401, code: 4 },
    headers: { 'x-bigscreen-nonce': 'nonce_1' },
  });
  return app;
}

/**
 * The usual hooks for an integration test file: one stack for the file, stopped after it, and
 * the mock reset to its seed before every test. Returns a getter for the stack.
 */
export function useIntegrationStack(env: NodeJS.ProcessEnv = {}): () => IntegrationStack {
  let stack: IntegrationStack | undefined;
  beforeAll(async () => {
    stack = await startIntegrationStack(env);
  });
  afterAll(async () => {
    await stack?.stop();
  });
  beforeEach(async () => {
    await stack?.mock.control.reset();
  });
  return () => {
    if (!stack) throw new Error('The integration stack is not running (used outside a test?)');
    return stack;
  };
}

/**
 * useIntegrationStack, with the app also listening on a loopback port, for tests that talk over
 * real sockets (raw node:net requests, node:http clients).
 */
export function useListeningStack(env: NodeJS.ProcessEnv = {}): () => IntegrationStack & { port: number } {
  let stack: IntegrationStack | undefined;
  let listening: Awaited<ReturnType<typeof listenOnLoopback>> | undefined;
  beforeAll(async () => {
    stack = await startIntegrationStack(env);
    listening = await listenOnLoopback(stack.app);
  });
  afterAll(async () => {
    await listening?.close();
    await stack?.stop();
  });
  beforeEach(async () => {
    await stack?.mock.control.reset();
  });
  return () => {
    if (!stack || !listening) throw new Error('The integration stack is not running (used outside a test?)');
    return { ...stack, port: listening.port };
  };
}

/** A supertest agent signed in as an account (it keeps the session cookies). */
export async function signedInAgent(stack: IntegrationStack, email: string, password = DEMO_PASSWORD) {
  const agent = supertest.agent(stack.app);
  const res = await agent.post('/api/auth/login').send({ email, password });
  if (res.status !== 200) throw new Error(`login as ${email} answered ${res.status}: ${res.text}`);
  return agent;
}
