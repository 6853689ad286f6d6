/**
 * What the server derives from the route table (contract/pages.ts): whether a path is a real page
 * (the rest answer 404 with the not-found page), the page's head tags (<title>, description,
 * OpenGraph, canonical) in the HTML it sends, /sitemap.xml, and the sitemap line of robots.txt.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import {
  DEFAULT_DESCRIPTION,
  documentTitle,
  isComponentPage,
  matchPage,
  metaOf,
  NOT_FOUND_TITLE,
  PAGES,
  SITE_NAME,
  type PageId,
  type PageTexts,
} from '#contract/pages.ts';
import { LANGUAGES, languagePath, SOURCE_LANGUAGE, type Language } from '#contract/language.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The site's public origin for absolute URLs (canonical, og:url, sitemap, robots.txt): SITE_URL,
 * which production requires. Never the request's Host header: these answers are cached by shared
 * caches, and one request with a forged Host would poison them for everyone (BEHAVIOUR §16).
 */
export function siteOrigin(siteUrl: string | undefined): string {
  return siteUrl ?? 'http://localhost';
}

/** A page's path is fixed (no parameters or splat): only those get a canonical URL or a sitemap line. */
const isFixed = (pattern: string) => !pattern.includes(':') && !pattern.includes('*');

export interface PageHead {
  status: 200 | 404;
  /** The tags that go where the shell's <title> was. */
  html: string;
  /** The page's component module (route table key), for a page that has one. */
  module?: string;
  /** The page's row of the route table (its id), for a page of the table. */
  id?: PageId;
}

/** A page's translated title and description in a language (the build's), if it has them. */
type LocalTexts = NonNullable<PageTexts[Exclude<Language, 'en'>]>;

/**
 * The status and head tags of the HTML answer for a page path (without /ja), in a language.
 * `texts` are the pages' titles and descriptions in the other languages (the build's page-text.json);
 * without them, or for English, the route table's English.
 */
export function pageHead(pathname: string, origin: string, language: Language = SOURCE_LANGUAGE, texts?: PageTexts): PageHead {
  const found = matchPage(pathname);
  const local: LocalTexts = (language !== 'en' && texts?.[language]) || {};
  if (!found) {
    const title = local.notFound?.title ?? documentTitle(NOT_FOUND_TITLE);
    return {
      status: 404,
      html: [`<title>${escapeHtml(title)}</title>`, '<meta name="robots" content="noindex" />'].join('\n    '),
    };
  }
  return {
    status: 200,
    html: headTags(found.id, origin, language, local),
    module: isComponentPage(found.entry) ? found.entry.module : undefined,
    id: found.id,
  };
}

/** Whether a page exists in both languages at their own URLs (the sitemap's pages): hreflang pairs. */
const isBilingual = (id: PageId) => Boolean(metaOf(id)?.sitemap) && PAGES[id].access === 'public' && isFixed(PAGES[id].pattern);

/**
 * The alternate-language links of a bilingual page, the same in both languages' heads: each
 * language's URL, and x-default (the English page, for a reader of neither language).
 */
function alternateLinks(pattern: string, origin: string): string[] {
  return [
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(`${origin}${languagePath(pattern, l)}`)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${pattern}`)}" />`,
  ];
}

function headTags(id: PageId, origin: string, language: Language, local: LocalTexts): string {
  const meta = metaOf(id);
  const translated = local[id as keyof LocalTexts];
  const title = translated?.title ?? documentTitle(meta?.title);
  const description = translated?.description ?? meta?.description ?? DEFAULT_DESCRIPTION;
  const pattern: string = PAGES[id].pattern;
  // Each language's page is its own canonical URL.
  const url = isFixed(pattern) ? `${origin}${languagePath(pattern, language)}` : undefined;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
  ];
  if (url) tags.push(`<meta property="og:url" content="${escapeHtml(url)}" />`, `<link rel="canonical" href="${escapeHtml(url)}" />`);
  if (isBilingual(id)) tags.push(...alternateLinks(pattern, origin));
  return tags.join('\n    ');
}

/** Public pages with a fixed path, flagged for the sitemap. */
export function sitemapPaths(): string[] {
  return (Object.keys(PAGES) as PageId[])
    .filter((id) => metaOf(id)?.sitemap && PAGES[id].access === 'public' && isFixed(PAGES[id].pattern))
    .map((id) => PAGES[id].pattern);
}

/** Every sitemap page in each language, each URL with its language alternates. */
export function sitemapXml(origin: string): string {
  const urls = sitemapPaths().flatMap((p) => {
    const alternates = alternateLinks(p, origin).map((link) => `    ${link.replace('<link ', '<xhtml:link ')}`);
    return LANGUAGES.map((l) =>
      [`  <url>`, `    <loc>${escapeHtml(`${origin}${languagePath(p, l)}`)}</loc>`, ...alternates, '  </url>'].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** GET /sitemap.xml and GET /robots.txt (the build's robots.txt plus a line naming the sitemap). */
export function seoRoutes(staticDir: string, siteUrl: string | undefined): RequestHandler {
  let robots: string | undefined;
  try {
    robots = fs.readFileSync(path.join(path.resolve(staticDir), 'robots.txt'), 'utf8');
  } catch {
    robots = undefined;
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/sitemap.xml') {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('application/xml').send(sitemapXml(siteOrigin(siteUrl)));
      return;
    }
    if (req.path === '/robots.txt' && robots !== undefined) {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      const body = `${robots.trimEnd()}\n\nSitemap: ${siteOrigin(siteUrl)}/sitemap.xml\n`;
      res.type('text/plain').send(body);
      return;
    }
    next();
  };
}

/** Extensions of the files a browser or crawler asks a site for (icons, scripts, styles, data, media, fonts). */
const FILE_EXTENSION =
  /\.(ico|png|jpe?g|gif|svg|webp|avif|bmp|webmanifest|json|xml|txt|js|mjs|map|css|html?|woff2?|ttf|otf|eot|pdf|zip|gz|br|mp4|webm|mp3|wasm)$/i;

/** A path outside the route table that names a file (`/favicon.ico`, `/old/app.js`): never answered with the page shell. */
export function looksLikeFile(pathname: string): boolean {
  return FILE_EXTENSION.test(pathname.split('/').pop() ?? '');
}
