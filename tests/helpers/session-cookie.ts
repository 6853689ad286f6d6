/**
 * A session cookie left by an earlier visit. The server sends a signed-in page's HTML to a request
 * that carries one (only the page's session check can tell whether it is still good); to a request
 * with no session cookie at all it answers with a redirect to login (server/src/static.ts). Tests
 * that read a signed-in page's HTML send it; tests of that redirect leave it out.
 */
import { matchPage } from '#contract/pages.ts';
import { splitLanguagePath } from '#contract/language.ts';

export const EARLIER_SESSION_COOKIE = 'bs_rt=from-an-earlier-visit';

/** Whether the address (with or without /ja) is a signed-in page of the route table. */
export function isSignedInPage(url: string): boolean {
  const { path } = splitLanguagePath(new URL(url, 'http://site.test').pathname);
  return matchPage(path)?.entry.access === 'signed-in';
}

/** The Cookie header under which `url` answers with its page, joined to the cookies a test sends already. */
export function pageCookies(url: string, cookies?: string): Record<string, string> {
  const all = [cookies, isSignedInPage(url) ? EARLIER_SESSION_COOKIE : undefined].filter(Boolean).join('; ');
  return all ? { Cookie: all } : {};
}
