/**
 * The browser's way to make an upstream call: by its entry in contract/api-calls.ts, which gives
 * the address under /api, the method, the query parameters the server passes on and the schema
 * that checks the answer. A feature writes no path and no schema of its own for a call.
 */
import { UPSTREAM_PREFIX, type CallEntry } from '#contract/api-calls.ts';
import { buildPath, type PatternParams } from '#contract/pages.ts';
import type { AnswerOf } from '#contract/answers.ts';
import { request, type LazyParser } from './client';

/** What a call takes besides its entry: its path parameters by name, its query, its body, a signal. */
type CallArgs<E extends CallEntry> = {
  query?: Partial<Record<E['query'] extends readonly string[] ? E['query'][number] : never, string | null>>;
  body?: E['body'] extends true ? unknown : never;
  signal?: AbortSignal;
} & ([PatternParams<E['path']>] extends [never] ? { params?: never } : { params: Record<PatternParams<E['path']>, string> });

/** A call the browser may make: the server makes the others itself (`exposed: false`). */
type BrowserCall = CallEntry & { readonly exposed?: true };

/** The address of a call under /api, each parameter percent-encoded, the query limited to the entry's names. */
export function callPath(
  entry: CallEntry,
  params: Record<string, string> = {},
  query: Record<string, string | null | undefined> = {},
): string {
  const path = buildPath(entry.path, params);
  const search = new URLSearchParams();
  for (const name of entry.query ?? []) {
    const value = query[name];
    if (value) search.set(name, value);
  }
  const qs = search.toString();
  return `/api${UPSTREAM_PREFIX[entry.upstream ?? 'main']}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Makes a call and resolves to its answer, checked by the entry's schema when it names one (the
 * schema's code loads beside the call). Failures are the fetch wrapper's ApiError (client.ts).
 */
export function callApi<E extends BrowserCall>(
  entry: E,
  ...[args]: [PatternParams<E['path']>] extends [never] ? [args?: CallArgs<E>] : [args: CallArgs<E>]
): Promise<AnswerOf<E['answer']>> {
  const { answer } = entry;
  const schema: LazyParser<AnswerOf<E['answer']>> | undefined = answer
    ? () => import('./answers').then((m) => m.ANSWERS[answer] as never)
    : undefined;
  return request(entry.method, callPath(entry, args?.params, args?.query), { body: args?.body, schema, signal: args?.signal });
}
