/**
 * The site's route table: every page is declared here once. It is data only (no React, no
 * Express), so both sides derive from it:
 *  - the client router (client/src/app/routes.tsx maps each `module` key to its lazy import;
 *    the type system checks that every key has one) and the path builders (client/src/core/paths.ts);
 *  - the server: which paths are real pages (everything else answers 404 with the not-found
 *    page), each page's <title>, description, OpenGraph and canonical tags in the HTML it sends,
 *    /sitemap.xml and the sitemap line of robots.txt (server/src/pages.ts).
 */

import type { Language } from './language.ts';

export const SITE_NAME = 'Bigscreen';
export const HOME_TITLE = 'Bigscreen: your cinema and living room in VR';
export const DEFAULT_DESCRIPTION =
  'Watch movies, share your desktop and hang out with friends in virtual reality. Home of the Beyond headset.';

/** The page components, by the key the client maps to a lazy import. */
export type PageModule =
  | 'home'
  | 'marketing'
  | 'builder'
  | 'remoteDesktop'
  | 'catalog'
  | 'auth'
  | 'tokenLink'
  | 'emailOutcome'
  | 'tokenPurchase'
  | 'purchase'
  | 'accountHome'
  | 'pushToken'
  | 'orders'
  | 'orderStart'
  | 'ipd'
  | 'scanFailedToken'
  | 'scanStart'
  | 'scanProcess'
  | 'browser';

/** The page frame: the full header and footer, or the simple header of the order, scan and browser screens. */
export type PageLayout = 'site' | 'simple';

interface PageBase {
  /** A react-router pattern: `:name` is one path segment, a trailing `*` the rest of the path. */
  pattern: string;
  layout: PageLayout;
  /** `signed-in` pages send a signed-out visitor to login first. */
  access: 'public' | 'signed-in';
}

export interface ComponentPage extends PageBase {
  module: PageModule;
  /** Fixed props for the component (e.g. which form an auth page shows). */
  props?: Readonly<Record<string, string>>;
}

/** A known path that the client sends elsewhere at once. */
export interface RedirectPage extends PageBase {
  redirectTo: string;
}

export type PageEntry = ComponentPage | RedirectPage;

/** What the server puts in a page's HTML head, and whether /sitemap.xml lists it. */
export interface PageMeta {
  /** The page's own title, without the site name; undefined for the home page. */
  title: string | undefined;
  description: string;
  /** Listed in /sitemap.xml (honoured for public pages without path parameters only). */
  sitemap: boolean;
  /**
   * The address holds a secret (a token) in its `:params`: the server sends the page no-referrer
   * and no-store, and redacts those segments from its log (server/src/secret-paths.ts).
   */
  secret?: true;
}

const site = 'site' as const;
const simple = 'simple' as const;

const page = <P extends string>(
  pattern: P,
  module: PageModule,
  layout: PageLayout,
  access: PageBase['access'],
  props?: Record<string, string>,
) => ({
  pattern,
  module,
  layout,
  access,
  ...(props ? { props } : {}),
});
/** A public marketing page rendered by the shared marketing page component (the path picks its copy). */
const marketing = <P extends string>(pattern: P) => page(pattern, 'marketing', site, 'public', { path: pattern });

