/**
 * The site's route table: every page is declared here once. It is data only (no React, no
 * Express), so both sides derive from it:
 *  - the client router (client/src/app/routes.tsx maps each `module` key to its lazy import;
 *    the type system checks that every key has one) and the path builders (client/src/app/paths.ts);
 *  - the server: which paths are real pages (everything else answers 404 with the not-found
 *    page), each page's <title>, description, OpenGraph and canonical tags in the HTML it sends,
 *    /sitemap.xml and the sitemap line of robots.txt (server/src/pages.ts).
 */

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
  /** The page's own title, without the site name; undefined for the home page. */
  title: string | undefined;
  description: string;
  /** Listed in /sitemap.xml (public pages without path parameters only). */
  sitemap: boolean;
}

/** A known path that the client sends elsewhere at once. */
export interface RedirectPage extends PageBase {
  redirectTo: string;
}

export type PageEntry = ComponentPage | RedirectPage;

const site = 'site' as const;
const simple = 'simple' as const;

/** A public marketing page rendered by the shared marketing page component (the path picks its copy). */
const marketing = <P extends string>(pattern: P, title: string, description: string): ComponentPage & { pattern: P } => ({
  pattern,
  module: 'marketing',
  props: { path: pattern },
  layout: site,
  access: 'public',
  title,
  description,
  sitemap: true,
});

/** A page no crawler should list: signed-in, token-bearing or transient. */
const unlisted = <P extends string>(
  pattern: P,
  module: PageModule,
  layout: PageLayout,
  access: PageBase['access'],
  title: string,
  description: string,
  props?: Record<string, string>,
): ComponentPage & { pattern: P } => ({ pattern, module, layout, access, title, description, sitemap: false, ...(props ? { props } : {}) });

