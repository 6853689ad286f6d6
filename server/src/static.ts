/**
 * Built SPA assets and the HTML shell.
 * - /assets/* are content-hashed: cached for a year, served precompressed (brotli, gzip) when the
 *   build made those files and the browser accepts them; a missing asset is a 404, never the shell.
 * - Other public files (icons, artwork, robots.txt) get a short cache.
 * - The shell (index.html) is `no-cache`, with the per-response CSP nonce injected, and is sent
 *   only for GET/HEAD requests that accept HTML. Its <title> and description are replaced by the
 *   page's own head tags from the route table (server/src/pages.ts); a path outside the table gets
 *   the same shell (the client shows the not-found page) with status 404, and a file-like path
 *   outside it (`/favicon.ico` with no such file) gets no shell at all.
 * - The public marketing pages were rendered to HTML at build time (prerendered.json beside
 *   index.html): for those paths the shell's root element carries that markup and its <head> all
 *   the page's styles inline (instead of the shell's stylesheet link) and its code preloaded, so
 *   the page paints as soon as the HTML arrives, already laid out;
 *   the client then hydrates it. The markup holds no
 *   request data (no session, no region), so every visitor gets the same bytes.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import express from 'express';
import { looksLikeFile, pageHead, siteOrigin } from './pages';
import { isSecretPage } from './secret-paths';
import { chooseLanguage, languageVary, rememberPathLanguage, withHtmlLang, type LanguageChoice } from './language';
import { languagePath, type Language } from '#contract/language.ts';
import { loginPath, matchPage, type PageTexts } from '#contract/pages.ts';
import { hasSessionCookie } from './session/cookies';
import { originOf, type CallOrigin } from './upstream/origin';

export const NONCE_PLACEHOLDER = '__CSP_NONCE__';
/** Where the page's head tags go: the build's own <title> and description are taken out. */
const HEAD_PLACEHOLDER = '<!--page-head-->';
/** The shell's empty root element, where a prerendered page's markup goes. */
const EMPTY_ROOT = '<div id="root"></div>';
/** The build's prerendered pages, by path (scripts/build.ts writes it): never sent as a file. */
export const PRERENDERED_FILE = 'prerendered.json';
/** The code links of each page the browser renders itself, by page module (scripts/build.ts): never sent as a file. */
export const PAGE_CODE_FILE = 'page-code.json';
/** Each page's title and description in the other languages (scripts/build.ts): never sent as a file. */
export const PAGE_TEXT_FILE = 'page-text.json';

/** What a page rendered at request time adds to the shell: its head, its markup and its route data. */
export interface RenderedPage {
  head: string;
  html: string;
  /** The route data, by route id, that the client's router starts with (client/src/main.tsx). */
  data: Record<string, unknown>;
}

/** Pages rendered on the server at request time from their data (server/src/page-render.ts). */
export interface PageRenderer {
  /**
   * The page `pageId` at `pagePath` (without /ja) in `language`, or undefined to send the plain
   * shell; `atLanguagePath` when the browser is at the language's own address (`/ja/...`).
   */
  render(
    pageId: string,
    pagePath: string,
    language: Language,
    atLanguagePath?: boolean,
    origin?: CallOrigin,
  ): Promise<RenderedPage | undefined>;
  /** For a page that only sends the visitor on (`pagePath` without /ja): where to, or undefined to send the page. */
  forward(pageId: string, pagePath: string, origin?: CallOrigin): Promise<string | undefined>;
  /** Whether its renderer code is still loading (readiness waits for it; a failed load counts as done). */
  loading(): boolean;
}

/** The id of the script element that carries a server-rendered page's route data. */
export const ROUTE_DATA_ID = 'route-data';

export interface PrerenderedPage {
  /** The page's styles (inline) and code preloads, added to the shell's <head>. */
  head: string;
  /** The markup inside the root element. */
  html: string;
  /** The build's key for it: the path it was rendered at (a pattern for the reset screen); defaults to the request's path. */
  key?: string;
  /** Route data for the client's router (a page rendered at request time). */
  data?: Record<string, unknown>;
}

/** The shell with its <title> and description replaced by the head placeholder. */
export function prepareShell(html: string): string {
  const bare = html.replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  if (/<title>[\s\S]*?<\/title>/i.test(bare)) return bare.replace(/<title>[\s\S]*?<\/title>/i, HEAD_PLACEHOLDER);
  return bare.replace(/<\/head>/i, `${HEAD_PLACEHOLDER}</head>`);
}

