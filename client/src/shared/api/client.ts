/**
 * The one fetch wrapper. Every failure becomes an ApiError whose message follows BEHAVIOUR §8:
 * host not found, timeout, a body's errors/code/message/msg, or the default. Components never
 * build error strings themselves: they show `error.message` or `describeError(error, fallback)`.
 */
import { MESSAGES } from '#contract/messages.ts';
import { reportSessionEnded } from '#client/shared/session/session-end.ts';

export interface FieldError {
  msg: string;
  param?: string;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly options: {
      code?: number;
      errors?: FieldError[];
      body?: unknown;
      /** True when the message came from the server's body rather than a default. */
      fromServer?: boolean;
      kind?: 'network' | 'timeout' | 'http' | 'shape';
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get code() {
    return this.options.code;
  }
  get errors() {
    return this.options.errors ?? [];
  }
  get body() {
    return this.options.body;
  }
}

/** The client gives up a little after the server's longest upstream timeout (logout, 30 s). */
const CLIENT_TIMEOUT_MS = 35_000;

/**
 * Calls whose 401 is not a session that ended: the account screens' own calls (login, signup,
 * forgot, reset: a 401 there is about what was typed), logout (it handles its own 401), and the
 * session check itself (reporting it would only ask for the same check again).
 */
const NOT_A_SESSION_END = /^\/api\/(session|auth\/(login|account|forgot|reset|logout))(\/|\?|$)/;

function endsSession(status: number, path: string): boolean {
  return status === 401 && path.startsWith('/api/') && !NOT_A_SESSION_END.test(path);
}

/**
 * What validates an answer: a zod schema fits, and so does a small hand-written parser where
 * zod's weight is unwelcome (code that runs on every page).
 */
export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: unknown } };
}

/**
 * A parser whose code loads when a call is made (alongside it): for pages whose first render
 * needs no validation, so zod and the contract's schemas stay out of the page's own code.
 */
export type LazyParser<T> = () => Promise<Parser<T>>;

interface RequestOptions<T> {
  body?: unknown;
  schema?: Parser<T> | LazyParser<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

function fromBody(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; msg?: unknown; code?: unknown; errors?: unknown };
    const errors = Array.isArray(b.errors)
      ? b.errors.filter((e): e is FieldError => !!e && typeof (e as FieldError).msg === 'string')
      : undefined;
    const text = typeof b.message === 'string' && b.message ? b.message : typeof b.msg === 'string' && b.msg ? b.msg : undefined;
    return new ApiError(text ?? MESSAGES.apiDefault, status, {
      code: typeof b.code === 'number' ? b.code : undefined,
      errors,
      body,
      fromServer: text !== undefined || (errors?.length ?? 0) > 0,
      kind: 'http',
    });
  }
  return new ApiError(MESSAGES.apiDefault, status, { body, kind: 'http' });
}

export async function request<T = unknown>(method: string, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let payload: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  // A lazy parser's code is fetched while the call is in flight; a failure to load it shows when
  // the answer needs it (below), not as an unhandled rejection when the call fails first.
  const parser = typeof options.schema === 'function' ? options.schema() : options.schema;
  if (parser instanceof Promise) parser.catch(() => undefined);
  const timeout = AbortSignal.timeout(options.timeoutMs ?? CLIENT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, credentials: 'same-origin', signal });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    if (timeout.aborted) throw new ApiError(MESSAGES.timeout, 0, { kind: 'timeout' });
    throw new ApiError(MESSAGES.hostNotFound, 0, { kind: 'network' });
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    // The page that made the call still gets its error; the session sends the visitor to login.
    if (endsSession(response.status, path)) reportSessionEnded();
    throw fromBody(response.status, body);
  }
  if (!parser) return body as T;
  let schema: Parser<T>;
  try {
    schema = await parser;
  } catch {
    // The validator's code could not be fetched (the connection dropped after the answer came).
    throw new ApiError(MESSAGES.hostNotFound, 0, { kind: 'network' });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.warn('Unexpected answer from', path, parsed.error.issues);
    throw new ApiError(MESSAGES.apiDefault, response.status, { body, kind: 'shape' });
  }
  return parsed.data;
}

export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) => request<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) => request<T>('PUT', path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, options),
};

/**
 * The message a screen shows for a failure (BEHAVIOUR §8 screen fallbacks): the first validation
 * error's msg, else the server's message, else the connection/timeout message, else the fallback.
 */
export function describeError(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    const first = err.errors[0]?.msg;
    if (first) return first;
    if (err.options.fromServer) return err.message;
    // The server's own 502/504 answers carry the connect or timeout message in their body
    // (fromServer above); a bodiless 502/504 from further upstream gets the screen's fallback.
    if (err.options.kind === 'network' || err.options.kind === 'timeout') return err.message;
  }
  return fallback;
}
