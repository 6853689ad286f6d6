/**
 * The API client (client.ts, with its messages), fetched with the first call rather than carried
 * in every page's first load. The calls the entry makes (the session check, the region lookup)
 * and the home page's settings all start after the first paint, so the client's code arrives
 * beside them. Code that is not in the first load imports client.ts directly.
 */
import type * as Client from './client';

type ClientModule = typeof Client;
let loading: Promise<ClientModule> | undefined;

/** The client module; a failed fetch of its code is not remembered, so the next call asks again. */
export function loadApiClient(): Promise<ClientModule> {
  loading ??= import('./client').catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/** `api.get` of client.ts, its code loaded first. */
export async function lazyGet<T = unknown>(path: string, options?: Parameters<typeof Client.request<T>>[2]): Promise<T> {
  const { api } = await loadApiClient();
  return api.get<T>(path, options);
}