const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Secret-bearing pages (BEHAVIOUR §11) go out no-referrer and never cached: the route table marks them. */
export { isSecretPage };

/** The home hero's image preload (client/index.html): only the home page's HTML keeps it. */
const HERO_PRELOAD = /\s*<link rel="preload" as="image"[^>]*>/i;

/** The shell's stylesheet links: a prerendered page has their styles inline (scripts/build.ts). */
const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*>/gi;

/** The shell's entry script and its module preloads. */
const SHELL_SCRIPT = /<(script type="module"|link rel="modulepreload")/gi;
/** SHELL_SCRIPT's replacement that sends a script after the HTML and its pictures. */
const LOW_PRIORITY = '$& fetchpriority="low"';

/** The entry script and module preload tags of a page's <head>. */
const CODE_TAGS = /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/gi;

/** The id of the template that holds a drawn page's code tags until its first paint. */
export const PAGE_CODE_ID = 'page-code';

/**
 * Moves a drawn page's code tags into an inert <template>, and adds the one inline script that
 * puts them in the document once the browser reports the page's first contentful paint (a
 * `paint` performance entry), at the latest a second after the HTML is parsed (a browser without
 * paint entries, a page that never paints), and as soon as it is parsed in a tab nobody sees
 * (which paints nothing until shown). The HTML, its styles and its largest picture then have the
 * connection and the main thread to themselves until the page is on screen; the app then takes the
 * page over as before.
 */
export function deferPageCode(html: string): string {
  const tags = html.match(CODE_TAGS);
  if (!tags) return html;
  const loader =
    `(()=>{const t=document.getElementById('${PAGE_CODE_ID}');let done=false;` +
    `const go=()=>{if(done)return;done=true;document.head.append(document.importNode(t.content,true))};` +
    `document.addEventListener('DOMContentLoaded',()=>{if(document.visibilityState!=='visible')return go();setTimeout(go,1000);` +
    `try{new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}})` +
    `.observe({type:'paint',buffered:true})}catch{go()}})})()`;
  return html
    .replace(CODE_TAGS, '')
    .replace(
      /<\/head>/i,
      () =>
        `<template id="${PAGE_CODE_ID}">${tags.join('')}\n    </template>\n    <script nonce="${NONCE_PLACEHOLDER}">${loader}</script>\n  </head>`,
    );
}

/** Only GET/HEAD requests that want HTML (not JSON) get the shell. */
export function wantsShell(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  return Boolean(req.accepts('html')) && req.accepts(['html', 'json']) !== 'json';
}

/** What sendShell may be given beyond the request: all optional. */
export interface ShellOptions {
  /** The page's markup when it arrives drawn (prerendered, or rendered here from its data). */
  prerendered?: PrerenderedPage;
  /** The code links of each page the browser renders itself (the build's page-code.json). */
  pageCode?: ReadonlyMap<string, string>;
  /** The configured header carrying the visitor's country (server/src/language.ts). */
  regionHeader?: string;
  /** Each page's title and description in the other languages (the build's page-text.json). */
  pageTexts?: PageTexts;
  /** The language of the answer, when the caller has chosen it already; the page is the path without /ja. */
  choice?: LanguageChoice;
}

/**
 * Sends a prepared shell (see prepareShell) for req's path: the page's head tags and status from
 * the route table, the response's CSP nonce, and the caching of its kind of page. A file-like path
 * outside the table gets no shell (next). The dev server (scripts/dev-server.ts) uses it too.
 */
