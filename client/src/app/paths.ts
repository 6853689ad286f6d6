/** Every path of the app is built here, never from string literals scattered in components. */
const enc = encodeURIComponent;

export const paths = {
  home: '/',
  catalog: '/movies/catalog',
  rentals: '/rentals',
  remoteDesktop: '/remotedesktop',
  desktop: '/desktop',
  videoPlayer: '/videoplayer',
  termsOfService: '/termsofservice',
  privacyPolicy: '/privacypolicy',
  go: (target?: string) => (target ? `/go?t=${enc(target)}` : '/go'),

  login: (redir?: string) => (redir ? `/account/login?redir=${enc(redir)}` : '/account/login'),
  signup: '/account/signup',
  forgot: '/account/forgot',
  reset: (token: string) => `/account/reset/${enc(token)}`,
  accountHome: '/account/home',
  emailVerifyOutcome: '/email_verify?processed=y',

  purchase: (bigMediaId: string, url: string) => `/purchase/${enc(bigMediaId)}/${enc(url)}`,
  tokenPurchase: (bigMediaId: string) => `/token/purchase/${enc(bigMediaId)}`,

  orders: '/account/orders',
  orderStart: (id: string) => `/account/order/${enc(id)}/start`,
  orderIpd: (id: string) => `/account/order/${enc(id)}/ipd`,
  orderRescan: (id: string) => `/account/order/${enc(id)}/rescan`,

  scansStart: '/scans/start',
  scanFailedToken: '/scans/failedtoken',
  scanProcess: (token: string) => `/scan/${enc(token)}/process`,

  browser: (activityId: string) => `/browser/${enc(activityId)}`,

  // Marketing pages (SPEC §2) and the legal documents (CONTRACT §6).
  ticketPolicy: '/ticketpolicy',
  software: '/software',
  about: '/about',
  displays: '/displays',
  experiences: '/experiences',
  eyeTracking: '/eyetracking',
  warranty: '/warranty',
  refundPolicy: '/refundpolicy',
  hardwareTerms: '/hardwareterms',
  enrollPrivacy: '/enrollprivacy',
  myBeyond: '/mybeyond',
  myAudioStrap: '/myaudiostrap',
  giveaway: '/giveaway',
  create: '/create',
  affiliate: '/affiliate',
  /** The page-builder content URL of a marketing path (the home page is `/nspages/home`). */
  builderContent: (path: string) => `/nspages/${path === '/' ? 'home' : path.replace(/^\/+/, '')}`,
} as const;

export const SUPPORT_EMAIL = 'support@bigscreenvr.com';
export const STORE_HOME = 'https://store.bigscreenvr.com';
export const STORE_BLOG = 'https://store.bigscreenvr.com/blogs/news';
