/**
 * The site's route table: every page is declared here once. It is data only (no React, no
 * Express), so both sides derive from it:
 *  - the client router (client/src/app/routes.tsx maps each `module` key to its lazy import;
 *    the type system checks that every key has one) and the path builders (client/src/shared/core/paths.ts);
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

/** What the server puts in a page's HTML head, and whether /sitemap.xml lists it. */
export interface PageMeta {
  /**
   * The page's own title, without the site name; undefined for the home page. The client router
   * sets the browser's title from it too (in the page's language: the English is the id of its
   * translation), unless the page sets it itself (`ownTitle`).
   */
  title: string | undefined;
  description: string;
  /** Listed in /sitemap.xml (honoured for public pages without path parameters only). */
  sitemap: boolean;
  /**
   * The address holds a secret (a token) in its `:params`: the server sends the page no-referrer
   * and no-store, and redacts those segments from its log (server/src/secret-paths.ts).
   */
  secret?: true;
  /**
   * The page sets the browser's title itself (it is named after its data, or after its own
   * copy); `title` is then only the server's head title, shown until the page knows better.
   */
  ownTitle?: true;
}

/**
 * A page: where it is, its frame and access, its component and head. `description` is optional in
 * the row because the browser build removes it (see below); metaOf() fills in the default.
 */
export interface ComponentPage extends PageBase, Omit<PageMeta, 'description'> {
  module: PageModule;
  description?: string;
  /** Fixed props for the component (e.g. which form an auth page shows). */
  props?: Readonly<Record<string, string>>;
}

/** A known path that the client sends elsewhere at once. */
export interface RedirectPage extends PageBase {
  redirectTo: string;
}

export type PageEntry = ComponentPage | RedirectPage;

const site = 'site' as const;
const simple = 'simple' as const;

/*
 * A row's head: `listed(title, description)` for a page in /sitemap.xml, `unlisted(title,
 * description?)` for one that is not, `secret(title, description?)` for one whose address holds a
 * secret (no referrer, no store, redacted from the log), each wrapped in `own(...)` when the page
 * sets the browser's title itself.
 *
 * The descriptions are the server's alone (and the prerender's): the browser build strips each
 * helper call's description argument from this file (scripts/vite-strip-page-descriptions.ts, a Vite
 * plugin for the client build only), so they do not cost every visitor's first load (about
 * 1.5 KB gzip). That is why the description is always a helper's second argument, written as a
 * string literal or a constant, and the defaults are filled in by metaOf(), not here.
 * The titles go from the browser's rows as well: the router takes them from a chunk the build
 * writes from this table (virtual:page-titles), loaded once a page shows.
 */
type Head = Omit<ComponentPage, keyof PageBase | 'module' | 'props'>;
/** A listed page has its own description (the search result's text). */
const listed = (title: string | undefined, description: string): Head => ({ title, description, sitemap: true });
const unlisted = (title: string | undefined, description?: string): Head => ({ title, description, sitemap: false });
const secret = (title: string, description?: string): Head => ({ ...unlisted(title, description), secret: true });
const own = (head: Head): Head => ({ ...head, ownTitle: true });

const page = <P extends string>(
  pattern: P,
  module: PageModule,
  layout: PageLayout,
  access: PageBase['access'],
  head: Head,
  props?: Record<string, string>,
) => ({
  pattern,
  module,
  layout,
  access,
  ...head,
  ...(props ? { props } : {}),
});
/**
 * A public marketing page rendered by the shared marketing page component (the path picks its
 * copy, whose heading is the page's title: the component sets the browser's title from it).
 */
const marketing = <P extends string>(pattern: P, head: Head) => page(pattern, 'marketing', site, 'public', own(head), { path: pattern });

/**
 * The site's pages, one row each: pattern, component module, frame, access, head (title,
 * description, sitemap, secret) and fixed props.
 */
