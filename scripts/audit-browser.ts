/**
 * The browser Lighthouse drives (scripts/audit.ts, tests/audits/lighthouse.test.ts): started on a
 * profile of its own, and its cookies read and cleared over the DevTools protocol's browser target
 * (its WebSocket; no client library). Lighthouse resets a page's storage between runs but not the
 * browser's cookies, and a cookie one page sets changes what the next one gets: after a /ja/ page,
 * the `lang` cookie sends every English path to its Japanese page through a redirect, which that
 * page's figures would then carry. So every audited run starts from none.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';

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

/** A headless Chromium for Lighthouse, on a profile of its own. */
export interface AuditBrowser {
  port: number;
  /** The browser's profile folder, gone once `close` has resolved. */
  profile: string;
  /** Kills the browser, waits for it to exit, then removes its profile. */
  close(): Promise<void>;
}

/**
 * Starts the audit browser (scripts/audit.ts, tests/audits/lighthouse.test.ts) on a profile
 * folder of its own. chrome-launcher would remove a profile it made right after sending the kill,
 * and again from the process's close event (where a failure is an error nobody catches), racing a
 * dying browser that is still writing its cookie store there; this one is removed once the
 * browser has exited, and a folder it cannot remove is reported, not thrown. Without a
 * `chromePath`, chrome-launcher looks for a Chrome itself.
 */
export async function launchAuditBrowser(chromePath: string | undefined, flags: string[]): Promise<AuditBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-browser-'));
  let chrome: chromeLauncher.LaunchedChrome;
  try {
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...flags], userDataDir: profile });
  } catch (err) {
    fs.rmSync(profile, { recursive: true, force: true });
    throw err;
  }
  return {
    port: chrome.port,
    profile,
    async close() {
      const browser = chrome.process;
      if (browser.exitCode === null && browser.signalCode === null) {
        const exited = new Promise((resolve) => browser.once('exit', resolve));
        chrome.kill();
        await exited;
      }
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (err) {
        process.stderr.write(`could not remove the audit browser's profile ${profile}: ${String(err)}\n`);
      }
    },
  };
}
