/**
 * Security headers: helmet with an enforced Content-Security-Policy whose script nonce is made
 * per response (and injected into index.html), per-route-group third-party hosts, HSTS in
 * production, and a Permissions-Policy (helmet has no option for it).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';

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

type Req = IncomingMessage & { path?: string; originalUrl?: string };
type Res = ServerResponse;

const pathOf = (req: Req) => (req.originalUrl ?? req.url ?? '/').split('?')[0] ?? '/';
const nonceOf = (res: Res) => `'nonce-${String((res as Res & { locals?: Record<string, unknown> }).locals?.cspNonce)}'`;
const onBrowser = <T extends readonly string[]>(req: Req, hosts: T) => (isRemoteBrowserPath(pathOf(req)) ? hosts : []);

/** The demo's stand-in for the payment provider's script (STRIPE_JS_URL): allowed only when set. */
function stripeStandInOrigin(config: Config): string[] {
  return config.stripeJsUrl ? [new URL(config.stripeJsUrl).origin] : [];
}

export function cspDirectives(config: Config) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [
      "'self'",
      (_req: Req, res: Res) => nonceOf(res),
      ...THIRD_PARTY.stripe.script,
      ...stripeStandInOrigin(config),
      (req: Req) => onBrowser(req, ["blob:", ...THIRD_PARTY.hyperbeam.script]).join(' ') || "'self'",
    ],
    // Style attributes and the page-builder's injected <style> elements need inline styles;
    // scripts, which carry the real risk, do not get 'unsafe-inline'.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [
      "'self'",
      ...THIRD_PARTY.stripe.connect,
      ...stripeStandInOrigin(config),
      ...THIRD_PARTY.builder.connect,
      (req: Req) => onBrowser(req, THIRD_PARTY.hyperbeam.connect).join(' ') || "'self'",
    ],
    frameSrc: [
      "'self'",
      ...THIRD_PARTY.stripe.frame,
      ...stripeStandInOrigin(config),
      ...THIRD_PARTY.youtube.frame,
      (req: Req) => onBrowser(req, THIRD_PARTY.hyperbeam.frame).join(' ') || "'self'",
    ],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // Nobody may frame this site: it holds a session and a card form.
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: config.env === 'production' ? [] : null,
    scriptSrcAttr: ["'none'"],
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

function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
}

function permissionsPolicy(_req: Request, res: Response, next: NextFunction) {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  next();
}

export function securityHeaders(config: Config): RequestHandler[] {
  return [
    cspNonce,
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
      strictTransportSecurity: config.env === 'production' ? { maxAge: 63072000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      // Stripe's and the remote browser's popups need an opener relationship.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
    }) as RequestHandler,
    permissionsPolicy,
  ];
}