export function sendShell(
  template: string,
  siteUrl: string | undefined,
  req: Request,
  res: Response,
  next: NextFunction,
  { prerendered, pageCode, regionHeader, pageTexts, choice = chooseLanguage(req, regionHeader) }: ShellOptions = {},
): void {
  const head = pageHead(choice.path, siteOrigin(siteUrl), choice.language, pageTexts);
  if (head.status === 404 && looksLikeFile(req.path)) return next();
  // Its code, and on a translated page its catalogs (scripts/build.ts: English has no entry), fetched with the entry.
  const code = head.module === undefined ? undefined : pageCode?.get(head.module);
  const catalogs = head.module === undefined ? undefined : pageCode?.get(`${choice.language}:${head.module}`);
  const nonce = String(res.locals.cspNonce ?? '');
  // Every other page would fetch the hero's picture for nothing (and a browser warns of an unused preload).
  const shell = withHtmlLang(choice.path === '/' ? template : template.replace(HERO_PRELOAD, ''), choice.language);
  const page =
    prerendered === undefined
      ? // A page the browser renders: its code and styles are fetched with the entry, not after it.
        withHead(shell, joinTags(code, catalogs))
      : deferPageCode(
          withHead(
            shell
              // The page's head carries the shell's styles inline (with its own), so nothing blocks its first paint.
              .replace(STYLESHEET_LINK, '')
              // The page is readable without its code, which only takes it over: on a slow link the HTML
              // and the largest picture go first, the scripts after them (and after its first paint).
              .replace(SHELL_SCRIPT, LOW_PRIORITY),
            joinTags(prerendered.head, catalogs?.replace(SHELL_SCRIPT, LOW_PRIORITY)),
          ),
        );
  const filled = page.replaceAll(NONCE_PLACEHOLDER, nonce).replace(HEAD_PLACEHOLDER, () => head.html);
  // The page's markup goes in last: a page rendered from upstream data must not have its text
  // taken for one of the shell's placeholders.
  // The root names the page its markup is, so the app can tell if the address moved on before it
  // took over (client/src/main.tsx). The path is a key of the build's own table (for the reset
  // screen its pattern: the token stays out of the HTML). It also names the page's row in the
  // route table, whose code the app loads before taking over without matching the whole table.
  const html =
    prerendered === undefined
      ? filled
      : filled.replace(
          EMPTY_ROOT,
          () =>
            `<div id="root" data-path="${encodeURI(prerendered.key ?? req.path)}"${head.id ? ` data-page="${head.id}"` : ''}>${prerendered.html}</div>` +
            (prerendered.data ? routeDataScript(prerendered.data, nonce) : ''),
        );
  const secret = isSecretPage(choice.path);
  rememberPathLanguage(choice, res);
  // The same URL answers in the visitor's language: caches must keep the answers apart.
  for (const header of languageVary(regionHeader)) res.vary(header);
  res.status(head.status);
  res.setHeader('Cache-Control', secret ? 'no-store' : 'no-cache');
  if (secret) res.setHeader('Referrer-Policy', 'no-referrer');
  res.type('html').send(compressShell(html, req, res));
}

/**
 * Route data as a JSON data block (never run, so the CSP has nothing to allow): `<` is escaped
 * so no value can close the element, and the line separators JSON allows but scripts once did not.
 */
function routeDataScript(data: Record<string, unknown>, nonce: string): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  // The nonce too, though the block never runs: every script element of a page carries it, so a
  // script without one stands out (tests/security/headers-routes.test.ts).
  return `<script type="application/json" id="${ROUTE_DATA_ID}" nonce="${nonce}">${json}</script>`;
}

/**
 * The shell compressed for this response (its nonce makes each one different, so it cannot be
 * compressed at build time): a prerendered page is about 40 KB of HTML and inline styles, and
 * its first paint waits for all of it. Brotli at a fast quality, else gzip; tiny shells go as they are.
 */
