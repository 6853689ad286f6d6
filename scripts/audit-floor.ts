/**
 * The audit's floor (scripts/audit.ts): a page that React 19 and react-router's data router take
 * over from server-rendered HTML of the home page's size and shape, with none of the site's code.
 *
 * The markup is the home page's own: read from the HTML the site under audit serves for `/`, as a
 * tree of plain elements (audit-floor/floor-tree.ts), rendered on this side with react-dom/server
 * (audit-floor/floor-render.ts) and taken over in the browser by audit-floor/floor-app.tsx,
 * bundled here with esbuild as the
 * site's build bundles its entry (production React, react-router's production build, minified,
 * ES2022). The page keeps the home page's head (its styles, its preloaded illustration) and drops
 * every script of the site, and is sent with the home page's own headers (`documentHeaders`).
 * Whatever else the page asks for (the styles, the images) is fetched from the site, so the floor
 * draws what the home page draws.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { build, type Plugin } from 'esbuild';
import { readTree, treeShape, type FloorNode } from './audit-floor/floor-tree';
import { PAGE_CODE_ID } from '#server/static.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROUTER_PRODUCTION = path.resolve(HERE, '../node_modules/react-router/dist/production/index.mjs');

/** The row's name in the audit's table. */
export const FLOOR_NAME = 'floor (React + router)';

export interface Floor {
  baseURL: string;
  /** The floor's script, gzip bytes (level 9, as the site's build precompresses). */
  scriptGzip: number;
  /** Elements in the taken-over markup and its depth (the home page's). */
  shape: { elements: number; depth: number };
  close(): Promise<void>;
}

/** The floor's script: the entry with the tree written in as the module `floor:tree`. */
async function bundle(tree: FloorNode[]): Promise<string> {
  const treeModule: Plugin = {
    name: 'floor-tree',
    setup(b) {
      b.onResolve({ filter: /^floor:tree$/ }, () => ({ path: 'floor-tree', namespace: 'floor' }));
      b.onLoad({ filter: /.*/, namespace: 'floor' }, () => ({ contents: JSON.stringify(tree), loader: 'json' }));
    },
  };
  const result = await build({
    entryPoints: [path.join(HERE, 'audit-floor', 'floor-app.tsx')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    jsx: 'automatic',
    // As the site's production build (vite.config.ts): React's production build, the router's too.
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: { 'react-router': ROUTER_PRODUCTION },
    plugins: [treeModule],
    logLevel: 'error',
  });
  return result.outputFiles[0]!.text;
}

/** Renders the tree to HTML with a production React of its own (audit-floor/floor-render.ts says why). */
async function renderMarkup(nodes: FloorNode[]): Promise<string> {
  const result = await build({
    entryPoints: [path.join(HERE, 'audit-floor', 'floor-render.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-floor-'));
  try {
    const file = path.join(dir, 'floor-render.cjs');
    fs.writeFileSync(file, result.outputFiles[0]!.text);
    const { renderFloor } = createRequire(import.meta.url)(file) as { renderFloor: (tree: FloorNode[]) => string };
    return renderFloor(nodes);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The home page's HTML with the floor's markup and script in place of the site's. The floor's
 * script takes the place and the attributes of the site's entry, and is delivered as the site
 * delivers its code: the server holds a drawn page's code tags in a template until the first paint
 * (server/src/static.ts, `deferPageCode`), and its one loader script stays; a script fetched at once
 * and at high priority would hold Lighthouse's simulated first paint back. Every other script and
 * module preload of the site is left out.
 */
export function floorDocument(html: string, markup: string, start: number, end: number): string {
  const page = (html.slice(0, start) + markup + html.slice(end))
    .replace(/<script\b[^>]*\btype="module"[^>]*\bsrc="[^"]*"[^>]*>/i, (tag) => tag.replace(/\bsrc="[^"]*"/, 'src="/floor.js"'))
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (script) =>
      script.includes('src="/floor.js"') || script.includes(`getElementById('${PAGE_CODE_ID}')`) ? script : '',
    );
  return page.includes('src="/floor.js"') ? page : page.replace(/<\/head>/i, '<script type="module" src="/floor.js"></script>$&');
}

/** Headers that describe a response's bytes or its connection, not the document: the floor sets its own. */
const BODY_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'transfer-encoding',
  'vary',
  'x-request-id',
]);

/**
 * The headers the site sent with its home page that the floor's document is sent with too: its
 * security headers (CSP, the opener policy, the permissions policy...). They decide how the browser
 * commits the navigation (a page with an opener policy starts in a browsing context group of its
 * own), and that commit is a main-thread task before the first paint: 10-35 ms in a trace, a long
 * task of 60-140 ms at Lighthouse's 4x. Without them the floor skipped a cost every page of the site
 * pays, and the ratio counted it against the pages (docs/decisions/0023-pages-long-tasks.md).
 */
export function documentHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers].filter(([name]) => !BODY_HEADERS.has(name.toLowerCase())));
}

/** Builds the floor from the home page `siteURL` serves and serves it on a free loopback port. */
export async function serveFloor(siteURL: string): Promise<Floor> {
  const home = await fetch(`${siteURL}/`, { headers: { accept: 'text/html' } });
  if (!home.ok) throw new Error(`floor: the site's home page answered ${home.status}`);
  const html = await home.text();
  const siteHeaders = documentHeaders(home.headers);
  const { nodes, start, end } = readTree(html, 'root');
  const markup = await renderMarkup(nodes);
  const page = floorDocument(html, markup, start, end);
  const script = Buffer.from(await bundle(nodes));
  const compressed = (body: Buffer) => ({ br: zlib.brotliCompressSync(body), gzip: zlib.gzipSync(body, { level: 9 }), identity: body });
  const encoded = compressed(script);
  const document = compressed(Buffer.from(page));
  // Compressed as the site sends its pages and scripts: Lighthouse's simulated network charges
  // every byte, and a page sent whole would be late for a reason that is not React's.
  const send = (req: http.IncomingMessage, res: http.ServerResponse, type: string, body: ReturnType<typeof compressed>) => {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
    res.writeHead(200, {
      ...(type.startsWith('text/html') ? siteHeaders : {}),
      'Content-Type': type,
      'Cache-Control': 'no-store',
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    });
    res.end(body[encoding]);
  };
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/floor.js') return send(req, res, 'text/javascript; charset=utf-8', encoded);
    if (!url.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(url.split('?')[0]!))
      return send(req, res, 'text/html; charset=utf-8', document);
    // The home page's styles and images, as the site serves them.
    fetch(`${siteURL}${url}`).then(
      async (upstream) => {
        const type = upstream.headers.get('content-type') ?? '';
        const body = Buffer.from(await upstream.arrayBuffer());
        // Text compressed as the site sends it (fetch hands it over decompressed).
        const gzip = /text|svg|json|javascript/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        res.writeHead(upstream.status, {
          ...(type ? { 'Content-Type': type } : {}),
          'Cache-Control': 'no-store',
          ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
        });
        res.end(gzip ? zlib.gzipSync(body) : body);
      },
      () => {
        res.writeHead(502).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    scriptGzip: encoded.gzip.length,
    shape: treeShape(nodes),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
