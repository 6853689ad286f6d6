/** Secrets from files (`APP_KEY_FILE` and the other secret settings), as Docker and Kubernetes mount them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { configProblems } from '../helpers/config-problems';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-files-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function secret(name: string, content: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

const production = {
  NODE_ENV: 'production',
  SITE_URL: 'https://www.example.com',
  MAIN_API_URL: 'https://api.example.com',
  CLOUD_API_URL: 'https://cloud.example.com',
  REMOTE_DESKTOP_URL: 'https://rd.example.com',
};

describe('secret settings from files', () => {
  it('reads APP_KEY, REDIS_URL and BUILDER_API_KEY from their *_FILE, without the trailing newline', () => {
    const config = loadConfig({
      ...production,
      APP_KEY_FILE: secret('app_key', 'key-from-a-file\n'),
      REDIS_URL_FILE: secret('redis_url', 'redis://:pw@redis:6379\n'),
      BUILDER_API_KEY_FILE: secret('builder', 'builder-key'),
    });
    expect(config.appKey).toBe('key-from-a-file');
    expect(config.redisUrl).toBe('redis://:pw@redis:6379');
    expect(config.builderApiKey).toBe('builder-key');
  });

  it('lets the variable itself win over its file', () => {
    const config = loadConfig({ ...production, APP_KEY: 'from-env', APP_KEY_FILE: secret('other', 'from-file') });
    expect(config.appKey).toBe('from-env');
  });

  it('refuses to start, naming the file, when it cannot be read', () => {
    const missing = path.join(dir, 'absent');
    const problems = configProblems({ ...production, APP_KEY_FILE: missing });
    expect(problems).toContain(`APP_KEY_FILE: cannot read ${missing} (ENOENT)`);
  });

  it('validates a secret read from a file like one set directly', () => {
    const problems = configProblems({ ...production, APP_KEY: 'k', REDIS_URL_FILE: secret('bad_redis', 'http://not-redis\n') });
    expect(problems).toEqual(['REDIS_URL: must be a redis:// or rediss:// URL']);
  });
});
