/**
 * Signed-in visitors browsing through a load balancer while Redis is out, counting the sessions
 * lost (BEHAVIOUR §16). Shared by the loopback nginx test (tests/faults/lb-redis-outage.test.ts)
 * and the compose stack test (tests/ops/compose-stack.test.ts): the caller says where the balancer
 * is, how to take Redis out and bring it back, and how to read the upstream's renewal calls.
 *
 * Each visitor loads "pages" of parallel calls, applying each answer's cookies as it arrives, as a
 * browser does. A session is lost when it is gone: after a call answered 401 (the app then re-reads
 * the session, and so does this driver), or at the end.
 */

export type Phase = 'before' | 'during' | 'after';

export interface Visitor {
  jar: Map<string, string>;
  /** Why the session was lost, and in which phase of the run. */
  lost?: string;
  lostIn?: Phase;
  /** Calls that answered 401 while the session lived on (the app re-reads the session and stays). */
  passing401s?: number;
}

export interface OutageRun {
  /** The load balancer's origin, e.g. http://127.0.0.1:8080. */
  baseURL: string;
  users: number;
  outageMs: number;
  email: string;
  password: string;
  /** Takes Redis out (kill, or hang) and brings it back. */
  begin: () => Promise<void> | void;
  end: () => Promise<void> | void;
  /** The upstream's renewal calls of this run, with the status each got. */
  renewals: () => Promise<{ status?: number }[]>;
  callsPerPage?: number;
}

export interface OutageFigure {
  lost: number;
  lostBefore: number;
  lostDuring: number;
  renewals: number;
  refusedRenewals: number;
  /** 401 answers after which the session still held (see browse). */
  passing401s: number;
  statuses: Record<number, number>;
}

export const cookieOf = (v: Visitor) => [...v.jar].map(([k, val]) => `${k}=${val}`).join('; ');

/** Applies an answer's Set-Cookie lines to the visitor's jar, as a browser does when the answer arrives. */
export function apply(visitor: Visitor, res: Response): void {
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (value === '') visitor.jar.delete(name);
    else visitor.jar.set(name, value);
  }
}

async function signIn(run: OutageRun): Promise<Visitor> {
  const res = await fetch(`${run.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: run.baseURL },
    body: JSON.stringify({ email: run.email, password: run.password }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const visitor: Visitor = { jar: new Map() };
  apply(visitor, res);
  return visitor;
}

/** Pages of parallel calls until the run stops; records the first sign of a lost session. */
async function browse(run: OutageRun, visitor: Visitor, phase: () => Phase | 'stopped', statuses: Map<number, number>) {
  while (phase() !== 'stopped' && !visitor.lost) {
    const cookie = cookieOf(visitor);
    await Promise.all(
      Array.from({ length: run.callsPerPage ?? 3 }, async () => {
        const res = await fetch(`${run.baseURL}/api/auth/account`, { headers: { cookie } });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        apply(visitor, res);
        if (res.status === 401 && !visitor.lost) {
          // As the app does on a 401: it re-reads the session, and only a session that is gone
          // signs the visitor out. (A call can answer 401 and the session live on: its access token
          // expired again before the retried call reached the upstream, with 2-second tokens on a
          // loaded machine; the next call renews.)
          const now = phase();
          const check = await fetch(`${run.baseURL}/api/session`, { headers: { cookie: cookieOf(visitor) } });
          const body = (await check.json()) as { account: unknown };
          apply(visitor, check);
          if (body.account) visitor.passing401s = (visitor.passing401s ?? 0) + 1;
          else {
            visitor.lost = 'a call answered 401 and the session was gone';
            visitor.lostIn = now === 'stopped' ? 'after' : now;
          }
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Signs the visitors in, browses through the outage, and counts the sessions lost. */
export async function sessionsLost(run: OutageRun): Promise<OutageFigure> {
  const visitors = await Promise.all(Array.from({ length: run.users }, () => signIn(run)));
  const statuses = new Map<number, number>();
  let phase: Phase | 'stopped' = 'before';
  const browsing = Promise.all(visitors.map((v) => browse(run, v, () => phase, statuses)));
  await new Promise((r) => setTimeout(r, 1_500));
  phase = 'during';
  await run.begin();
  try {
    await new Promise((r) => setTimeout(r, run.outageMs));
  } finally {
    await run.end();
    phase = 'after';
  }
  // Past the outage long enough for every session to renew at least once more.
  await new Promise((r) => setTimeout(r, 3_000));
  phase = 'stopped';
  await browsing;
  for (const v of visitors.filter((x) => !x.lost)) {
    const res = await fetch(`${run.baseURL}/api/session`, { headers: { cookie: cookieOf(v) } });
    const body = (await res.json()) as { account: unknown };
    apply(v, res);
    if (!body.account) {
      v.lost = 'signed out at the end';
      v.lostIn = 'after';
    }
  }
  const renewals = await run.renewals();
  return {
    lost: visitors.filter((v) => v.lost).length,
    lostBefore: visitors.filter((v) => v.lostIn === 'before').length,
    lostDuring: visitors.filter((v) => v.lostIn === 'during').length,
    renewals: renewals.length,
    refusedRenewals: renewals.filter((e) => e.status === 401).length,
    passing401s: visitors.reduce((n, v) => n + (v.passing401s ?? 0), 0),
    statuses: Object.fromEntries(statuses),
  };
}
