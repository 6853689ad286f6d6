/**
 * The route table's pages (contract/pages.ts) as addresses a browser test can open, the demo's data
 * in their parameters, so a test that walks "every page" follows the table: a page added there is
 * walked with no edit here (docs/ARCHITECTURE.md, "How to add a page").
 */
import { PAGES, isComponentPage, type PageEntry } from '#contract/pages.ts';

/** The demo's data for each parameter name of the route table's patterns. */
const PARAMS: Record<string, string> = {
  bigMediaId: 'bm-neon-harbor',
  url: 'neon-harbor',
  bigOrderId: 'ord-1001',
  tpyToken: 'tpy-demo-ok',
  activityId: 'demo-room',
  token: 'reset-demo-token',
  etToken: 'et-demo-token',
};

export const pagePath = (entry: PageEntry): string =>
  entry.pattern.replace(/:(\w+)/g, (_m, name: string) => PARAMS[name] ?? name).replace(/\*$/, 'movie-nights');

/** Every page the client draws (not the server's own redirects). */
export const componentPages: PageEntry[] = Object.values(PAGES as Record<string, PageEntry>).filter(isComponentPage);