export const PAGES = {
  home: { pattern: '/', module: 'home', layout: site, access: 'public', title: undefined, description: DEFAULT_DESCRIPTION, sitemap: true },

  // Marketing pages (their titles are the headings of the shared marketing page's copy).
  software: marketing('/software', 'Bigscreen software', 'The Bigscreen app for Quest, Rift and SteamVR, and the Remote Desktop client.'),
  about: marketing('/about', 'About Bigscreen', 'We build places for people to be together in virtual reality: a social cinema app and a headset.'),
  termsOfService: marketing('/termsofservice', 'Terms of Service', 'The terms of service of Bigscreen.'),
  privacyPolicy: marketing('/privacypolicy', 'Privacy Policy', 'How Bigscreen handles personal data.'),
  enrollPrivacy: marketing('/enrollprivacy', 'Enrollment privacy', 'How face scans and eye-tracking measurements for Beyond are handled.'),
  hardwareTerms: marketing('/hardwareterms', 'Hardware terms', 'The terms of sale for Beyond headsets, audio straps and lens inserts.'),
  refundPolicy: marketing('/refundpolicy', 'Refund policy', 'What can be refunded, and how to ask.'),
  warranty: marketing('/warranty', 'Warranty', 'If your Beyond has a manufacturing defect, we will repair or replace it.'),
  myBeyond: marketing('/mybeyond', 'Beyond', 'An ultralight VR headset fitted to your face, with micro-OLED displays.'),
  myAudioStrap: marketing('/myaudiostrap', 'Audio strap', 'Off-ear speakers and a balanced strap for Beyond.'),
  displays: marketing('/displays', 'Displays', 'Two micro-OLED panels, one per eye, with pixels small enough to disappear.'),
  experiences: marketing('/experiences', 'Experiences', 'Watch parties, study halls, game nights, concerts: rooms in VR.'),
  eyeTracking: marketing('/eyetracking', 'Eye tracking', 'Eye tracking lets your avatar look where you look.'),
  giveaway: marketing('/giveaway', 'Giveaways', 'Films and accessories we give away to the community.'),
  create: marketing('/create', 'Create with Bigscreen', 'Host screenings, premiere your work and build an audience in VR.'),
  nsTest: { ...marketing('/nstest', 'Page-builder test page', 'A preview page for page-builder content.'), sitemap: false },
  affiliate: marketing('/affiliate', 'Affiliate program', 'Tell your audience about Bigscreen and Beyond and earn a commission.'),
  desktop: marketing('/desktop', 'Your desktop, in VR', 'See your PC on a giant screen and share it with the room.'),
  videoPlayer: marketing('/videoplayer', 'Video player', 'Play your own videos, including 3D and 180/360 formats, on the big screen.'),
  ticketPolicy: marketing('/ticketpolicy', 'Ticket Policy', 'The rules for movie tickets rented on Bigscreen.'),

  builderApp: unlisted('/apps/builder', 'builder', site, 'public', SITE_NAME, DEFAULT_DESCRIPTION),
  builderPages: unlisted('/pages/*', 'builder', site, 'public', SITE_NAME, DEFAULT_DESCRIPTION),
  builderNsPages: unlisted('/nspages/*', 'builder', site, 'public', SITE_NAME, DEFAULT_DESCRIPTION),
  remoteDesktop: {
    pattern: '/remotedesktop',
    module: 'remoteDesktop',
    layout: site,
    access: 'public',
    title: 'Remote Desktop',
    description: 'Download the Bigscreen Remote Desktop client and stream your PC into VR.',
    sitemap: true,
  },
  catalog: {
    pattern: '/movies/catalog',
    module: 'catalog',
    layout: site,
    access: 'public',
    title: 'Browse Catalog',
    description: 'Rent films in 2D and 3D and watch them with friends in Bigscreen.',
    sitemap: true,
  },
  rentals: { pattern: '/rentals', layout: site, access: 'public', redirectTo: '/account/home' },

  // Account pages.
  login: unlisted('/account/login', 'auth', site, 'public', 'Log in', 'Log in to your Bigscreen account.', { mode: 'login' }),
  signup: unlisted('/account/signup', 'auth', site, 'public', 'Create an account', 'Create a Bigscreen account.', { mode: 'signup' }),
  forgot: unlisted('/account/forgot', 'auth', site, 'public', 'Forgot password', 'Reset the password of your Bigscreen account.', { mode: 'forgot' }),
  reset: unlisted('/account/reset/:token', 'auth', site, 'public', 'Choose a new password', DEFAULT_DESCRIPTION, { mode: 'reset' }),
  emailVerifyLink: unlisted('/email/verify/:token', 'tokenLink', site, 'public', 'Please wait', DEFAULT_DESCRIPTION),
  emailUpdateLink: unlisted('/email/update/:token', 'tokenLink', site, 'public', 'Please wait', DEFAULT_DESCRIPTION),
  tokenLogin: unlisted('/token/login/:token', 'tokenLink', site, 'public', 'Please wait', DEFAULT_DESCRIPTION),
  emailVerify: unlisted('/email_verify', 'emailOutcome', site, 'public', 'Email verification', DEFAULT_DESCRIPTION, { kind: 'verify' }),
  emailVerifyFailed: unlisted('/email_verify_failed', 'emailOutcome', site, 'public', 'Email verification', DEFAULT_DESCRIPTION, { kind: 'verify_failed' }),
  emailUpdate: unlisted('/email_update', 'emailOutcome', site, 'public', 'Email change', DEFAULT_DESCRIPTION, { kind: 'update' }),
  emailUpdateFailed: unlisted('/email_update_failed', 'emailOutcome', site, 'public', 'Email change', DEFAULT_DESCRIPTION, { kind: 'update_failed' }),
  tokenPurchase: unlisted('/token/purchase/:bigMediaId', 'tokenPurchase', site, 'signed-in', 'Please wait', DEFAULT_DESCRIPTION),
  purchase: unlisted('/purchase/:bigMediaId/:url', 'purchase', site, 'signed-in', 'Rent a movie', 'Rent a film to watch in Bigscreen.'),
  accountHome: unlisted('/account/home', 'accountHome', site, 'signed-in', 'My account', 'Your Bigscreen account and movie tickets.'),

  // Headset orders and eye tracking (simple header).
  tokenLoginScan: unlisted('/token2/login/:token', 'tokenLink', simple, 'public', 'Please wait', DEFAULT_DESCRIPTION),
  pushToken: unlisted('/bset/pushtoken/:etToken', 'pushToken', simple, 'public', 'Connect eye tracking', DEFAULT_DESCRIPTION),
  orders: unlisted('/account/orders', 'orders', simple, 'signed-in', 'Your Orders', 'Your Beyond headset orders.'),
  orderStart: unlisted('/account/order/:bigOrderId/start', 'orderStart', simple, 'signed-in', 'Your order', DEFAULT_DESCRIPTION),
  orderIpd: unlisted('/account/order/:bigOrderId/ipd', 'ipd', simple, 'signed-in', 'Change IPD', DEFAULT_DESCRIPTION),
  orderRescan: { pattern: '/account/order/:bigOrderId/rescan', layout: simple, access: 'signed-in', redirectTo: '/scans/start' },

  // Face scans (simple header).
  scanFailedToken: unlisted('/scans/failedtoken', 'scanFailedToken', simple, 'public', 'Link expired', DEFAULT_DESCRIPTION),
  scans: unlisted('/scans', 'scanStart', simple, 'signed-in', 'Face scan', DEFAULT_DESCRIPTION),
  scansStart: unlisted('/scans/start', 'scanStart', simple, 'signed-in', 'Face scan', DEFAULT_DESCRIPTION),
  scanProcess: unlisted('/scan/:tpyToken/process', 'scanProcess', simple, 'signed-in', 'Please wait', DEFAULT_DESCRIPTION),

  // Shared remote browser (simple header).
  browserMissing: unlisted('/browser', 'browser', simple, 'public', 'Shared browser', DEFAULT_DESCRIPTION),
  browser: unlisted('/browser/:activityId', 'browser', simple, 'public', 'Shared browser', DEFAULT_DESCRIPTION),
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof PAGES;

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

const MATCHERS = Object.values(PAGES as Record<string, PageEntry>).map((entry) => ({ entry, re: patternRegExp(entry.pattern) }));

/**
 * The table entry a path belongs to, or undefined for a path outside the table (a 404). A fixed
 * pattern wins over one with parameters or a splat, as in the client router.
 */
export function matchPage(pathname: string): PageEntry | undefined {
  const found = MATCHERS.filter((m) => m.re.test(pathname)).map((m) => m.entry);
  const rank = (e: PageEntry) => (e.pattern.includes('*') ? 2 : e.pattern.includes(':') ? 1 : 0);
  return found.sort((a, b) => rank(a) - rank(b))[0];
}
