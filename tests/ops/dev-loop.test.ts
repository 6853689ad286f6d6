/**
 * `npm run dev`: one command runs the mock upstream, the server in watch mode and Vite with hot
 * reload, and every path production serves works through it (same origin, production middleware).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAndWait, stopChild } from '../helpers/processes';
import type { ChildProcess } from 'node:child_process';

let child: ChildProcess | undefined;
let base = '';

beforeAll(async () => {
  const started = await startAndWait(
    ['--import', 'tsx', 'scripts/dev.ts'],
    { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    'site-listening',
    60_000,
  );
  child = started.child;
  base = `http://127.0.0.1:${started.line.port as number}`;
}, 90_000);

afterAll(async () => {
  if (child) await stopChild(child);
});

const html = { accept: 'text/html' };

describe('npm run dev', () => {
  it('serves the shell with Vite’s hot-reload client, under the production CSP and its nonce', async () => {
    const res = await fetch(`${base}/account/login`, { headers: html });
    expect(res.status).toBe(200);
    const body = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(body).toContain(`<script type="module" src="/@vite/client" nonce="${nonce}">`);
    expect(body).toContain('/src/main.tsx');
    expect(body).not.toContain('__CSP_NONCE__');
  });

  it('compiles client modules on request', async () => {
    const res = await fetch(`${base}/src/main.tsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers health, the API (on the mock upstream), redirects and token links as production does', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect(await (await fetch(`${base}/api/info/region`)).json()).toHaveProperty('region');
    expect((await fetch(`${base}/api/no-such-call`)).status).toBe(404);
    const go = await fetch(`${base}/go?t=/movies/catalog`, { redirect: 'manual' });
    expect(go.status).toBe(302);
    expect(go.headers.get('location')).toMatch(/\/movies\/catalog$/);
    const token = await fetch(`${base}/token/login/demo-login-token`, { redirect: 'manual', headers: html });
    expect(token.status).toBe(302);
    expect(token.headers.get('set-cookie')).toMatch(/bs_at=/);
    const verify = await fetch(`${base}/email/verify/demo-verify-token`, { redirect: 'manual', headers: html });
    expect(verify.status).toBe(302);
  });

  it('signs in with a demo account', async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'verified@example.com', password: 'Passw0rd!' }),
    });
    expect(login.status).toBe(200);
  });

  it.runIf(typeof WebSocket === 'function')('accepts the hot-reload connection on the same port', async () => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/`, 'vite-hmr');
    const first = await new Promise<string>((resolve, reject) => {
      socket.addEventListener('message', (event) => resolve(String(event.data)));
      socket.addEventListener('error', () => reject(new Error('no hot-reload socket')));
    });
    socket.close();
    expect(JSON.parse(first)).toMatchObject({ type: 'connected' });
  });
});