function compressShell(html: string, req: Request, res: Response): Buffer | string {
  res.vary('Accept-Encoding');
  if (html.length < 1024) return html;
  // Asked one by one: brotli whenever the browser takes it, whatever order its header lists them in.
  if (req.acceptsEncodings('br')) {
    res.setHeader('Content-Encoding', 'br');
    return brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (req.acceptsEncodings('gzip')) {
    res.setHeader('Content-Encoding', 'gzip');
    return gzipSync(html, { level: 6 });
  }
  return html;
}

export interface StaticSite {
  assets: RequestHandler;
  publicFiles: RequestHandler;
  shell: RequestHandler;
  /** Whether the shell could be read (readiness). */
  ready: () => boolean;
  /** Whether the page renderer is still loading: not ready yet, though nothing is missing. */
  loading?: () => boolean;
}

export function createStaticSite(staticDir: string, siteUrl?: string, renderer?: PageRenderer, regionHeader?: string): StaticSite {
  const root = path.resolve(staticDir);
  const assetsDir = path.join(root, 'assets');
  let template: string | undefined;
  try {
    template = prepareShell(fs.readFileSync(path.join(root, 'index.html'), 'utf8'));
  } catch {
    template = undefined;
  }
  const prerendered = readJsonMap(path.join(root, PRERENDERED_FILE), isPrerenderedPage);
  const pageCode = readJsonMap(path.join(root, PAGE_CODE_FILE), isString);
  const pageTexts = readPageTexts(path.join(root, PAGE_TEXT_FILE));

  const assets: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = decodeSafe(req.path.replace(/^\/+/, ''));
    if (name === undefined || name.includes('/') || name.includes('\\') || name.startsWith('.')) {
      return notFoundAsset(res);
    }
    const file = path.join(assetsDir, name);
    res.setHeader('Vary', 'Accept-Encoding');
    for (const enc of ENCODINGS) {
      if (req.acceptsEncodings(enc.name) && fileExists(file + enc.ext)) {
        return sendFile(res, file + enc.ext, path.extname(name), enc.name, next);
      }
    }
    if (fileExists(file)) return sendFile(res, file, path.extname(name), undefined, next);
    return notFoundAsset(res);
  };

  const serveStatic = express.static(root, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    maxAge: '1h',
    // index.html is only ever sent through the shell, with its nonce.
    setHeaders: (res, filePath) => {
      if (filePath.endsWith('.br') || filePath.endsWith('.gz')) res.setHeader('Cache-Control', 'no-store');
    },
  });
  // index.html is the shell: it must get its nonce, so express.static never sends it raw.
  const publicFiles: RequestHandler = (req, res, next) =>
    /^\/(index\.html?|prerendered\.json|page-code\.json|page-text\.json)$/i.test(req.path) ? next() : serveStatic(req, res, next);

  const shell: RequestHandler = (req, res, next) => {
    if (!wantsShell(req) || template === undefined) return next();
    const choice = chooseLanguage(req, regionHeader);
    const own = languagePath(choice.path, choice.language);
    const query = req.originalUrl.slice(req.path.length);
    // A prerendered page asked for in English by a visitor who reads Japanese: its Japanese URL.
    // Not a secret link (a reset link's token is not copied into a second address): that page is
    // drawn in the browser, in the visitor's language, at the address it came with.
    const secret = isSecretPage(choice.path);
    if (!choice.fromPath && choice.language !== 'en' && !secret && prerenderedKey(prerendered, choice.path, choice.language)) {
      res.setHeader('Vary', languageVary(regionHeader).join(', '));
      res.setHeader('Cache-Control', 'no-store');
      return res.redirect(302, own + query);
    }
    const key = choice.fromPath || choice.language === 'en' ? prerenderedKey(prerendered, choice.path, choice.language) : undefined;
    const send = (page?: PrerenderedPage) =>
      sendShell(template!, siteUrl, req, res, next, { prerendered: page, pageCode, regionHeader, pageTexts, choice });
    // Prerendered pages are all public: the route table is read only for the others.
    if (key !== undefined) return send({ ...prerendered.get(key)!, key });
    // A signed-in page opened with no session cookie at all: straight to login, with the page as
    // the return target, as the browser's router would send the visitor once its session check
    // answered, without drawing the page (or reading its films upstream) first. A visitor with a
    // cookie, even an expired one, gets the page, whose session check may still renew it. A secret
    // address (a scan token) is left to the browser: its token would travel in the login URL.
    const found = matchPage(choice.path);
    if (found?.entry.access === 'signed-in' && !secret && !hasSessionCookie(req)) {
      const login = loginPath(choice.path + query);
      res.setHeader('Vary', 'Cookie');
      res.setHeader('Cache-Control', 'no-store');
      return res.redirect(302, choice.fromPath ? languagePath(login, choice.language) : login);
    }
    // A page rendered here from its data: at its own address in the visitor's language, or at the
    // language's address (/ja/...) it was asked for under.
    if (!renderer || !found) return send();
    // The films it reads upstream are calls of this request's trace.
    const origin = originOf(req);
    const draw = () =>
      renderer
        .render(found.id, choice.path, choice.language, choice.fromPath, origin)
        .then((page) => send(page && { ...page, key: req.path }));
    // A page that only sends the visitor on (the token purchase link) is answered with where it goes.
    renderer
      .forward(found.id, choice.path, origin)
      .then((to) => {
        if (to === undefined) return draw();
        res.setHeader('Cache-Control', 'no-store');
        res.redirect(302, (choice.fromPath ? languagePath(to, choice.language) : to) + query);
      })
      .catch(next);
  };

  return { assets, publicFiles, shell, ready: () => template !== undefined, loading: () => renderer?.loading() ?? false };
}

