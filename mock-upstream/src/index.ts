/** `npm run mock-upstream`: the mock alone, on MOCK_UPSTREAM_PORT (default 4000, 0 for a free port). */
import { startMockUpstream } from './server';

const DEMO_APP_KEY = 'demo-app-key-not-secret';

const port = Number(process.env.MOCK_UPSTREAM_PORT ?? process.env.PORT ?? 4000);
const host = process.env.MOCK_UPSTREAM_HOST ?? '127.0.0.1';
const appKey = process.env.APP_KEY ?? DEMO_APP_KEY;

// Rotation mode (new refresh token on every renewal, reuse revokes the session), as the demo setting.
const rotateRefreshTokens = ['1', 'true'].includes(process.env.MOCK_ROTATE_REFRESH_TOKENS ?? '');

const mock = await startMockUpstream({ port, host, appKey, rotateRefreshTokens });
process.stdout.write(`${JSON.stringify({ msg: 'mock-upstream-listening', url: mock.url, urls: mock.urls })}\n`);

const stop = () => {
  void mock.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
