/**
 * The bare baseline the site is measured against: Express 5 + http-proxy-middleware with a
 * keep-alive agent, no logging, no helmet, no session. It proxies /api/* to the main API.
 */
import http from 'node:http';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

const target = process.env.MAIN_API_URL!;
const appKey = process.env.APP_KEY!;
const app = express();
app.use(
  '/api',
  createProxyMiddleware({
    target,
    changeOrigin: true,
    agent: new http.Agent({ keepAlive: true, maxSockets: 256 }),
    on: { proxyReq: (proxyReq) => proxyReq.setHeader('authorization', `Bearer ${appKey}`) },
  }),
);
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `${JSON.stringify({ msg: 'baseline-listening', port: typeof address === 'object' && address ? address.port : 0 })}\n`,
  );
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