export const PAGES = {
  home: page('/', 'home', site, 'public'),

  software: marketing('/software'),
  about: marketing('/about'),
  termsOfService: marketing('/termsofservice'),
  privacyPolicy: marketing('/privacypolicy'),
  enrollPrivacy: marketing('/enrollprivacy'),
  hardwareTerms: marketing('/hardwareterms'),
  refundPolicy: marketing('/refundpolicy'),
  warranty: marketing('/warranty'),
  myBeyond: marketing('/mybeyond'),
  myAudioStrap: marketing('/myaudiostrap'),
  displays: marketing('/displays'),
  experiences: marketing('/experiences'),
  eyeTracking: marketing('/eyetracking'),
  giveaway: marketing('/giveaway'),
  create: marketing('/create'),
  nsTest: marketing('/nstest'),
  affiliate: marketing('/affiliate'),
  desktop: marketing('/desktop'),
  videoPlayer: marketing('/videoplayer'),
  ticketPolicy: marketing('/ticketpolicy'),

  builderApp: page('/apps/builder', 'builder', site, 'public'),
  builderPages: page('/pages/*', 'builder', site, 'public'),
  builderNsPages: page('/nspages/*', 'builder', site, 'public'),
  remoteDesktop: page('/remotedesktop', 'remoteDesktop', site, 'public'),
  catalog: page('/movies/catalog', 'catalog', site, 'public'),
  rentals: { pattern: '/rentals', layout: site, access: 'public', redirectTo: '/account/home' },

  // Account pages.
  login: page('/account/login', 'auth', site, 'public', { mode: 'login' }),
  signup: page('/account/signup', 'auth', site, 'public', { mode: 'signup' }),
  forgot: page('/account/forgot', 'auth', site, 'public', { mode: 'forgot' }),
  reset: page('/account/reset/:token', 'auth', site, 'public', { mode: 'reset' }),
  emailVerifyLink: page('/email/verify/:token', 'tokenLink', site, 'public'),
  emailUpdateLink: page('/email/update/:token', 'tokenLink', site, 'public'),
  tokenLogin: page('/token/login/:token', 'tokenLink', site, 'public'),
  emailVerify: page('/email_verify', 'emailOutcome', site, 'public', { kind: 'verify' }),
  emailVerifyFailed: page('/email_verify_failed', 'emailOutcome', site, 'public', { kind: 'verify_failed' }),
  emailUpdate: page('/email_update', 'emailOutcome', site, 'public', { kind: 'update' }),
  emailUpdateFailed: page('/email_update_failed', 'emailOutcome', site, 'public', { kind: 'update_failed' }),
  tokenPurchase: page('/token/purchase/:bigMediaId', 'tokenPurchase', site, 'signed-in'),
  purchase: page('/purchase/:bigMediaId/:url', 'purchase', site, 'signed-in'),
  accountHome: page('/account/home', 'accountHome', site, 'signed-in'),

  // Headset orders and eye tracking (simple header).
  tokenLoginScan: page('/token2/login/:token', 'tokenLink', simple, 'public'),
  pushToken: page('/bset/pushtoken/:etToken', 'pushToken', simple, 'public'),
  orders: page('/account/orders', 'orders', simple, 'signed-in'),
  orderStart: page('/account/order/:bigOrderId/start', 'orderStart', simple, 'signed-in'),
  orderIpd: page('/account/order/:bigOrderId/ipd', 'ipd', simple, 'signed-in'),
  orderRescan: { pattern: '/account/order/:bigOrderId/rescan', layout: simple, access: 'signed-in', redirectTo: '/scans/start' },

  // Face scans (simple header).
  scanFailedToken: page('/scans/failedtoken', 'scanFailedToken', simple, 'public'),
  scans: page('/scans', 'scanStart', simple, 'signed-in'),
  scansStart: page('/scans/start', 'scanStart', simple, 'signed-in'),
  scanProcess: page('/scan/:tpyToken/process', 'scanProcess', simple, 'signed-in'),

  // Shared remote browser (simple header).
  browserMissing: page('/browser', 'browser', simple, 'public'),
  browser: page('/browser/:activityId', 'browser', simple, 'public'),
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof PAGES;
/** The pages that render a component (the rest are redirects). */
export type ComponentPageId = { [K in PageId]: (typeof PAGES)[K] extends { module: PageModule } ? K : never }[PageId];

const listed = (title: string | undefined, description: string): PageMeta => ({ title, description, sitemap: true });
const unlisted = (title: string | undefined, description = DEFAULT_DESCRIPTION): PageMeta => ({ title, description, sitemap: false });
/** An unlisted page whose address holds a secret. */
const secret = (title: string, description = DEFAULT_DESCRIPTION): PageMeta => ({ ...unlisted(title, description), secret: true });

/**
 * The rest of each page's row of the table: its title, description and sitemap flag, and whether
 * its address holds a secret (`secret(...)`: no referrer, no store, redacted from the log), keyed
 * like PAGES (the compiler requires an entry for every page that renders). Only the server reads
 * these; kept as a second object of this module so the client bundle, which imports PAGES alone,
 * leaves them out (they would cost every visitor's first load about 1.5 KB gzip).
 */
export const PAGE_META: Record<ComponentPageId, PageMeta> = {
  home: listed(undefined, DEFAULT_DESCRIPTION),
  // Marketing pages: the titles are the headings of the shared marketing page's copy.
  software: listed('Bigscreen software', 'The Bigscreen app for Quest, Rift and SteamVR, and the Remote Desktop client.'),
  about: listed('About Bigscreen', 'We build places for people to be together in virtual reality: a social cinema app and a headset.'),
  termsOfService: listed('Terms of Service', 'The terms of service of Bigscreen.'),
  privacyPolicy: listed('Privacy Policy', 'How Bigscreen handles personal data.'),
  enrollPrivacy: listed('Enrollment privacy', 'How face scans and eye-tracking measurements for Beyond are handled.'),
  hardwareTerms: listed('Hardware terms', 'The terms of sale for Beyond headsets, audio straps and lens inserts.'),
  refundPolicy: listed('Refund policy', 'What can be refunded, and how to ask.'),
  warranty: listed('Warranty', 'If your Beyond has a manufacturing defect, we will repair or replace it.'),
  myBeyond: listed('Beyond', 'An ultralight VR headset fitted to your face, with micro-OLED displays.'),
  myAudioStrap: listed('Audio strap', 'Off-ear speakers and a balanced strap for Beyond.'),
  displays: listed('Displays', 'Two micro-OLED panels, one per eye, with pixels small enough to disappear.'),
  experiences: listed('Experiences', 'Watch parties, study halls, game nights, concerts: rooms in VR.'),
  eyeTracking: listed('Eye tracking', 'Eye tracking lets your avatar look where you look.'),
  giveaway: listed('Giveaways', 'Films and accessories we give away to the community.'),
  create: listed('Create with Bigscreen', 'Host screenings, premiere your work and build an audience in VR.'),
  nsTest: unlisted('Page-builder test page', 'A preview page for page-builder content.'),
  affiliate: listed('Affiliate program', 'Tell your audience about Bigscreen and Beyond and earn a commission.'),
  desktop: listed('Your desktop, in VR', 'See your PC on a giant screen and share it with the room.'),
  videoPlayer: listed('Video player', 'Play your own videos, including 3D and 180/360 formats, on the big screen.'),
  ticketPolicy: listed('Ticket Policy', 'The rules for movie tickets rented on Bigscreen.'),

  builderApp: unlisted(SITE_NAME),
  builderPages: unlisted(SITE_NAME),
  builderNsPages: unlisted(SITE_NAME),
  remoteDesktop: listed('Remote Desktop', 'Download the Bigscreen Remote Desktop client and stream your PC into VR.'),
  catalog: listed('Browse Catalog', 'Rent films in 2D and 3D and watch them with friends in Bigscreen.'),

  login: unlisted('Log in', 'Log in to your Bigscreen account.'),
  signup: unlisted('Create an account', 'Create a Bigscreen account.'),
  forgot: unlisted('Forgot password', 'Reset the password of your Bigscreen account.'),
  reset: secret('Choose a new password'),
  emailVerifyLink: secret('Please wait'),
  emailUpdateLink: secret('Please wait'),
  tokenLogin: secret('Please wait'),
  emailVerify: unlisted('Email verification'),
  emailVerifyFailed: unlisted('Email verification'),
  emailUpdate: unlisted('Email change'),
  emailUpdateFailed: unlisted('Email change'),
  tokenPurchase: unlisted('Please wait'),
  purchase: unlisted('Rent a movie', 'Rent a film to watch in Bigscreen.'),
  accountHome: unlisted('My account', 'Your Bigscreen account and movie tickets.'),

  tokenLoginScan: secret('Please wait'),
  pushToken: secret('Connect eye tracking'),
  orders: unlisted('Your Orders', 'Your Beyond headset orders.'),
  orderStart: unlisted('Your order'),
  orderIpd: unlisted('Change IPD'),

  scanFailedToken: unlisted('Link expired'),
  scans: unlisted('Face scan'),
  scansStart: unlisted('Face scan'),
  scanProcess: secret('Please wait'),

  browserMissing: unlisted('Shared browser'),
  browser: unlisted('Shared browser'),
};

/**
 * Path prefixes whose unknown paths show the not-found page in that group's frame (the simple
 * header); every other unknown path shows it in the site frame. Either way the server answers 404.
 */
export const NOT_FOUND_SCOPES: readonly { pattern: string; layout: PageLayout }[] = [
  { pattern: '/account/order/*', layout: simple },
  { pattern: '/scans/*', layout: simple },
  { pattern: '/scan/*', layout: simple },
  { pattern: '/browser/*', layout: simple },
];

export const NOT_FOUND_TITLE = 'Page not found';

/**
 * Each page's <title> text and description in the other languages than English, by page id (and
 * `notFound`): the build writes them from the translations (client/src/prerender.tsx), the server
 * puts them into the HTML it sends in that language. A page missing here keeps its English.
 */
export type PageTexts = Partial<
  Record<Exclude<Language, 'en'>, Partial<Record<ComponentPageId | 'notFound', { title: string; description?: string }>>>
>;

/** A page's head tags and sitemap flag; undefined for a redirect. */
export function metaOf(id: PageId): PageMeta | undefined {
  return (PAGE_META as Partial<Record<PageId, PageMeta>>)[id];
}

/** The patterns of the pages whose address holds a secret (PAGE_META's `secret`), in table order. */
export function secretPatterns(): string[] {
  return (Object.keys(PAGES) as PageId[]).flatMap((id) => (metaOf(id)?.secret ? [PAGES[id].pattern] : []));
}

/** The marketing and legal pages' paths (the pages drawn by the marketing module), in table order. */
export function marketingPaths(): string[] {
  return Object.values(PAGES as Record<string, PageEntry>).flatMap((p) =>
    isComponentPage(p) && p.module === 'marketing' ? [p.pattern] : [],
  );
}

export function isComponentPage(entry: PageEntry): entry is ComponentPage {
  return 'module' in entry;
}

/** The text of <title> for a page title ("Page · Bigscreen"), or the home page's title. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${SITE_NAME}` : HOME_TITLE;
}

/** The names of a pattern's `:params`, as a type: `'/a/:x/:y'` gives `'x' | 'y'`. */
export type PatternParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PatternParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Fills a pattern's `:params` (each encoded as one path segment). */
export function buildPath<P extends string>(pattern: P, params: Record<PatternParams<P>, string>): string {
  const values = params as Record<string, string>;
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(values[name] ?? ''));
}

