/**
 * The plain proxy for one allowlisted call (http-proxy-middleware). Credentials are injected in
 * the proxy's request hook and nowhere else; the browser's own authorization and cookie headers
 * never travel upstream, and token headers never travel back.
 */
import http from 'node:http';
import https from 'node:https';
import type { Request, Response } from 'express';
import { createProxyMiddleware, fixRequestBody, proxyEventsPlugin, type Plugin } from 'http-proxy-middleware';
import type { Config } from '../config';
import type { ApiCall } from './calls';
import { HEADER } from '../../../contract/protocol';
import { MESSAGES } from '../../../contract/messages';
import { UpstreamTimeoutError, errorBody } from '../errors';

/** Headers from the browser that must never reach an upstream. */
const STRIPPED_REQUEST_HEADERS = [
  'authorization',
  'cookie',
  HEADER.accessToken,
  HEADER.refreshToken,
  HEADER.nonce,
  HEADER.systemInfo,
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'forwarded',
  'origin',
  'referer',
];

/** Headers from an upstream that must never reach the browser. */
export const STRIPPED_RESPONSE_HEADERS = ['set-cookie', HEADER.accessToken, HEADER.refreshToken, HEADER.nonce];

export interface ProxyAgents {
  http: http.Agent;
  https: https.Agent;
}

export function createAgents(): ProxyAgents {
  return {
    http: new http.Agent({ keepAlive: true, maxSockets: 256 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 256 }),
  };
}

/** The upstream path and query for a call, from sanitised params and allowlisted query keys. */
export function upstreamTarget(call: ApiCall, req: Request): string {
  const path = call.upstreamPath(req.params as Record<string, string>);
  const query = new URLSearchParams();
  for (const key of call.query ?? []) {
    const value = req.query[key];
    if (typeof value === 'string') query.set(key, value);
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** What the request hook needs from the per-request pipeline. */
export interface ProxyLocals {
  upstreamAccessToken?: string;
  requestId?: string;
}

export function createCallProxy(config: Config, call: ApiCall, agents: ProxyAgents) {
  const target = config.upstreams[call.upstream];
  return createProxyMiddleware<Request, Response>({
    target,
    changeOrigin: true,
    agent: target.startsWith('https:') ? agents.https : agents.http,
    xfwd: false,
    ejectPlugins: true,
    // The default plugins log to the console and answer errors themselves; we keep only the events.
    plugins: [proxyEventsPlugin as unknown as Plugin<Request, Response>],
    pathRewrite: (_path, req) => upstreamTarget(call, req),
    on: {
      proxyReq(proxyReq, req, res) {
        for (const name of STRIPPED_REQUEST_HEADERS) proxyReq.removeHeader(name);
        proxyReq.setHeader('authorization', `Bearer ${config.appKey}`);
        const locals = res.locals as ProxyLocals;
        if (locals.upstreamAccessToken) proxyReq.setHeader(HEADER.accessToken, locals.upstreamAccessToken);
        if (locals.requestId) proxyReq.setHeader(HEADER.requestId, locals.requestId);
        proxyReq.setTimeout(call.timeoutMs ?? config.upstreamTimeoutMs, () => proxyReq.destroy(new UpstreamTimeoutError()));
        if (call.body) fixRequestBody(proxyReq, req);
      },
      proxyRes(proxyRes) {
        for (const name of STRIPPED_RESPONSE_HEADERS) delete proxyRes.headers[name];
      },
      error(err, req, res) {
        const timedOut = err instanceof UpstreamTimeoutError;
        const status = timedOut ? 504 : 502;
        const message = timedOut ? MESSAGES.timeout : MESSAGES.hostNotFound;
        (req as Request).log?.warn({ err: { message: err.message, code: (err as NodeJS.ErrnoException).code }, call: call.name }, 'upstream failed');
        // `res` is a socket for websocket upgrades, which this site does not proxy.
        if (!(res instanceof http.ServerResponse)) return;
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.statusCode = status;
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(errorBody(status, message)));
      },
    },
  });
}
