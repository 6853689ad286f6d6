/**
 * The deterministic demo seed (BEHAVIOUR §14). Times are relative to the moment of reset so the
 * ticket countdowns read the same in every run; everything else is fixed.
 */
import type { BigOrder, Entitlement, Product, Scan } from '#contract/entities.ts';
import { UPSTREAM_MESSAGES } from '#contract/upstream-messages.ts';

export const DEMO_PASSWORD = 'Passw0rd!';

export interface SeedAccount {
  id: string;
  email: string;
  username: string;
  password: string;
  isVerified: boolean;
}

export const SEED_ACCOUNTS: SeedAccount[] = [
  { id: 'acc-verified', email: 'verified@example.com', username: 'moviebuff', password: DEMO_PASSWORD, isVerified: true },
  { id: 'acc-unverified', email: 'unverified@example.com', username: 'newcomer', password: DEMO_PASSWORD, isVerified: false },
  // A second customer, so tests can prove one customer never sees another's orders.
  { id: 'acc-other', email: 'other@example.com', username: 'othercustomer', password: DEMO_PASSWORD, isVerified: true },
  // One account per state-changing demo link, so following a link never locks anyone out of the accounts above.
  { id: 'acc-verify-link', email: 'verify-link@example.com', username: 'verifylink', password: DEMO_PASSWORD, isVerified: false },
  { id: 'acc-update-link', email: 'update-link@example.com', username: 'updatelink', password: DEMO_PASSWORD, isVerified: true },
  { id: 'acc-reset-link', email: 'reset-link@example.com', username: 'resetlink', password: DEMO_PASSWORD, isVerified: true },
];

function product(
  bigMediaId: string,
  url: string,
  title: string,
  description: string,
  sku: { id: string; currency?: string; price?: number },
  is3D: boolean,
  japaneseDescription?: string,
): Product {
  const entry = (text: string) => ({
    title,
    description: text,
    trailerUrl: `https://www.youtube-nocookie.com/embed/${bigMediaId.replace(/^bm-/, '').slice(0, 11)}`,
    webImages: {
      posterImageUrl: `/demo-art/${url}-poster.svg`,
      backgroundImageUrl: `/demo-art/${url}-backdrop.svg`,
    },
  });
  // One entry per locale, as the main API keys them; a film without a Japanese entry shows its English one.
  const marketingData: Product['marketingData'] = { 'en-US': entry(description) };
  if (japaneseDescription) marketingData['ja-JP'] = entry(japaneseDescription);
  return { bigMediaId, url, is3D, sku, marketingData };
}

export const SEED_PRODUCTS: Product[] = [
  product(
    'bm-neon-harbor',
    'neon-harbor',
    'Neon Harbor',
    'A night-shift harbour pilot finds a ship that is not on any manifest. A rain-soaked thriller made for the big virtual screen.',
    { id: 'sku-neon-harbor-usd', currency: 'usd', price: 499 },
    false,
    '夜勤の水先案内人が、どの積荷目録にも載っていない船を見つけます。雨の港を舞台にした、VR の大スクリーンで観たいスリラーです。',
  ),
  product(
    'bm-kaiju-dawn',
    'kaiju-dawn',
    'Kaiju Dawn',
    'When the tide goes out too far, a fishing town meets its new neighbour. Presented in stereoscopic 3D.',
    { id: 'sku-kaiju-dawn-jpy', currency: 'jpy', price: 500 },
    true,
    '潮がいつになく遠くまで引いた日、漁師町に新しい隣人がやって来ます。立体視の 3D でお届けします。',
  ),
  product(
    'bm-arctic-signal',
    'arctic-signal',
    'Arctic Signal',
    'Three researchers, one radio, and a message that arrives a day before it is sent.',
    { id: 'sku-arctic-signal-eur', currency: 'eur', price: 399 },
    true,
    '3 人の研究者と 1 台の無線機。そして、送信される前の日に届いたメッセージ。',
  ),
  product(
    'bm-paper-moons',
    'paper-moons',
    'Paper Moons',
    'An animated tale of two kites that refuse to come down. Fun for the whole room.',
    { id: 'sku-paper-moons-gbp', currency: 'gbp', price: 350 },
    false,
    '空から降りてこようとしない 2 つの凧を描いたアニメーション。ルームのみんなで楽しめます。',
  ),
];

/** The films shown on /movies/catalog in the demo. */
export const SEED_CATALOG = SEED_PRODUCTS.map((p) => p.bigMediaId);

const HOUR = 3600;