export const PAGES = {
  home: page('/', 'home', site, 'public', listed(undefined, DEFAULT_DESCRIPTION)),

  software: marketing(
    '/software',
    listed('Bigscreen software', 'The Bigscreen app for Quest, Rift and SteamVR, and the Remote Desktop client.'),
  ),
  about: marketing(
    '/about',
    listed('About Bigscreen', 'We build places for people to be together in virtual reality: a social cinema app and a headset.'),
  ),
  termsOfService: marketing('/termsofservice', listed('Terms of Service', 'The terms of service of Bigscreen.')),
  privacyPolicy: marketing('/privacypolicy', listed('Privacy Policy', 'How Bigscreen handles personal data.')),
  enrollPrivacy: marketing(
    '/enrollprivacy',
    listed('Enrollment privacy', 'How face scans and eye-tracking measurements for Beyond are handled.'),
  ),
  hardwareTerms: marketing(
    '/hardwareterms',
    listed('Hardware terms', 'The terms of sale for Beyond headsets, audio straps and lens inserts.'),
  ),
  refundPolicy: marketing('/refundpolicy', listed('Refund policy', 'What can be refunded, and how to ask.')),
  warranty: marketing('/warranty', listed('Warranty', 'If your Beyond has a manufacturing defect, we will repair or replace it.')),
  myBeyond: marketing('/mybeyond', listed('Beyond', 'An ultralight VR headset fitted to your face, with micro-OLED displays.')),
  myAudioStrap: marketing('/myaudiostrap', listed('Audio strap', 'Off-ear speakers and a balanced strap for Beyond.')),
  displays: marketing('/displays', listed('Displays', 'Two micro-OLED panels, one per eye, with pixels small enough to disappear.')),
  experiences: marketing('/experiences', listed('Experiences', 'Watch parties, study halls, game nights, concerts: rooms in VR.')),
  eyeTracking: marketing('/eyetracking', listed('Eye tracking', 'Eye tracking lets your avatar look where you look.')),
  giveaway: marketing('/giveaway', listed('Giveaways', 'Films and accessories we give away to the community.')),
  create: marketing('/create', listed('Create with Bigscreen', 'Host screenings, premiere your work and build an audience in VR.')),
  nsTest: marketing('/nstest', unlisted('Page-builder test page', 'A preview page for page-builder content.')),
  affiliate: marketing('/affiliate', listed('Affiliate program', 'Tell your audience about Bigscreen and Beyond and earn a commission.')),
  desktop: marketing('/desktop', listed('Your desktop, in VR', 'See your PC on a giant screen and share it with the room.')),
  videoPlayer: marketing(
    '/videoplayer',
    listed('Video player', 'Play your own videos, including 3D and 180/360 formats, on the big screen.'),
  ),
  ticketPolicy: marketing('/ticketpolicy', listed('Ticket Policy', 'The rules for movie tickets rented on Bigscreen.')),

  builderApp: page('/apps/builder', 'builder', site, 'public', own(unlisted(SITE_NAME))),
  builderPages: page('/pages/*', 'builder', site, 'public', own(unlisted(SITE_NAME))),
  builderNsPages: page('/nspages/*', 'builder', site, 'public', own(unlisted(SITE_NAME))),
  remoteDesktop: page(
    '/remotedesktop',
    'remoteDesktop',
    site,
    'public',
    listed('Remote Desktop', 'Download the Bigscreen Remote Desktop client and stream your PC into VR.'),
  ),
  catalog: page(
    '/movies/catalog',
    'catalog',
    site,
    'public',
    own(listed('Browse Catalog', 'Rent films in 2D and 3D and watch them with friends in Bigscreen.')),
  ),
  rentals: { pattern: '/rentals', layout: site, access: 'public', redirectTo: '/account/home' },

  // Account pages.
  login: page('/account/login', 'auth', site, 'public', unlisted('Log in', 'Log in to your Bigscreen account.'), { mode: 'login' }),
  signup: page('/account/signup', 'auth', site, 'public', unlisted('Create an account', 'Create a Bigscreen account.'), { mode: 'signup' }),
  forgot: page('/account/forgot', 'auth', site, 'public', unlisted('Forgot password', 'Reset the password of your Bigscreen account.'), {
    mode: 'forgot',
  }),
  reset: page('/account/reset/:token', 'auth', site, 'public', secret('Choose a new password'), { mode: 'reset' }),
  emailVerifyLink: page('/email/verify/:token', 'tokenLink', site, 'public', secret('Please wait')),
  emailUpdateLink: page('/email/update/:token', 'tokenLink', site, 'public', secret('Please wait')),
  tokenLogin: page('/token/login/:token', 'tokenLink', site, 'public', secret('Please wait')),
  emailVerify: page('/email_verify', 'emailOutcome', site, 'public', own(unlisted('Email verification')), { kind: 'verify' }),
  emailVerifyFailed: page('/email_verify_failed', 'emailOutcome', site, 'public', own(unlisted('Email verification')), {
    kind: 'verify_failed',
  }),
  emailUpdate: page('/email_update', 'emailOutcome', site, 'public', own(unlisted('Email change')), { kind: 'update' }),
  emailUpdateFailed: page('/email_update_failed', 'emailOutcome', site, 'public', own(unlisted('Email change')), { kind: 'update_failed' }),
  tokenPurchase: page('/token/purchase/:bigMediaId', 'tokenPurchase', site, 'signed-in', own(unlisted('Please wait'))),
  purchase: page(
    '/purchase/:bigMediaId/:url',
    'purchase',
    site,
    'signed-in',
    own(unlisted('Rent a movie', 'Rent a film to watch in Bigscreen.')),
  ),
  accountHome: page(
    '/account/home',
    'accountHome',
    site,
    'signed-in',
    own(unlisted('My account', 'Your Bigscreen account and movie tickets.')),
  ),

  // Headset orders and eye tracking (simple header).
  tokenLoginScan: page('/token2/login/:token', 'tokenLink', simple, 'public', secret('Please wait')),
  pushToken: page('/bset/pushtoken/:etToken', 'pushToken', simple, 'public', secret('Connect eye tracking')),
  orders: page('/account/orders', 'orders', simple, 'signed-in', own(unlisted('Your Orders', 'Your Beyond headset orders.'))),
  orderStart: page('/account/order/:bigOrderId/start', 'orderStart', simple, 'signed-in', own(unlisted('Your order'))),
  orderIpd: page('/account/order/:bigOrderId/ipd', 'ipd', simple, 'signed-in', own(unlisted('Change IPD'))),
  orderRescan: { pattern: '/account/order/:bigOrderId/rescan', layout: simple, access: 'signed-in', redirectTo: '/scans/start' },

  // Face scans (simple header).
  scanFailedToken: page('/scans/failedtoken', 'scanFailedToken', simple, 'public', unlisted('Link expired')),
  scans: page('/scans', 'scanStart', simple, 'signed-in', own(unlisted('Face scan'))),
  scansStart: page('/scans/start', 'scanStart', simple, 'signed-in', own(unlisted('Face scan'))),
  scanProcess: page('/scan/:tpyToken/process', 'scanProcess', simple, 'signed-in', own(secret('Please wait'))),

  // Shared remote browser (simple header).
  browserMissing: page('/browser', 'browser', simple, 'public', unlisted('Shared browser')),
  browser: page('/browser/:activityId', 'browser', simple, 'public', unlisted('Shared browser')),
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof PAGES;
/** The pages that render a component (the rest are redirects). */
export type ComponentPageId = { [K in PageId]: (typeof PAGES)[K] extends { module: PageModule } ? K : never }[PageId];

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
  const entry: PageEntry = PAGES[id];
  if (!isComponentPage(entry)) return undefined;
  const { title, description = DEFAULT_DESCRIPTION, sitemap, secret, ownTitle } = entry;
  return { title, description, sitemap, ...(secret ? { secret } : {}), ...(ownTitle ? { ownTitle } : {}) };
}

