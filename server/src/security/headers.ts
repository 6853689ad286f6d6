/**
 * Security headers: helmet with an enforced Content-Security-Policy whose script nonce is made
 * per response (and injected into index.html), per-route-group third-party hosts, HSTS in
 * production, and a Permissions-Policy (helmet has no option for it).
 */
import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';
import { deferHead, type FlatHeaders } from '../response-head';

/** Third-party origins, by what needs them. */
export const THIRD_PARTY = {
  stripe: {
    script: ['https://js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  },
  builder: {
    connect: ['https://cdn.builder.io', 'https://builder.io'],
    img: ['https://cdn.builder.io'],
  },
  youtube: {
    frame: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  },
  hyperbeam: {
    script: ['https://*.hyperbeam.com'],
    frame: ['https://*.hyperbeam.com'],
    // The SDK fetches the embed from the session host and, on its last attempt for hosted
    // sessions, from its fallback relay (see @hyperbeam/web's loader).
    connect: ['https://*.hyperbeam.com', 'wss://*.hyperbeam.com', 'https://jquery.tutturu.workers.dev'],
  },
} as const;

/** The remote-browser page is the only one that may run blob: scripts and talk to its hosts. */
export function isRemoteBrowserPath(path: string): boolean {
  return path === '/browser' || path.startsWith('/browser/');
}

/** The origin of an absolute address; a site-relative one (a stand-in relayed by the site) needs none beyond 'self'. */
function otherOrigin(address: string | null | undefined): string[] {
  return address && URL.canParse(address) ? [new URL(address).origin] : [];
}

/** The demo's stand-in for the payment provider's script (STRIPE_JS_URL): allowed only when set. */
function stripeStandInOrigin(config: Config): string[] {
  return otherOrigin(config.stripeJsUrl);
}

/** Configured videos served from a stand-in (the demo's offline players): their origins may be framed. */
function videoStandInOrigins(config: Config): string[] {
  const origins = [config.videos.trailer, config.videos.howTo].flatMap(otherOrigin);
  return [...new Set(origins)].filter(
    (o) => !(THIRD_PARTY.youtube.frame as readonly string[]).includes(o) && !stripeStandInOrigin(config).includes(o),
  );
}

const NONCE = '{nonce}';

/** The page policy; `remoteBrowser` adds blob: scripts and the remote-browser hosts. */
export function cspDirectives(config: Config, remoteBrowser: boolean): Record<string, string[]> {
  const browser = <T extends readonly string[]>(hosts: T): readonly string[] => (remoteBrowser ? hosts : []);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${NONCE}'`,
      ...THIRD_PARTY.stripe.script,
      ...stripeStandInOrigin(config),
      ...browser(['blob:', ...THIRD_PARTY.hyperbeam.script]),
    ],
    // Style attributes and the page-builder's injected <style> elements need inline styles;
    // scripts, which carry the real risk, do not get 'unsafe-inline'.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...THIRD_PARTY.stripe.connect,
      ...stripeStandInOrigin(config),
      ...THIRD_PARTY.builder.connect,
      ...browser(THIRD_PARTY.hyperbeam.connect),
    ],
    'frame-src': [
      "'self'",
      ...THIRD_PARTY.stripe.frame,
      ...stripeStandInOrigin(config),
      ...THIRD_PARTY.youtube.frame,
      ...videoStandInOrigins(config),
      ...browser(THIRD_PARTY.hyperbeam.frame),
    ],
    'media-src': ["'self'", 'blob:', 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Nobody may frame this site: it holds a session and a card form.
    'frame-ancestors': ["'none'"],
    'script-src-attr': ["'none'"],
  };
  if (config.env === 'production') directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** JSON answers load nothing, so their policy forbids everything. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

function serialise(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

const isApiPath = (path: string) => path.startsWith('/api/') || path === '/api' || path === '/healthz' || path === '/readyz';

/**
 * A page's Content-Security-Policy, enforced. The policies are serialised once at start-up; per
 * response only a fresh nonce is filled in (and handed to the HTML shell via res.locals). API
 * answers get API_POLICY (securityHeaders).
 */
function setContentSecurityPolicy(config: Config): (req: Request, res: Response) => void {
  const page = serialise(cspDirectives(config, false));
  const remoteBrowser = serialise(cspDirectives(config, true));
  return (req, res) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    res.setHeader('content-security-policy', (isRemoteBrowserPath(req.path) ? remoteBrowser : page).replace(NONCE, nonce));
  };
}

export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=(self "https://*.hyperbeam.com")',
  'geolocation=()',
  'payment=(self "https://js.stripe.com")',
  'usb=()',
  'clipboard-write=(self)',
  'fullscreen=(self "https://www.youtube-nocookie.com" "https://*.hyperbeam.com")',
  'autoplay=(self "https://www.youtube-nocookie.com" "https://*.hyperbeam.com")',
].join(', ');

/**
 * helmet decides the static security headers; they depend on the configuration only, so they
 * are captured once at start-up (by running helmet against a recording response) and set with
 * one loop per request instead of a dozen chained middlewares. Their names are kept in lower
 * case (header names are case-insensitive): Node files every header under its lower-case name,
 * and a name already in lower case spares a new string per header per response
 * (docs/decisions/0019-proxy-per-call-cpu.md).
 */
function staticHeaders(config: Config): [string, string][] {
  const recorded: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => recorded.push([name.toLowerCase(), String(value)]),
    removeHeader: () => {},
    getHeader: () => undefined,
  };
  const middleware = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: config.env === 'production' ? { maxAge: 63072000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Stripe's and the remote browser's popups need an opener relationship.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  let ran = false;
  middleware({} as never, recorder as never, () => {
    ran = true;
  });
  if (!ran) throw new Error('helmet did not finish synchronously; its headers cannot be captured');
  recorded.push(['permissions-policy', PERMISSIONS_POLICY]);
  return recorded;
}

/**
 * One middleware (every request passes it): the policy, then the static headers in one loop. An
 * API answer's headers are all constant: they are noted as one list and written with its head
 * (response-head.ts); a page's carry its own nonce and are set here.
 */
export function securityHeaders(config: Config): RequestHandler {
  const headers = staticHeaders(config);
  const csp = setContentSecurityPolicy(config);
  const apiHead: FlatHeaders = ['content-security-policy', API_POLICY, ...headers.flat()];
  return (req, res, next) => {
    if (isApiPath(req.path)) {
      deferHead(res, apiHead);
      next();
      return;
    }
    csp(req, res);
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
