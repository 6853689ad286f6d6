/**
 * Every path of the app is built here, never from string literals scattered in components. The
 * page paths come from the route table (contract/pages.ts); a pattern with parameters becomes a
 * builder whose parameter names the type system checks against the pattern.
 */
import { buildPath, loginPath, PAGES } from '#contract/pages.ts';

const enc = encodeURIComponent;
const P = PAGES;

export const paths = {
  home: P.home.pattern,
  catalog: P.catalog.pattern,
  rentals: P.rentals.pattern,
  remoteDesktop: P.remoteDesktop.pattern,
  desktop: P.desktop.pattern,
  videoPlayer: P.videoPlayer.pattern,
  termsOfService: P.termsOfService.pattern,
  privacyPolicy: P.privacyPolicy.pattern,
  /** A server-side redirect route, not a page. */
  go: (target?: string) => (target ? `/go?t=${enc(target)}` : '/go'),

  login: loginPath,
  signup: P.signup.pattern,
  forgot: P.forgot.pattern,
  reset: (token: string) => buildPath(P.reset.pattern, { token }),
  accountHome: P.accountHome.pattern,
  emailVerifyOutcome: `${P.emailVerify.pattern}?processed=y`,

  purchase: (bigMediaId: string, url: string) => buildPath(P.purchase.pattern, { bigMediaId, url }),
  tokenPurchase: (bigMediaId: string) => buildPath(P.tokenPurchase.pattern, { bigMediaId }),

  orders: P.orders.pattern,
  orderStart: (bigOrderId: string) => buildPath(P.orderStart.pattern, { bigOrderId }),
  orderIpd: (bigOrderId: string) => buildPath(P.orderIpd.pattern, { bigOrderId }),
  orderRescan: (bigOrderId: string) => buildPath(P.orderRescan.pattern, { bigOrderId }),

  scansStart: P.scansStart.pattern,
  scanFailedToken: P.scanFailedToken.pattern,
  scanProcess: (tpyToken: string) => buildPath(P.scanProcess.pattern, { tpyToken }),

  browser: (activityId: string) => buildPath(P.browser.pattern, { activityId }),

  // Marketing pages and the legal documents.
  ticketPolicy: P.ticketPolicy.pattern,
  software: P.software.pattern,
  about: P.about.pattern,
  displays: P.displays.pattern,
  experiences: P.experiences.pattern,
  eyeTracking: P.eyeTracking.pattern,
  warranty: P.warranty.pattern,
  refundPolicy: P.refundPolicy.pattern,
  hardwareTerms: P.hardwareTerms.pattern,
  enrollPrivacy: P.enrollPrivacy.pattern,
  myBeyond: P.myBeyond.pattern,
  myAudioStrap: P.myAudioStrap.pattern,
  giveaway: P.giveaway.pattern,
  create: P.create.pattern,
  affiliate: P.affiliate.pattern,
  /** The page-builder content URL of a marketing path (the home page is `/nspages/home`). */
  builderContent: (path: string) => `/nspages/${path === '/' ? 'home' : path.replace(/^\/+/, '')}`,
} as const;

export const SUPPORT_EMAIL = 'support@bigscreenvr.com';
export const STORE_HOME = 'https://store.bigscreenvr.com';
export const STORE_BLOG = 'https://store.bigscreenvr.com/blogs/news';

/**
 * Every host outside this site that its pages link to: the headset store and its blog, the VR
 * stores that sell the app, the social networks. A link to any other host is a mistake
 * (tests/e2e/demo-links.spec.ts follows every link of the public pages against this list).
 */
export const EXTERNAL_LINK_HOSTS: readonly string[] = [
  'store.bigscreenvr.com',
  'www.oculus.com',
  'store.steampowered.com',
  'twitter.com',
  'www.facebook.com',
  'www.youtube.com',
  'www.reddit.com',
  'discord.gg',
];
