/**
 * Built SPA assets and the HTML shell.
 * - /assets/* are content-hashed: cached for a year, served precompressed (brotli, gzip) when the
 *   build made those files and the browser accepts them; a missing asset is a 404, never the shell.
 * - Other public files (icons, artwork, robots.txt) get a short cache.
 * - The shell (index.html) is `no-cache`, with the per-response CSP nonce injected, and is sent
 *   only for GET/HEAD requests that accept HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import express from 'express';

export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

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

/** Secret-bearing pages (CONTRACT §2): no referrer, never cached. Case-insensitive, as the client's routes are. */
const SECRET_PAGE = [/^\/bset\/pushtoken\//i, /^\/account\/reset\//i, /^\/reset\//i, /^\/token2?\/login\//i, /^\/email\/[^/]+\/[^/]+/i, /^\/scan\//i];

export function isSecretPage(pathname: string): boolean {
  return SECRET_PAGE.some((re) => re.test(pathname));
}

export interface StaticSite {
  assets: RequestHandler;
  publicFiles: RequestHandler;
  shell: RequestHandler;
  /** Whether the shell could be read (readiness). */
  ready: () => boolean;
}

export function createStaticSite(staticDir: string): StaticSite {
  const root = path.resolve(staticDir);
  const assetsDir = path.join(root, 'assets');
  let template: string | undefined;
  try {
    template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  } catch {
    template = undefined;
  }

  const assets: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = decodeSafe(req.path.replace(/^\/+/, ''));
    if (name === undefined || name.includes('/') || name.includes('\\') || name.startsWith('.')) {
      return notFoundAsset(res);
    }
    const file = path.join(assetsDir, name);
    const accept = String(req.headers['accept-encoding'] ?? '');
    res.setHeader('Vary', 'Accept-Encoding');
    for (const enc of ENCODINGS) {
      if (accepts(accept, enc.name) && fileExists(file + enc.ext)) {
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
  const publicFiles: RequestHandler = (req, res, next) => (/^\/index\.html?$/i.test(req.path) ? next() : serveStatic(req, res, next));

  const shell: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!req.accepts('html') || req.accepts(['html', 'json']) === 'json') return next();
    if (template === undefined) return next();
    const nonce = String(res.locals.cspNonce ?? '');
    const html = template.replaceAll(NONCE_PLACEHOLDER, nonce);
    res.setHeader('Cache-Control', isSecretPage(req.path) ? 'no-store' : 'no-cache');
    if (isSecretPage(req.path)) res.setHeader('Referrer-Policy', 'no-referrer');
    res.type('html').send(html);
  };

  return { assets, publicFiles, shell, ready: () => template !== undefined };
}

function decodeSafe(value: string): string | undefined {
  try {
    const decoded = decodeURIComponent(value);
    return decoded.includes('\0') ? undefined : decoded;
  } catch {
    return undefined;
  }
}

function accepts(header: string, encoding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== encoding) return false;
    const q = params.find((p) => p.trim().startsWith('q='));
    return q === undefined || Number(q.trim().slice(2)) > 0;
  });
}

const existing = new Map<string, boolean>();
function fileExists(file: string): boolean {
  // Built assets never change while the server runs, so a stat per name is enough.
  let known = existing.get(file);
  if (known === undefined) {
    try {
      known = fs.statSync(file).isFile();
    } catch {
      known = false;
    }
    if (existing.size < 10_000) existing.set(file, known);
  }
  return known;
}

function sendFile(res: Response, file: string, ext: string, encoding: string | undefined, next: NextFunction) {
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.sendFile(file, { headers: {}, cacheControl: false, lastModified: true, etag: true }, (err) => {
    if (err && !res.headersSent) next(err);
  });
}

function notFoundAsset(res: Response) {
  res.status(404).setHeader('Cache-Control', 'no-store');
  res.type('text/plain').send('Not found');
}
