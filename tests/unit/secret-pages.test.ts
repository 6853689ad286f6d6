/**
 * The route table's `secret` flag is the one place that says a page's address holds a secret:
 * the shell goes out no-referrer and no-store, and the address's parameters never reach the log.
 */
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { metaOf, PAGES, type PageId } from '#contract/pages.ts';
import { isSecretPage, redactUrl } from '#server/secret-paths.ts';

const TEMPLATE = '<!doctype html><html><head><!--page-head--></head><body><div id="root"></div></body></html>';
const TOKEN = 'tok3n-value';

/** A path of the page with every parameter (and a splat) filled in with TOKEN. */
const samplePath = (pattern: string) => pattern.replace(/:[A-Za-z0-9_]+/g, TOKEN).replace('*', TOKEN);
const withParams = (Object.keys(PAGES) as PageId[]).filter((id) => /[:*]/.test(PAGES[id].pattern));

/** The shell for `path` from static.ts's sendShell, as a browser asking for HTML gets it. */
async function shellHeaders(sendShell: typeof import('#server/static.ts').sendShell, path: string) {
  const app = express();
  app.use((req, res, next) => sendShell(TEMPLATE, 'https://site.example', req, res, next));
  const res = await request(app).get(path).set('Accept', 'text/html');
  return { referrer: res.headers['referrer-policy'], cache: res.headers['cache-control'] };
}

describe('secret pages, from the route table', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it.each(withParams)('%s: no-referrer/no-store and a redacted log line exactly when flagged secret', async (id) => {
    const { sendShell } = await import('#server/static.ts');
    const path = samplePath(PAGES[id].pattern);
    const secret = metaOf(id)?.secret === true;
    expect(isSecretPage(path), path).toBe(secret);
    expect(redactUrl(`${path}?x=1`).includes(TOKEN), path).toBe(!secret);
    expect(await shellHeaders(sendShell, path)).toEqual(
      secret ? { referrer: 'no-referrer', cache: 'no-store' } : { referrer: undefined, cache: 'no-cache' },
    );
  });

  it('marks the token pages of BEHAVIOUR §11', () => {
    const flagged = (Object.keys(PAGES) as PageId[]).filter((id) => metaOf(id)?.secret);
    expect(flagged.map((id) => PAGES[id].pattern).sort()).toEqual(
      [
        '/account/reset/:token',
        '/bset/pushtoken/:etToken',
        '/email/update/:token',
        '/email/verify/:token',
        '/scan/:tpyToken/process',
        '/token/login/:token',
        '/token2/login/:token',
      ].sort(),
    );
  });

  it('follows the flag: marking another page secret gives it the headers and the redaction', async () => {
    const path = '/account/order/order-77/start';
    const before = await import('#server/secret-paths.ts');
    expect(before.isSecretPage(path)).toBe(false);
    expect(before.redactUrl(path)).toBe(path);

    // A fresh copy of the modules, with the order page's row flagged before the server reads the table.
    vi.resetModules();
    const table = await import('#contract/pages.ts');
    (table.PAGES.orderStart as { secret?: true }).secret = true;
    const after = await import('#server/secret-paths.ts');
    const { sendShell } = await import('#server/static.ts');
    expect(after.isSecretPage(path)).toBe(true);
    expect(after.redactUrl(`/api/headset${path}`)).toBe('/api/headset/account/order/[redacted]/start');
    expect(await shellHeaders(sendShell, path)).toEqual({ referrer: 'no-referrer', cache: 'no-store' });
  });
});