export function seedEntitlements(nowSeconds: number): Record<string, Entitlement[]> {
  const [neon, kaiju, arctic, paper] = SEED_PRODUCTS as [Product, Product, Product, Product];
  return {
    'acc-verified': [
      { status: 'IDLE', expirationTimestamp: null, mediaProduct: neon, receipt: { stripePaymentResult: { currency: 'usd', amount: 499 } } },
      // 30.5 hours left: shown as "30 HOURS UNTIL EXPIRED".
      {
        status: 'ACTIVE',
        expirationTimestamp: nowSeconds + 30 * HOUR + 1800,
        mediaProduct: kaiju,
        receipt: { oculusPaymentResult: { currency: 'jpy', price: 500 } },
      },
      { status: 'IDLE', expirationTimestamp: null, mediaProduct: paper, receipt: { couponPaymentResult: { code: 'WELCOME' } } },
      {
        status: 'EXPIRED',
        expirationTimestamp: nowSeconds - 5 * HOUR,
        mediaProduct: arctic,
        receipt: { stripePaymentResult: { currency: 'eur', amount: 399 } },
      },
      {
        status: 'REVOKED',
        expirationTimestamp: null,
        mediaProduct: arctic,
        receipt: { stripePaymentResult: { currency: 'eur', amount: 399 } },
      },
    ],
    'acc-unverified': [],
    'acc-other': [],
  };
}

export interface SeedOrder {
  ownerId: string;
  order: BigOrder;
}

export const SEED_ORDERS: SeedOrder[] = [
  {
    ownerId: 'acc-verified',
    order: {
      id: 'ord-1001',
      shopifyOrderName: '#1001',
      ipd: 64,
      createdAt: Date.UTC(2026, 9, 2, 15, 30),
      status: 'queued',
      lineItems: [
        { type: 'headset', ipd: 64 },
        { type: 'cushion', scanImageUrl: '/demo-art/face-scan.svg' },
        { type: 'audio_strap' },
        { type: 'prescription_lenses', ODRight: '-1.25', OSLeft: -1.5 },
      ],
    },
  },
  {
    ownerId: 'acc-verified',
    order: {
      id: 'ord-1002',
      shopifyOrderName: '#1002',
      ipd: 62,
      createdAt: Date.UTC(2026, 7, 14, 9, 5),
      status: 'manufacturing',
      lineItems: [{ type: 'headset', ipd: 62 }],
    },
  },
  {
    ownerId: 'acc-other',
    order: {
      id: 'ord-2001',
      shopifyOrderName: '#2001',
      ipd: 60,
      createdAt: Date.UTC(2026, 10, 1, 12, 0),
      status: 'queued',
      lineItems: [{ type: 'headset', ipd: 60 }],
    },
  },
];

export const SEED_SCANS: Record<string, Scan[]> = {
  'acc-verified': [{ appClipUrl: 'https://appclip.apple.com/id?p=demo.beyond.facescan&token=scan-demo-1' }],
  'acc-unverified': [],
  'acc-other': [],
};

/** Link tokens that work in the demo (printed by `npm start`). */
export const SEED_LINK_TOKENS = {
  tokenLogin: { 'demo-login-token': 'acc-verified' } as Record<string, string>,
  token2Login: { 'demo-scan-token': { accountId: 'acc-verified', redirectUrl: '/scans/start' } } as Record<
    string,
    { accountId: string; redirectUrl?: string }
  >,
  emailVerify: { 'demo-verify-token': 'acc-verify-link' } as Record<string, string>,
  emailUpdate: { 'demo-update-token': { accountId: 'acc-update-link', email: 'updated-link@example.com' } } as Record<
    string,
    { accountId: string; email: string }
  >,
  reset: { 'demo-reset-token': 'acc-reset-link' } as Record<string, string>,
};

/**
 * Face-scan submission tokens (`GET /beyond/scan/{token}/process`), one per outcome of BEHAVIOUR §8.
 * Each belongs to one account; anyone else (and any unknown token) gets a 404. A scenario is
 * written here only: the README's table of them is written from this one
 * (`npm run docs:demo`, checked by `npm run lint`).
 */
export interface SeedScanToken {
  ownerId: string;
  status: number;
  body: Record<string, unknown>;
  /** What the processing page shows for it, in the README's words. */
  shows: string;
}

export const SEED_SCAN_TOKENS: Record<string, SeedScanToken> = {
  'tpy-demo-ok': { ownerId: 'acc-verified', status: 200, body: { received: true }, shows: 'Scan complete' },
  'tpy-demo-500': {
    ownerId: 'acc-verified',
    status: 500,
    body: { code: 17, message: UPSTREAM_MESSAGES.scanStorageDown, status: 500 },
    shows: 'Submission error, `Error code #17 - ...`, support address',
  },
  'tpy-demo-retry': {
    ownerId: 'acc-verified',
    status: 422,
    body: {
      code: 3,
      message: UPSTREAM_MESSAGES.faceNotVisible,
      status: 422,
      scan: { appClipUrl: 'https://appclip.apple.com/id?p=demo.beyond.facescan&token=scan-demo-retry' },
    },
    shows: 'Scan error with Retry scan',
  },
  'tpy-demo-noretry': {
    ownerId: 'acc-verified',
    status: 422,
    body: { code: 3, message: UPSTREAM_MESSAGES.scanNotMatched, status: 422, scan: {} },
    shows: 'Submission error',
  },
  'tpy-demo-busy': {
    ownerId: 'acc-verified',
    status: 409,
    body: { code: 7, message: UPSTREAM_MESSAGES.scanUploading, status: 409 },
    shows: 'keeps waiting, asking again every 5 s; after a minute: Submission error, `Error code #7 - ...`',
  },
};
