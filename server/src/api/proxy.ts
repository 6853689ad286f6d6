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
import type { SessionProvider } from './router';
import { HEADER, RENEW_CODE } from '../../../contract/protocol';
import { MESSAGES } from '../../../contract/messages';
import { UpstreamTimeoutError, errorBody, toErrorAnswer } from '../errors';
import { metrics } from '../metrics';

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
  /** Set once the call was retried after a renewal, so a second 401 code 4 goes to the browser. */
  retriedAfterRenewal?: boolean;
  /** performance.now() when the upstream request left, for the upstream-call metric. */
  upstreamStartedAt?: number;
}

/** Hop-by-hop headers that describe the upstream connection, not the answer. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade', 'trailer', 'te']);

/** The most of a 401 body the proxy reads to look for code 4; real error bodies are tiny. */
const MAX_RENEW_PROBE_BYTES = 64 * 1024;

function copyAnswerHead(proxyRes: http.IncomingMessage, res: Response): void {
  res.statusCode = proxyRes.statusCode ?? 502;
  for (const [name, value] of Object.entries(proxyRes.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
  }
}

function readBounded(stream: http.IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stream.destroy();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', () => resolve(undefined));
  });
}

function isRenewBody(raw: Buffer): boolean {
  try {
    const body = JSON.parse(raw.toString('utf8')) as { code?: unknown } | null;
    return body?.code === RENEW_CODE;
  } catch {
    return false;
  }
}

function sendError(res: Response, err: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const { status, body } = toErrorAnswer(err);
  res.status(status).json(body);
}

/**
 * An authenticated call's answer is handled here rather than piped straight through: a 401
 * code 4 with a nonce (the access token expired since it was verified) leads to one renewal
 * and one retry of the same call; every other answer is passed on as it came.
 */
async function answerAuthenticated(
  proxyRes: http.IncomingMessage,
  req: Request,
  res: Response,
  nonce: string | undefined,
  retry: (req: Request, res: Response) => void,
  sessions: SessionProvider,
): Promise<void> {
  const locals = res.locals as ProxyLocals;
  if (proxyRes.statusCode === 401 && nonce && !locals.retriedAfterRenewal && sessions.renewFor) {
    const raw = await readBounded(proxyRes, MAX_RENEW_PROBE_BYTES);
    if (raw === undefined) {
      sendError(res, new Error('unreadable upstream answer'));
      return;
    }
    if (isRenewBody(raw)) {
      locals.retriedAfterRenewal = true;
      try {
        locals.upstreamAccessToken = await sessions.renewFor(req, res, nonce, locals.upstreamAccessToken);
      } catch (err) {
        sendError(res, err);
        return;
      }
      retry(req, res);
      return;
    }
    copyAnswerHead(proxyRes, res);
    res.end(raw);
    return;
  }
  copyAnswerHead(proxyRes, res);
  proxyRes.pipe(res);
}

export function createCallProxy(config: Config, call: ApiCall, agents: ProxyAgents, sessions?: SessionProvider) {
  const target = config.upstreams[call.upstream];
  const selfHandleResponse = call.auth !== 'skip' && sessions?.renewFor !== undefined;
  const proxy = createProxyMiddleware<Request, Response>({
    target,
    selfHandleResponse,
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
        locals.upstreamStartedAt = performance.now();
        if (locals.upstreamAccessToken) proxyReq.setHeader(HEADER.accessToken, locals.upstreamAccessToken);
        if (locals.requestId) proxyReq.setHeader(HEADER.requestId, locals.requestId);
        proxyReq.setTimeout(call.timeoutMs ?? config.upstreamTimeoutMs, () => proxyReq.destroy(new UpstreamTimeoutError()));
        if (call.body) {
          // The parsed body is written again with a Content-Length; a browser's chunked framing must
          // not travel with it (CL and TE together are the ambiguous request smuggling relies on).
          proxyReq.removeHeader('transfer-encoding');
          fixRequestBody(proxyReq, req);
        }
      },
      proxyRes(proxyRes, req, res) {
        metrics.observeUpstream(call.name, proxyRes.statusCode ?? 0, metrics.since((res.locals as ProxyLocals).upstreamStartedAt));
        const nonce = proxyRes.headers[HEADER.nonce];
        for (const name of STRIPPED_RESPONSE_HEADERS) delete proxyRes.headers[name];
        if (!selfHandleResponse || !sessions) return;
        const retry = (retryReq: Request, retryRes: Response) => {
          void proxy(retryReq, retryRes, (err?: unknown) => sendError(retryRes, err));
        };
        answerAuthenticated(proxyRes, req, res, typeof nonce === 'string' ? nonce : undefined, retry, sessions).catch((err: unknown) => sendError(res, err));
      },
      error(err, req, res) {
        const timedOut = err instanceof UpstreamTimeoutError;
        const status = timedOut ? 504 : 502;
        const message = timedOut ? MESSAGES.timeout : MESSAGES.hostNotFound;
        if (res instanceof http.ServerResponse) metrics.observeUpstream(call.name, timedOut ? 'timeout' : 'error', metrics.since((res.locals as ProxyLocals).upstreamStartedAt));
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
  return proxy;
}
