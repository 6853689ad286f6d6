/**
 * Demo only: the stand-ins for third-party services (the payment provider's script, the video
 * players, the page-builder's content API, the client downloads) are served by the embedded mock upstream on a port of
 * its own, which a visitor on another machine cannot reach. The site relays them under its own
 * origin, so every request a demo page makes goes to the address the visitor typed.
 */
import type { RequestHandler } from 'express';

export const STAND_IN_PREFIXES = ['/__stripe/', '/__video/', '/__builder/', '/__downloads/'] as const;

/** A stand-in player is framed by the site's own pages: same-origin framing only, nothing but its inline style. */
const PLAYER_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";
const RELAY_TIMEOUT_MS = 5_000;

const isStandInPath = (path: string) => STAND_IN_PREFIXES.some((prefix) => path.startsWith(prefix));

export function standInRelay(target: string): RequestHandler {
  const origin = new URL(target).origin;
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isStandInPath(req.path)) return next();
    // Resolved against the mock's origin: a path that normalises out of the stand-ins goes no further.
    const url = new URL(req.originalUrl, origin);
    if (url.origin !== origin || !isStandInPath(url.pathname)) return next();
    fetch(url, { method: req.method, signal: AbortSignal.timeout(RELAY_TIMEOUT_MS) })
      .then(async (answer) => {
        res.status(answer.status);
        for (const name of ['content-type', 'cache-control', 'content-disposition']) {
          const value = answer.headers.get(name);
          if (value) res.setHeader(name, value);
        }
        if (url.pathname.startsWith('/__video/')) {
          res.setHeader('Content-Security-Policy', PLAYER_POLICY);
          res.setHeader('X-Frame-Options', 'SAMEORIGIN');
        }
        res.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(next);
  };
}
