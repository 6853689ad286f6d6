/**
 * A size-bounded map keyed by a hash of a token, never the token itself, so a heap dump or a
 * debugging print of the per-instance caches does not leak credentials. The oldest entry goes
 * first when the bound is reached (Map keeps insertion order).
 */
import { hash } from 'node:crypto';

export function tokenKey(token: string): string {
  // The one-shot hash: no Hash object per call (it runs on every signed-in request).
  return hash('sha256', token, 'base64url');
}

export class TokenKeyedMap<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly maxEntries: number) {}

  get(token: string): V | undefined {
    return this.entries.get(tokenKey(token));
  }

  set(token: string, value: V): void {
    const key = tokenKey(token);
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, value);
  }

  delete(token: string): void {
    this.entries.delete(tokenKey(token));
  }

  /** Deletes only if the entry is still `value` (a newer entry for the same token survives). */
  deleteIf(token: string, value: V): void {
    const key = tokenKey(token);
    if (this.entries.get(key) === value) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
