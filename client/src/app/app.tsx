/**
 * The app's tree above the router: the same on the client (main.tsx) and in the build's prerender
 * step (client/src/prerender.tsx), so hydration meets exactly the markup the server rendered.
 */
import { StrictMode } from 'react';
import { matchRoutes, RouterProvider, type RouteObject, type RouterProviderProps } from 'react-router';
import { SessionProvider } from '#client/shared/session/index.tsx';
import { LocaleProvider } from '#client/shared/region/index.tsx';
import { Rendered } from '#client/shared/components/rendered.tsx';

/**
 * `onRendered` runs once the first render is on screen (for a prerendered page: once React has
 * taken its HTML over), after every effect of the tree below.
 */
export function App({ router, onRendered }: { router: RouterProviderProps['router']; onRendered?: () => void }) {
  return (
    <StrictMode>
      <LocaleProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </LocaleProvider>
      {onRendered && <Rendered then={onRendered} />}
    </StrictMode>
  );
}

/**
 * Loads the lazy modules of the routes matching `pathname` and puts them on the route objects,
 * so a router created afterwards starts with the page in hand. Before hydration this keeps the
 * router from rendering its loading fallback, which would discard the prerendered HTML.
 *
 * `pageId`, when the HTML names the page's row (the server's `data-page`, from the route table's
 * own matcher), finds its route by id: react-router's `matchRoutes` first flattens and ranks every
 * route of the site, on a phone's CPU the largest part of the page's first script task
 * (docs/decisions/0011-page-main-thread-work.md). tests/unit/page-match.test.ts holds the two ways to the same routes.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string, pageId?: string): Promise<void> {
  const chain = (pageId && routeChain(routes, pageId)) || (matchRoutes(routes, pathname) ?? []).map(({ route }) => route);
  for (const route of chain) {
    if (typeof route.lazy !== 'function') continue;
    Object.assign(route, await route.lazy(), { lazy: undefined });
  }
}

/** The route whose id is `id` with its ancestors, outermost first, or undefined when no route has it. */
export function routeChain(routes: RouteObject[], id: string): RouteObject[] | undefined {
  for (const route of routes) {
    if (route.id === id) return [route];
    const below = route.children && routeChain(route.children, id);
    if (below) return [route, ...below];
  }
  return undefined;
}
