/**
 * The build's prerender step (scripts/build.ts bundles this for Node and runs it; it never reaches
 * the browser): renders the public marketing pages with the client's own tree and route table.
 * Only request-independent state is rendered: the session, region and site settings are still
 * loading here, exactly as in the client's first render, which then hydrates this HTML.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { routes } from './app/routes';
import { App, resolveLazyRoutes } from './app/App';
import { marketingPaths, PAGES } from '../../contract/pages';

/**
 * Which pages are prerendered, each with its component's source (its styles and code go into the
 * page's <head>, scripts/build.ts): the public pages of the shared marketing component (legal
 * texts included) and /remotedesktop. Their first render reads nothing about the visitor.
 */
export function prerenderTargets(): { path: string; source: string }[] {
  return [
    ...marketingPaths().map((path) => ({ path, source: 'src/features/marketing/pages/MarketingPage.tsx' })),
    { path: PAGES.remoteDesktop.pattern, source: 'src/features/marketing/pages/RemoteDesktopPage.tsx' },
  ];
}

async function renderPath(pathname: string): Promise<string> {
  await resolveLazyRoutes(routes, pathname);
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  const { prelude } = await prerenderToNodeStream(<App router={router} />);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Each page's path, component source and the HTML that goes inside its root element. */
export async function prerenderPages(): Promise<{ path: string; source: string; html: string }[]> {
  const out = [];
  for (const target of prerenderTargets()) out.push({ ...target, html: await renderPath(target.path) });
  return out;
}
