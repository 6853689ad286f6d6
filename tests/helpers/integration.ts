/**
 * Integration harness: the real mock-upstream process on a free port and the site's app built
 * with createApp (supertest drives it without listening).
 */
import path from 'node:path';
import { Writable } from 'node:stream';
import supertest from 'supertest';
import type { Express } from 'express';
import { createApp } from '../../server/src/app';
import { loadConfig, type Config } from '../../server/src/config';
import { createLogger } from '../../server/src/logger';
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

export async function startIntegrationStack(env: NodeJS.ProcessEnv = {}, existingMock?: MockProcess): Promise<IntegrationStack> {
  const mock = existingMock ?? (await startMockProcess());
  const config = testConfig(mock, env);
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = createApp(config, { logger: createLogger(config, sink) });
  return {
    mock,
    config,
    app,
    request: () => supertest(app),
    logs,
    stop: () => (existingMock ? Promise.resolve() : mock.stop()),
  };
}
