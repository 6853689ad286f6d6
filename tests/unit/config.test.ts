/** The environment schema: demo defaults, production refusals naming every bad variable. */
import { describe, expect, it } from 'vitest';
import { DEMO_APP_KEY, loadConfig } from '#server/config.ts';
import { configProblems } from '../helpers/config-problems';

const upstreams = {
  MAIN_API_URL: 'https://api.example.com/',
  CLOUD_API_URL: 'https://cloud.example.com',
  REMOTE_DESKTOP_URL: 'https://rd.example.com',
  APP_KEY: 'real-key',
  SITE_URL: 'https://www.example.com',
};

describe('loadConfig', () => {
  it('runs in demo mode with no configuration at all', () => {
    const config = loadConfig({});
    expect(config.demo).toBe(true);
    expect(config.port).toBe(3000);
    expect(config.appKey).toBe(DEMO_APP_KEY);
    expect(config.logLevel).toBe('info');
    expect(config.trustProxy).toBe(false);
  });

  it('refuses TRUST_PROXY=true in production with a message, and keeps hop counts and address lists', () => {
    for (const value of ['true', 'on']) {
      const problems = configProblems({ ...upstreams, NODE_ENV: 'production', TRUST_PROXY: value });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^TRUST_PROXY: .*hop count/);
    }
    expect(loadConfig({ ...upstreams, NODE_ENV: 'production', TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...upstreams, NODE_ENV: 'production', TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toBe('10.0.0.1, 10.0.0.2');
    // Outside production (a developer behind a local proxy) it stays allowed.
    expect(loadConfig({ ...upstreams, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('uses the real upstreams when they are set, trimming trailing slashes', () => {
    const config = loadConfig(upstreams);
    expect(config.demo).toBe(false);
    expect(config.upstreams.main).toBe('https://api.example.com');
  });

  it('refuses production without upstreams and names every missing variable in one message', () => {
    const problems = configProblems({ NODE_ENV: 'production' });
    const text = problems.join('\n');
    for (const key of ['MAIN_API_URL', 'CLOUD_API_URL', 'REMOTE_DESKTOP_URL', 'APP_KEY', 'SITE_URL']) expect(text).toContain(key);
    expect(problems).toHaveLength(5);
  });

  it('names every problem of a production environment in one run: a bad value hides none of the others', () => {
    const problems = configProblems({
      NODE_ENV: 'production',
      MAIN_API_URL: 'ftp://api.example.com',
      CLOUD_API_URL: 'https://cloud.example.com',
      APP_KEY: DEMO_APP_KEY,
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'true',
      PORT: '3000',
      METRICS_PORT: '3000',
    });
    const keys = problems.map((p) => p.slice(0, p.indexOf(':')));
    // One line each: the bad URL is named as bad (not also as missing), the missing ones as missing.
    expect(keys.sort()).toEqual(['APP_KEY', 'LOG_LEVEL', 'MAIN_API_URL', 'METRICS_PORT', 'REMOTE_DESKTOP_URL', 'SITE_URL', 'TRUST_PROXY']);
    expect(problems.find((p) => p.startsWith('MAIN_API_URL:'))).toMatch(/http\(s\) URL/);
    expect(problems.find((p) => p.startsWith('APP_KEY:'))).toMatch(/demo key/);
    // The demo key is refused whether or not SITE_URL is set.
    expect(configProblems({ ...upstreams, NODE_ENV: 'production', SITE_URL: undefined, APP_KEY: DEMO_APP_KEY }).sort()).toEqual([
      expect.stringMatching(/^APP_KEY: the demo key/),
      expect.stringMatching(/^SITE_URL: required in production/),
    ]);
  });

  it('refuses demo-only settings and the demo key in production', () => {
    const text = configProblems({ ...upstreams, NODE_ENV: 'production', APP_KEY: DEMO_APP_KEY, MOCK_UPSTREAM_PORT: '4000' }).join('\n');
    expect(text).toContain('APP_KEY');
    expect(text).toContain('MOCK_UPSTREAM_PORT');
  });

  it('takes the region header by name (case-insensitive, as HTTP headers are), none by default, and refuses what is no header name', () => {
    expect(loadConfig({}).regionHeader).toBeUndefined();
    expect(loadConfig({ REGION_HEADER: ' CF-IPCountry ' }).regionHeader).toBe('cf-ipcountry');
    expect(configProblems({ REGION_HEADER: 'CF IPCountry: JP' }).join('\n')).toContain('REGION_HEADER');
  });

  it('rejects invalid values with the variable named', () => {
    const text = configProblems({
      ...upstreams,
      PORT: 'eighty',
      MAIN_API_URL: 'ftp://x',
      LOG_LEVEL: 'loud',
      RATE_LIMIT_PER_MINUTE: '0',
    }).join('\n');
    for (const key of ['PORT', 'MAIN_API_URL', 'LOG_LEVEL', 'RATE_LIMIT_PER_MINUTE']) expect(text).toContain(key);
  });

  it('asks for all upstreams once one is set outside production', () => {
    const text = configProblems({ MAIN_API_URL: 'http://localhost:1/main' }).join('\n');
    expect(text).toContain('CLOUD_API_URL');
    expect(text).toContain('APP_KEY');
  });

  it('parses lists and the trust-proxy setting', () => {
    const config = loadConfig({ ...upstreams, CATALOG_MEDIA_IDS: ' a, b ,,c', STRIPE_LIVE_HOSTS: 'WWW.Example.com', TRUST_PROXY: '1' });
    expect(config.catalogMediaIds).toEqual(['a', 'b', 'c']);
    expect(config.stripe.liveHosts).toEqual(['www.example.com']);
    expect(config.trustProxy).toBe(1);
    expect(loadConfig({ ...upstreams, TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });
});

describe('REDIS_URL, METRICS_PORT and the mock rotation setting', () => {
  it('are off by default', () => {
    const config = loadConfig({});
    expect(config.redisUrl).toBeUndefined();
    expect(config.metricsPort).toBeUndefined();
    expect(config.mockRotateRefreshTokens).toBe(false);
  });

  it('accept a redis URL, a metrics port and the demo switch', () => {
    const config = loadConfig({ REDIS_URL: 'redis://redis:6379/0', METRICS_PORT: '9464', MOCK_ROTATE_REFRESH_TOKENS: 'true' });
    expect(config.redisUrl).toBe('redis://redis:6379/0');
    expect(config.metricsPort).toBe(9464);
    expect(config.mockRotateRefreshTokens).toBe(true);
  });

  it('name each bad value', () => {
    const problems = configProblems({ REDIS_URL: 'http://redis:6379', METRICS_PORT: 'ninety', MOCK_ROTATE_REFRESH_TOKENS: 'maybe' });
    expect(problems.some((p) => p.startsWith('REDIS_URL:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('METRICS_PORT:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('MOCK_ROTATE_REFRESH_TOKENS:'))).toBe(true);
  });

  it('refuse metrics on the public port, and the mock switch in production', () => {
    expect(configProblems({ PORT: '3000', METRICS_PORT: '3000' })).toEqual([expect.stringMatching(/^METRICS_PORT: must differ from PORT/)]);
    const production = {
      NODE_ENV: 'production',
      MAIN_API_URL: 'https://a.example',
      CLOUD_API_URL: 'https://b.example',
      REMOTE_DESKTOP_URL: 'https://c.example',
      APP_KEY: 'k',
      SITE_URL: 'https://www.example.com',
      MOCK_ROTATE_REFRESH_TOKENS: 'true',
    };
    expect(configProblems(production)).toEqual([expect.stringMatching(/^MOCK_ROTATE_REFRESH_TOKENS: a demo-only setting/)]);
  });
});