/**
 * A matcher for a pattern, as react-router matches it: case-insensitive, an optional trailing
 * slash, `:name` one non-empty segment, a trailing `*` any rest (including none).
 */
export function patternRegExp(pattern: string): RegExp {
  const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  if (pattern === '/') return /^\/?$/;
  const segments = pattern.replace(/^\//, '').split('/');
  let source = '';
  for (const segment of segments) {
    if (segment === '*') {
      source += '(?:/.*)?';
      break;
    }
    source += segment.startsWith(':') ? '/[^/]+' : `/${escape(segment)}`;
  }
  return new RegExp(`^${source}/?$`, 'i');
}

let matchers: { id: PageId; re: RegExp }[] | undefined;

/**
 * The table entry a path belongs to, or undefined for a path outside the table (a 404). A fixed
 * pattern wins over one with parameters or a splat, as in the client router.
 */
export function matchPage(pathname: string): { id: PageId; entry: PageEntry } | undefined {
  matchers ??= (Object.keys(PAGES) as PageId[]).map((id) => ({ id, re: patternRegExp(PAGES[id].pattern) }));
  const rank = (id: PageId) => {
    const pattern: string = PAGES[id].pattern;
    return pattern.includes('*') ? 2 : pattern.includes(':') ? 1 : 0;
  };
  const found = matchers.filter((m) => m.re.test(pathname)).map((m) => m.id);
  const id = found.sort((a, b) => rank(a) - rank(b))[0];
  return id === undefined ? undefined : { id, entry: PAGES[id] };
}
