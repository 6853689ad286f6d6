/**
 * The audit browser's cookies, over the DevTools protocol's browser target (its WebSocket; no
 * client library). Lighthouse resets a page's storage between runs but not the browser's
 * cookies, and a cookie one page sets changes what the next one gets: after a /ja/ page, the
 * `lang` cookie sends every English path to its Japanese page through a redirect, which that
 * page's figures would then carry. So every audited run starts from none (scripts/audit.ts).
 */

/** Sends one command to the browser target of the Chromium listening on `port`; resolves with its result. */
export async function browserCommand(port: number, method: string, params: Record<string, unknown> = {}): Promise<unknown> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  try {
    return await new Promise<unknown>((resolve, reject) => {
      socket.addEventListener('open', () => socket.send(JSON.stringify({ id: 1, method, params })));
      socket.addEventListener('message', (event) => {
        const reply = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
        if (reply.id !== 1) return;
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
        else resolve(reply.result);
      });
      socket.addEventListener('error', () => reject(new Error(`${method}: the browser's DevTools socket failed`)));
    });
  } finally {
    socket.close();
  }
}

/** Every cookie the browser holds, of every site. */
export async function browserCookies(port: number): Promise<{ name: string; value: string; domain: string }[]> {
  const result = (await browserCommand(port, 'Storage.getCookies')) as { cookies: { name: string; value: string; domain: string }[] };
  return result.cookies;
}

/** Forgets every cookie of every site, as a first visit would find the browser. */
export async function clearBrowserCookies(port: number): Promise<void> {
  await browserCommand(port, 'Storage.clearCookies');
}
