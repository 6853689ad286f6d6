/**
 * W3C Trace Context across the site (docs/OPERATIONS.md, "Tracing"), with nothing recorded (no
 * OTLP endpoint): the request continues the caller's trace, every upstream call (proxied, or the
 * server's own: login, profile, renewal, the retried call) carries our own traceparent with the
 * same trace id and a span id of its own, and the request's log line names the trace, the server
 * span and the client's address as TRUST_PROXY reads it. The end-to-end run with spans exported
 * is tests/integration/tracing-export.test.ts.
 */
import { describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { createLogger } from '#server/logger.ts';
import { brokenRenewalApp, logSink, requestLineFor, useIntegrationStack } from '../helpers/integration';
import { DEMO_PASSWORD, SEED_CATALOG } from '#mock-upstream/seed.ts';
import { loginCookies } from './session-helpers';
import { pageCookies } from '../helpers/session-cookie';

// The catalog's films are read for every page (no cache), so each read belongs to the page's request.
const useStack = useIntegrationStack({ TRUST_PROXY: '1', CATALOG_MEDIA_IDS: SEED_CATALOG.join(','), CATALOG_CACHE_SECONDS: '0' });

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/;

interface Line {
  level: string;
  msg: string;
  trace_id?: string;
  span_id?: string;
  err?: unknown;
  req?: { id?: string; remoteAddress?: string };
}

const lineFor = (id: string) => requestLineFor<Line>(useStack(), id);

/** The trace id, parent span id and sampled flag an upstream received, per journal entry. */
async function receivedTraces(path?: string) {
  const entries = await useStack().mock.control.journal(path ? { path } : {});
  return entries.map((entry) => {
    const header = entry.headers.traceparent;
    const match = typeof header === 'string' ? TRACEPARENT.exec(header) : null;
    expect(match, `${entry.path}: traceparent ${String(header)}`).not.toBeNull();
    return { path: entry.path, traceId: match![1], spanId: match![2], header: header as string, tracestate: entry.headers.tracestate };
  });
}

describe('a request with a traceparent', () => {
  it('continues the trace upstream with a span of its own, and logs it with the client address', async () => {
    const res = await useStack()
      .request()
      .get('/api/info/region')
      .set('x-request-id', 'trace-1')
      .set('traceparent', `00-${TRACE}-${CALLER_SPAN}-01`)
      .set('tracestate', 'vendor=opaque-1')
      .set('x-forwarded-for', '203.0.113.77');
    expect(res.status).toBe(200);
    const [sent] = await receivedTraces('/info/region');
    expect(sent!.traceId).toBe(TRACE);
    expect(sent!.spanId).not.toBe(CALLER_SPAN);
    // The caller's sampling decision travels on; its vendor state too, unchanged.
    expect(sent!.header.endsWith('-01')).toBe(true);
    expect(sent!.tracestate).toBe('vendor=opaque-1');

    const { line } = await lineFor('trace-1');
    expect(line).toMatchObject({ level: 'info', trace_id: TRACE, req: { remoteAddress: '203.0.113.77' } });
    expect(line.span_id).toMatch(/^[0-9a-f]{16}$/);
    expect([CALLER_SPAN, sent!.spanId]).not.toContain(line.span_id);
  });

  it('never passes the browser’s traceparent on as it came, even on a call that forwards headers', async () => {
    await useStack().request().get('/api/info/region').set('traceparent', `00-${TRACE}-${CALLER_SPAN}-01`);
    const [sent] = await receivedTraces('/info/region');
    expect(sent!.header).not.toBe(`00-${TRACE}-${CALLER_SPAN}-01`);
  });

  it('gives every call the server makes itself the same trace: login, profile, renewal and the retried call', async () => {
    const stack = useStack();
    const traceparent = `00-${TRACE}-${CALLER_SPAN}-01`;
    const login = await stack.request().post('/api/auth/login').set('traceparent', traceparent).send({
      email: 'verified@example.com',
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    const signIn = await receivedTraces();
    expect(signIn.map((s) => s.path)).toEqual(['/auth/login', '/auth/account']);
    expect(new Set(signIn.map((s) => s.traceId))).toEqual(new Set([TRACE]));
    expect(new Set(signIn.map((s) => s.spanId)).size).toBe(2);

    // An expired access token: the call answers 401 code 4, the server renews and retries.
    const { cookie } = await loginCookies(stack);
    await stack.mock.control.expireTokens();
    await stack.mock.control.clearJournal();
    const other = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const res = await stack
      .request()
      .get('/api/media/entitlements')
      .set('cookie', cookie)
      .set('traceparent', `00-${other}-${CALLER_SPAN}-00`);
    expect(res.status).toBe(200);
    const renewal = await receivedTraces();
    expect(renewal.map((s) => s.path)).toContain('/auth/renew');
    expect(renewal.length).toBeGreaterThanOrEqual(3);
    expect(new Set(renewal.map((s) => s.traceId))).toEqual(new Set([other]));
    expect(new Set(renewal.map((s) => s.spanId)).size).toBe(renewal.length);
    // Not sampled by the caller: nobody records it, and the upstream is told so.
    for (const s of renewal) expect(s.header.endsWith('-00')).toBe(true);
  });
});

describe('a page the server draws from upstream data', () => {
  it('reads each film of the catalog under the page request’s trace', async () => {
    const res = await useStack()
      .request()
      .get('/movies/catalog')
      .set('accept', 'text/html')
      .set('traceparent', `00-${TRACE}-${CALLER_SPAN}-01`);
    expect(res.status).toBe(200);
    const reads = await receivedTraces();
    expect(reads.map((r) => r.path).sort()).toEqual(SEED_CATALOG.map((id) => `/media/product/${id}`).sort());
    expect(new Set(reads.map((r) => r.traceId))).toEqual(new Set([TRACE]));
    expect(new Set(reads.map((r) => r.spanId)).size).toBe(reads.length);
  });

  it('reads the film of a token purchase link under its trace', async () => {
    const [film] = SEED_CATALOG;
    const res = await useStack()
      .request()
      .get(`/token/purchase/${film}`)
      .set('accept', 'text/html')
      .set(pageCookies(`/token/purchase/${film}`))
      .set('traceparent', `00-${TRACE}-${CALLER_SPAN}-01`);
    expect(res.status).toBe(302);
    const [read] = await receivedTraces(`/media/product/${film}`);
    expect(read!.traceId).toBe(TRACE);
  });
});

describe('a request without a readable traceparent', () => {
  it.each([
    ['none', undefined],
    ['upper case', `00-${TRACE.toUpperCase()}-${CALLER_SPAN}-01`],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-${CALLER_SPAN}-01`],
    ['version ff', `ff-${TRACE}-${CALLER_SPAN}-01`],
  ])('starts a fresh trace (%s), the same in the log and upstream', async (what, header) => {
    const id = `trace-fresh-${what.replace(/\W+/g, '-')}`;
    const request = useStack().request().get('/api/info/region').set('x-request-id', id);
    if (header) request.set('traceparent', header).set('tracestate', 'vendor=dropped');
    expect((await request).status).toBe(200);
    const [sent] = await receivedTraces('/info/region');
    expect(sent!.traceId).not.toBe(TRACE);
    expect(sent!.traceId).not.toBe(TRACE.toUpperCase());
    // A trace no one here records is passed on as not sampled; a state without its parent is dropped.
    expect(sent!.header.endsWith('-00')).toBe(true);
    expect(sent!.tracestate).toBeUndefined();
    const { line } = await lineFor(id);
    expect(line.trace_id).toBe(sent!.traceId);
  });
});

describe('the request line of a 5xx', () => {
  it('is at level error with no stack trace of the logger’s making', async () => {
    await useStack().mock.control.fault({ path: '/info/region', status: 500, body: { message: 'boom', status: 500 } });
    const res = await useStack().request().get('/api/info/region').set('x-request-id', 'trace-5xx');
    expect(res.status).toBe(500);
    const { line, raw } = await lineFor('trace-5xx');
    expect(line).toMatchObject({ level: 'error', msg: 'request errored' });
    expect(line.err).toBeUndefined();
    expect(raw).not.toMatch(/stack|\bat /);
  });
});

describe('an error behind a 5xx', () => {
  it('is logged once, with its own stack and the request’s trace, beside a request line without one', async () => {
    const { sink, logs } = logSink();
    // A 401 code 4 with a nonce makes the proxy renew, and the renewal throws something unexpected.
    const app = await brokenRenewalApp(useStack(), createLogger(useStack().config, sink), true);
    const res = await supertest(app)
      .get('/api/beyond/orders')
      .set('x-request-id', 'trace-bug')
      .set('traceparent', `00-${TRACE}-${CALLER_SPAN}-01`);
    expect(res.status).toBe(502);
    const { line, raw } = await requestLineFor<Line>({ logs }, 'trace-bug');
    expect(line).toMatchObject({ level: 'error', msg: 'request errored', trace_id: TRACE });
    expect(raw).not.toContain('stack');
    const failures = logs
      .map((l) => JSON.parse(l) as Line & { err?: { message?: string; stack?: string } })
      .filter((l) => l.msg === 'proxy failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      level: 'error',
      trace_id: TRACE,
      span_id: line.span_id,
      err: { message: 'a bug in the session layer' },
    });
    expect(failures[0]!.err!.stack).toMatch(/TypeError: a bug in the session layer\n\s+at /);
  });
});
