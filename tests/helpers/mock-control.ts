/** A typed client for mock-upstream's control API (/__control). */
import type { JournalEntry } from '#mock-upstream/journal.ts';
import type { Fault } from '#mock-upstream/faults.ts';
import type { Settings } from '#mock-upstream/state.ts';

export class MockControl {
  constructor(readonly url: string) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.url}/__control${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`mock control ${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  reset() {
    return this.call<{ ok: true }>('POST', '/reset');
  }
  journal(filter: { path?: string; method?: string; upstream?: string } = {}) {
    const qs = new URLSearchParams(Object.entries(filter).filter(([, v]) => v !== undefined) as [string, string][]);
    return this.call<JournalEntry[]>('GET', `/journal?${qs}`);
  }
  clearJournal() {
    return this.call('DELETE', '/journal');
  }
  fault(fault: Fault) {
    return this.call('POST', '/faults', fault);
  }
  clearFaults() {
    return this.call('DELETE', '/faults');
  }
  settings(settings: Partial<Settings>) {
    return this.call<Settings>('PUT', '/settings', settings);
  }
  expireTokens() {
    return this.call('POST', '/expire-tokens');
  }
  outbox() {
    return this.call<{ kind: string; accountId: string; detail?: Record<string, unknown> }[]>('GET', '/outbox');
  }
  updateOrder(id: string, patch: Record<string, unknown>) {
    return this.call<{ ownerId: string; order: Record<string, unknown> }>('PATCH', `/orders/${encodeURIComponent(id)}`, patch);
  }
  order(id: string) {
    return this.call<{ ownerId: string; order: Record<string, unknown> }>('GET', `/orders/${encodeURIComponent(id)}`);
  }
}
