/**
 * The build's prerender step (scripts/build.ts bundles this for Node and runs it; it never reaches
 * the browser): renders the public marketing pages with the client's own tree and route table.
 * Only request-independent state is rendered: the session, region and site settings are still
 * loading here, exactly as in the client's first render, which then hydrates this HTML.
 * Every page is rendered in each language: English at its path, Japanese under /ja/.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { CATALOG_AREAS, routes } from '#client/app/routes.tsx';
import { App, resolveLazyRoutes } from '#client/app/app.tsx';
import { i18n, loadAllCatalogs, STARTUP_AREAS } from '#client/shared/i18n/index.ts';
import { documentTitle, marketingPaths, metaOf, NOT_FOUND_TITLE, PAGES, type PageId, type PageTexts } from '#contract/pages.ts';
import { JA_PREFIX, LANGUAGES, languagePath, SOURCE_LANGUAGE, type Language } from '#contract/language.ts';
import { localText, plainText } from '#client/shared/i18n/local-message.ts';

/** A prerendered page: its path, the sources of the code it shows at once, and those whose styles only it inlines. */
export interface PrerenderTarget {
  path: string;
  sources: string[];
  stylesOf?: string[];
}

/**
 * For each translation and page module (keyed `language:module`), the catalogs a page's first
 * render waits for, as build sources: the language's start-up catalogs (shared/i18n/index.ts
 * `startLanguage`) and the module's own (app/routes.tsx). The server
 * preloads them on every page of that module in that language (server/src/static.ts), so they
 * download beside the entry instead of after it. English pages load no catalog.
 */
export function translationSources(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const language of LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE)) {
    for (const [module, own] of Object.entries(CATALOG_AREAS)) {
      const areas = [...STARTUP_AREAS, ...own];
      out[`${language}:${module}`] = areas.map((area) => `src/shared/i18n/locales/${language}/${area}.po`);
    }
  }
  return out;
}

/**
 * Which pages are prerendered, each with the sources of the code it shows at once (their styles
 * and code go into the page's <head>, scripts/build.ts): the home page (its hero and the sections
 * below, a chunk of their own whose code the takeover does not wait for: `stylesOf` names sources
 * whose styles are inlined but whose code is not preloaded), the public pages of the shared marketing component (legal texts
 * included), /remotedesktop, and the login, signup, forgot-password and reset screens (their forms
 * are uncontrolled, so what a visitor types before the takeover stays). Their first render reads
 * nothing about the visitor. The reset screen is rendered once, at its pattern
 * (`/account/reset/:token`): the same HTML serves every link, so no token is ever in it.
 */
export function prerenderTargets(): PrerenderTarget[] {
  const marketing = 'src/features/marketing';
  return [
    // The sections' code loads after the takeover (pages/home-page.tsx): their styles only.
    { path: PAGES.home.pattern, sources: [`${marketing}/pages/home-page.tsx`], stylesOf: [`${marketing}/components/home-below-hero.tsx`] },
    ...marketingPaths().map((path) => ({ path, sources: [`${marketing}/pages/marketing-page.tsx`] })),
    { path: PAGES.remoteDesktop.pattern, sources: [`${marketing}/pages/remote-desktop-page.tsx`] },
    ...[PAGES.login, PAGES.signup, PAGES.forgot, PAGES.reset].map((page) => ({
      path: page.pattern,
      sources: ['src/features/auth/pages/auth-page.tsx'],
    })),
  ];
}

async function renderPath(pathname: string, language: Language): Promise<string> {
  i18n.activate(language);
  await resolveLazyRoutes(routes, pathname);
  const router = createMemoryRouter(routes, {
    initialEntries: [languagePath(pathname, language)],
    ...(language === 'ja' ? { basename: JA_PREFIX } : {}),
  });
  // Every boundary inline, however large: React would otherwise send a big one (the home page's
  // sections) as a fallback plus an inline script that swaps it in, and the CSP blocks inline scripts.
  const { prelude } = await prerenderToNodeStream(<App router={router} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Each page's path (per language), component sources and the HTML that goes inside its root element. */
export async function prerenderPages(): Promise<(PrerenderTarget & { html: string })[]> {
  await loadAllCatalogs();
  const out = [];
  for (const language of LANGUAGES) {
    for (const target of prerenderTargets()) {
      out.push({ ...target, path: languagePath(target.path, language), html: await renderPath(target.path, language) });
    }
  }
  return out;
}

/**
 * Each page's <title> text and description in every translation, from the route table's English
 * (each English title and description is the id of its translation: client/src/shared/i18n/page-titles.ts,
 * page-descriptions.ts). scripts/build.ts saves them for the server's head tags.
 */
export async function pageTexts(): Promise<PageTexts> {
  await loadAllCatalogs();
  const texts: PageTexts = {};
  for (const language of LANGUAGES) {
    // English, the source, keeps the route table's own texts.
    if (language === 'en') continue;
    i18n.activate(language);
    const pages = (Object.keys(PAGES) as PageId[]).flatMap((id) => {
      const meta = metaOf(id);
      if (!meta) return [];
      // Head tags wrap nothing: the catalogs' phrase marks stay out of them.
      const title = plainText(meta.title ? documentTitle(localText(meta.title)) : localText(documentTitle(undefined)));
      return [[id, { title, description: plainText(localText(meta.description)) }] as const];
    });
    texts[language] = { ...Object.fromEntries(pages), notFound: { title: plainText(documentTitle(localText(NOT_FOUND_TITLE))) } };
  }
  return texts;
}
