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
import { marketingPaths } from '../../contract/pages';

/** The prerendered pages' component: its styles and code go into those pages' <head> (scripts/build.ts). */
export const PAGE_SOURCE = 'src/features/marketing/pages/MarketingPage.tsx';

/** Which paths are prerendered: the public pages of the shared marketing component (legal texts included). */
export function prerenderPaths(): string[] {
  return marketingPaths();
}

async function renderPath(pathname: string): Promise<string> {
  await resolveLazyRoutes(routes, pathname);
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  const { prelude } = await prerenderToNodeStream(<App router={router} />);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Path → the HTML that goes inside the page's root element. */
export async function prerenderPages(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const path of prerenderPaths()) out[path] = await renderPath(path);
  return out;
}
