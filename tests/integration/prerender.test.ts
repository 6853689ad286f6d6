/**
 * Prerendered marketing pages, against the real build (npm run build): each public marketing
 * path answers, with no JavaScript run, HTML that already holds its heading and its text, with
 * the page's styles linked in <head> under the response's CSP nonce; pages that depend on the
 * visitor (signed-in, secret links) and the not-found page stay an empty shell for the client.
 */
import { describe, expect, it } from 'vitest';
import { useIntegrationStack } from '../helpers/integration';
import { marketingPaths } from '../../contract/pages';
import { PAGE_CONTENT } from '../../client/src/features/marketing/content/page-content';

const useStack = useIntegrationStack();
const get = (url: string) => useStack().request().get(url).set('Accept', 'text/html');

const decode = (s: string) =>
  s
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
/** The visible text of an HTML fragment, as a crawler without scripts reads it. */
const text = (html: string) =>
  decode(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';

describe('prerendered marketing pages', () => {
  it.each(marketingPaths())('%s arrives with its heading and text in the HTML', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const content = PAGE_CONTENT[path];
    expect(content, `copy for ${path}`).toBeDefined();
    const root = rootOf(res.text);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1];
    expect(h1 && text(h1)).toBe(content!.title);
    const body = text(/<main[^>]*>([\s\S]*?)<\/main>/.exec(root)?.[1] ?? '');
    if (content!.legal) {
      expect(root).toContain('class="legal-doc"');
      expect(body.length, 'the legal text itself').toBeGreaterThan(800);
    } else {
      expect(body).toContain(content!.lead);
      for (const point of content!.points) expect(body).toContain(point.text);
    }
    // The header and footer are there too (the account slot in its neutral, not-yet-known state).
    expect(root).toContain('<header class="site-header"');
    expect(root).toContain('<footer');
    expect(root).toContain('account-menu--pending');
    // The page's own styles come with the HTML, under this response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const styles = /<link rel="stylesheet" crossorigin href="\/assets\/marketing-[^"]+\.css" nonce="([^"]*)">/.exec(res.text);
    expect(styles?.[1]).toBe(nonce);
    expect(res.text).not.toContain('__CSP_NONCE__');
  });

  it.each([
    ['the not-found page', '/no-such-page', 404],
    ['a signed-in page', '/account/home', 200],
    ['a secret link', '/account/reset/some-token', 200],
    ['a sign-in screen', '/account/login', 200],
  ])('%s is not prerendered (%s)', async (_what, path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('<h1');
  });

  it('/remotedesktop arrives with its heading, install steps and notes, the download button still loading', async () => {
    const res = await get('/remotedesktop');
    expect(res.status).toBe(200);
    const root = rootOf(res.text);
    expect(text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1] ?? '')).toBe('Your PC, on the big screen');
    const body = text(root);
    expect(body).toContain('Run the installer and follow its prompts');
    expect(body).toContain('A GPU with hardware encoding');
    // The download URL comes from the remote-desktop host per visit: never baked into the HTML.
    expect(root).not.toMatch(/href="https:\/\/[^"]*(download|\.exe)/i);
    expect(res.text).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/RemoteDesktopPage-[^"]+\.js"/);
  });

  it('never sends the prerendered pages or the build manifest as a file', async () => {
    const res = await useStack().request().get('/prerendered.json');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('site-header');
    expect((await useStack().request().get('/.vite/manifest.json')).status).toBe(404);
  });
});
