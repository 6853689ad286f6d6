/**
 * The page's code is loaded before React takes its HTML over (client/src/app/app.tsx
 * `resolveLazyRoutes`), found by the route's id, which the server names from the route table's own
 * matcher (`matchPage`, server/src/static.ts `data-page`),
 * instead of react-router's `matchRoutes`. The two must name the same routes for every address a
 * page can have, in every spelling the router accepts, or the page taken over would be another's.
 */
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from '#client/app/routes.tsx';
import { routeChain } from '#client/app/app.tsx';
import { matchPage, NOT_FOUND_SCOPES, PAGES } from '#contract/pages.ts';

/** Each page's pattern filled in, and the spellings the router also takes (case, trailing slash). */
function addresses(): string[] {
  const filled = Object.values(PAGES).map(({ pattern }) => pattern.replace(/:[A-Za-z0-9_]+/g, 'x-1').replace(/\/\*$/, '/a/b'));
  const scoped = NOT_FOUND_SCOPES.map(({ pattern }) => pattern.replace(/\/\*$/, '/zz/yy'));
  const odd = ['/nope', '/aboutus', '/account/reset/', '/pages', '/scan/tok', '/browser/a/b', '/account/order/x', '/movies'];
  return [...filled, ...scoped, ...odd].flatMap((p) => [p, p.toUpperCase(), p === '/' ? p : `${p}/`]);
}

describe('routeChain(matchPage(path)) against matchRoutes', () => {
  it.each(addresses())('%s names the same routes', (path) => {
    const router = (matchRoutes(routes, path) ?? []).map(({ route }) => route);
    const page = matchPage(path);
    if (!page) {
      // Not a page of the table: resolveLazyRoutes falls back to matchRoutes; that must not be a page's route.
      expect(router.at(-1)?.id === undefined || !(router.at(-1)!.id! in PAGES)).toBe(true);
      return;
    }
    expect(routeChain(routes, page.id)).toEqual(router);
  });
});