/**
 * The build's key of the prerendered page for a path (without /ja) in a language: the path itself,
 * or, for a page with parameters rendered once for all of them (the reset screen), its pattern.
 */
function prerenderedKey(prerendered: ReadonlyMap<string, PrerenderedPage>, pagePath: string, language: Language): string | undefined {
  const own = languagePath(pagePath, language);
  if (prerendered.has(own)) return own;
  const pattern = matchPage(pagePath)?.entry.pattern;
  if (pattern === undefined || !pattern.includes(':')) return undefined;
  const key = languagePath(pattern, language);
  return prerendered.has(key) ? key : undefined;
}

const joinTags = (...parts: (string | undefined)[]): string | undefined => parts.filter(Boolean).join('\n    ') || undefined;

/** The shell with `extra` tags added at the end of its <head>. */
const withHead = (html: string, extra: string | undefined) => (extra ? html.replace(/<\/head>/i, () => `${extra}\n  </head>`) : html);

/** A build-written JSON object of `key -> value`, keeping the entries that pass `isValue`; empty when absent or unreadable. */
export function readJsonMap<T>(file: string, isValue: (v: unknown) => v is T): Map<string, T> {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!parsed || typeof parsed !== 'object') return new Map();
    return new Map(Object.entries(parsed).filter((e): e is [string, T] => isValue(e[1])));
  } catch {
    return new Map();
  }
}

/** The build's translated titles and descriptions; none when absent or unreadable (then the pages keep their English heads). */
function readPageTexts(file: string): PageTexts {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as PageTexts) : {};
  } catch {
    return {};
  }
}

const isPrerenderedPage = (v: unknown): v is PrerenderedPage =>
  typeof v === 'object' && v !== null && typeof (v as PrerenderedPage).head === 'string' && typeof (v as PrerenderedPage).html === 'string';
const isString = (v: unknown): v is string => typeof v === 'string';

function decodeSafe(value: string): string | undefined {
  try {
    const decoded = decodeURIComponent(value);
    return decoded.includes('\0') ? undefined : decoded;
  } catch {
    return undefined;
  }
}

interface CachedAsset {
  body: Buffer;
  etag: string;
}

/**
 * Built assets never change while the server runs (their names carry a content hash), so each
 * file is read once and served from memory: a stat and a file stream per request cost more than
 * the bytes themselves. Bounded, so a huge build cannot exhaust memory; beyond the bound files
 * are streamed from disk as usual.
 */
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;
const MAX_CACHED_FILE_BYTES = 4 * 1024 * 1024;
const assetCache = new Map<string, CachedAsset | null>();
let cachedBytes = 0;

function statFile(file: string): fs.Stats | undefined {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}

/** The cached file; null when there is no such file; undefined when it exists but is not cached. */
function loadAsset(file: string): CachedAsset | null | undefined {
  if (assetCache.has(file)) return assetCache.get(file);
  const stat = statFile(file);
  if (!stat) {
    if (assetCache.size < 10_000) assetCache.set(file, null);
    return null;
  }
  if (stat.size > MAX_CACHED_FILE_BYTES || cachedBytes + stat.size > CACHE_LIMIT_BYTES) return undefined;
  const body = fs.readFileSync(file);
  const asset = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  cachedBytes += body.length;
  assetCache.set(file, asset);
  return asset;
}

function fileExists(file: string): boolean {
  return loadAsset(file) !== null;
}

function sendFile(res: Response, file: string, ext: string, encoding: string | undefined, next: NextFunction) {
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  const asset = loadAsset(file);
  if (!asset) {
    res.sendFile(file, { cacheControl: false, lastModified: true, etag: true }, (err) => {
      if (err && !res.headersSent) next(err);
    });
    return;
  }
  res.setHeader('ETag', asset.etag);
  // Express compares If-None-Match with the ETag just set (lists, weak tags and no-cache included).
  if (res.req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Length', asset.body.length);
  res.end(res.req.method === 'HEAD' ? undefined : asset.body);
}

function notFoundAsset(res: Response) {
  res.status(404).setHeader('Cache-Control', 'no-store');
  res.type('text/plain').send('Not found');
}