/** The patterns of the pages whose address holds a secret (the rows' `secret`), in table order. */
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
 * The login page with a return target (`?redir=`): where a signed-out visitor who opened a
 * signed-in page is sent, by the browser's router and, when the request carries no session
 * cookie at all, by the server itself.
 */
export const loginPath = (redir?: string): string =>
  redir ? `${PAGES.login.pattern}?redir=${encodeURIComponent(redir)}` : PAGES.login.pattern;

/**
 * A matcher for a pattern, as react-router matches it: case-insensitive, an optional trailing
 * slash, `:name` one non-empty segment (captured, in order), a trailing `*` any rest (including none).
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
    source += segment.startsWith(':') ? '/([^/]+)' : `/${escape(segment)}`;
  }
  return new RegExp(`^${source}/?$`, 'i');
}

/**
 * A path's `:params` for a pattern, decoded as the browser's router decodes them (the inverse of
 * buildPath); undefined when the path is not the pattern's or a segment is not valid percent-encoding.
 */
export function patternParams<P extends string>(pattern: P, pathname: string): Record<PatternParams<P>, string> | undefined {
  const match = patternRegExp(pattern).exec(pathname);
  if (!match) return undefined;
  const names = [...pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])) as Record<PatternParams<P>, string>;
  } catch {
    return undefined;
  }
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
