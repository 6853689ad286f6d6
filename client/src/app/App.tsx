/**
 * The app's tree above the router: the same on the client (main.tsx) and in the build's prerender
 * step (client/src/prerender.tsx), so hydration meets exactly the markup the server rendered.
 */
import { StrictMode } from 'react';
import { matchRoutes, RouterProvider, type RouteObject, type RouterProviderProps } from 'react-router';
import { SessionProvider } from '#client/session/index.tsx';
import { I18nProvider } from '@lingui/react';
import { LocaleProvider } from '#client/locale/index.tsx';
import { i18n } from '#client/i18n/index.ts';

export function App({ router }: { router: RouterProviderProps['router'] }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <LocaleProvider>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </LocaleProvider>
      </I18nProvider>
    </StrictMode>
  );
}

/**
 * Loads the lazy modules of the routes matching `pathname` and puts them on the route objects,
 * so a router created afterwards starts with the page in hand. Before hydration this keeps the
 * router from rendering its loading fallback, which would discard the prerendered HTML.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    Object.assign(route, await route.lazy(), { lazy: undefined });
  }
}
