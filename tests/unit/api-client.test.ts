/** The one fetch wrapper maps every failure to BEHAVIOUR §8's messages, and screens pick the right one. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, ApiError, describeError } from '#client/shared/api/client.ts';
import { MESSAGES } from '#contract/messages.ts';

const FALLBACK = 'Reset failed!';

function answer(status: number, body?: unknown, raw?: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(raw ?? (body === undefined ? '' : JSON.stringify(body)), { status })),
  );
}

async function failure(call: () => Promise<unknown>): Promise<ApiError> {
  try {
    await call();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('the call did not fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('maps a network failure to the connect message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const err = await failure(() => api.get('/api/info/region'));
    expect(err.message).toBe(MESSAGES.hostNotFound);
    expect(describeError(err, FALLBACK)).toBe(MESSAGES.hostNotFound);
  });

  it('maps its own timeout to the timeout message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
      ),
    );
    const err = await failure(() => api.get('/api/info/region', { timeoutMs: 20 }));
    expect(err.message).toBe(MESSAGES.timeout);
    expect(describeError(err, FALLBACK)).toBe(MESSAGES.timeout);
  });

  it("shows the first validation error's msg, then the body's message, then msg", async () => {
    answer(422, { message: 'Validation failed', errors: [{ msg: 'Password is too short', param: 'password' }, { msg: 'second' }] });
    expect(describeError(await failure(() => api.post('/api/auth/reset', {})), FALLBACK)).toBe('Password is too short');
    answer(400, { message: 'Token expired', code: 12 });
    const coded = await failure(() => api.post('/api/auth/reset', {}));
    expect(describeError(coded, FALLBACK)).toBe('Token expired');
    expect(coded.code).toBe(12);
    answer(400, { msg: 'Only msg here' });
    expect(describeError(await failure(() => api.post('/api/auth/reset', {})), FALLBACK)).toBe('Only msg here');
  });

  it("uses the server's connect and timeout answers, but the screen's fallback for a bodiless 502 or 504", async () => {
    answer(502, { message: MESSAGES.hostNotFound, status: 502 });
    expect(describeError(await failure(() => api.get('/api/x')), FALLBACK)).toBe(MESSAGES.hostNotFound);
    answer(504, { message: MESSAGES.timeout, status: 504 });
    expect(describeError(await failure(() => api.get('/api/x')), FALLBACK)).toBe(MESSAGES.timeout);
    for (const status of [502, 504, 500]) {
      answer(status);
      const err = await failure(() => api.get('/api/x'));
      expect(err.message).toBe(MESSAGES.apiDefault);
      expect(describeError(err, FALLBACK)).toBe(FALLBACK);
    }
  });

  it('maps a malformed body to the default message and the screen fallback', async () => {
    answer(500, undefined, '{"message": "bro');
    const err = await failure(() => api.get('/api/x'));
    expect(err.message).toBe(MESSAGES.apiDefault);
    expect(describeError(err, FALLBACK)).toBe(FALLBACK);
  });

  it('treats an answer of the wrong shape as a failure, not as data', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(200, { region: 42 });
    const err = await failure(() => api.get('/api/info/region', { schema: z.object({ region: z.string() }) }));
    expect(err.message).toBe(MESSAGES.apiDefault);
    answer(200, { region: 'jp' });
    expect(await api.get('/api/info/region', { schema: z.object({ region: z.string() }) })).toEqual({ region: 'jp' });
  });

  it('loads a lazy parser beside the call and validates with it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shape = z.object({ region: z.string() });
    const load = vi.fn(() => Promise.resolve(shape));
    answer(200, { region: 'jp' });
    expect(await api.get('/api/info/region', { schema: load })).toEqual({ region: 'jp' });
    answer(200, { region: 42 });
    expect((await failure(() => api.get('/api/info/region', { schema: load }))).options.kind).toBe('shape');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reports a lazy parser that cannot load as a connection failure, and the call's own failure first", async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const missing = () => Promise.reject(new Error('chunk failed to load'));
      answer(200, { region: 'jp' });
      const err = await failure(() => api.get('/api/info/region', { schema: missing }));
      expect([err.options.kind, err.message]).toEqual(['network', MESSAGES.hostNotFound]);
      // The call fails before the parser is needed: its own error, and no unhandled rejection.
      answer(503, { message: 'Down for a moment' });
      expect((await failure(() => api.get('/api/info/region', { schema: missing }))).message).toBe('Down for a moment');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('gives non-ApiError failures the fallback', () => {
    expect(describeError(new Error('boom'), FALLBACK)).toBe(FALLBACK);
    expect(describeError('weird', FALLBACK)).toBe(FALLBACK);
  });
});
