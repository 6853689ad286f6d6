/**
 * The upstream entities of BEHAVIOUR §3 (plus BEHAVIOUR §10's order `status`), described once with zod.
 * The server, the client and mock-upstream all import this module, so the mock cannot drift
 * from what the client expects. Schemas are lenient where the real API may add fields
 * (`.loose()` keeps unknown keys) and strict where the site relies on a value.
 */
import { z } from 'zod';

export const accountSchema = z
  .object({
    email: z.string(),
    username: z.string(),
    isVerified: z.boolean(),
  })
  .loose();
export type Account = z.infer<typeof accountSchema>;

/** What the browser may see of an account: nothing beyond these three fields. */
export const publicAccountSchema = z.object({
  email: z.string(),
  username: z.string(),
  isVerified: z.boolean(),
});
export type PublicAccount = z.infer<typeof publicAccountSchema>;

export const loginPayloadSchema = z.object({ email: z.string(), password: z.string() });
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

export const signupPayloadSchema = z.object({
  username: z.string(),
  email: z.string(),
  password: z.string(),
});
export type SignupPayload = z.infer<typeof signupPayloadSchema>;

// Forgot and reset bodies go to the upstream as the visitor typed them; nothing parses them here.
export type ForgotPayload = { email: string };
export type ResetPayload = { token: string; password: string };

export const CURRENCIES = ['usd', 'cad', 'eur', 'nzd', 'aud', 'gbp', 'jpy', 'sek'] as const;

const skuSchema = z
  .object({
    id: z.string(),
    currency: z.string().optional(),
    price: z.number().optional(),
  })
  .loose();

const marketingEntrySchema = z
  .object({
    title: z.string(),
    description: z.string(),
    trailerUrl: z.string().optional(),
    webImages: z
      .object({
        posterImageUrl: z.string().optional(),
        backgroundImageUrl: z.string().optional(),
      })
      .loose(),
  })
  .loose();

export const productSchema = z
  .object({
    bigMediaId: z.string(),
    url: z.string(),
    is3D: z.boolean(),
    sku: skuSchema,
    /** Keyed by locale; the site reads `en-US`. */
    marketingData: z.record(z.string(), marketingEntrySchema),
  })
  .loose();
export type Product = z.infer<typeof productSchema>;

export const orderPayloadSchema = z.object({
  bigMediaId: z.string().min(1),
  skuId: z.string().min(1),
  stripeToken: z.string().min(1),
});
export type OrderPayload = z.infer<typeof orderPayloadSchema>;

const receiptSchema = z
  .object({
    stripePaymentResult: z.object({ currency: z.string().optional(), amount: z.number().optional() }).loose().nullish(),
    oculusPaymentResult: z.object({ currency: z.string().optional(), price: z.number().optional() }).loose().nullish(),
    couponPaymentResult: z.unknown().optional(),
  })
  .loose();
export type Receipt = z.infer<typeof receiptSchema>;

export const entitlementSchema = z
  .object({
    /** Kept as a string: an unknown status must render as 'ERROR. Contact support', not fail parsing. */
    status: z.string(),
    /** Seconds since the epoch. */
    expirationTimestamp: z.number().nullish(),
    mediaProduct: productSchema,
    receipt: receiptSchema.nullish(),
  })
  .loose();
export type Entitlement = z.infer<typeof entitlementSchema>;

export const browserSessionSchema = z.object({
  embedUrl: z.string(),
  options: z.object({ adminToken: z.string().optional() }).loose(),
});
export type BrowserSession = z.infer<typeof browserSessionSchema>;

// Read with a plain field check (client/src/shared/region), which keeps zod out of the entry chunk.
export type RegionInfo = { region: string };
export type CurrencyInfo = { code: string };

export const scanSchema = z.object({ appClipUrl: z.string() }).loose();
export type Scan = z.infer<typeof scanSchema>;

export const scanErrorSchema = z
  .object({
    code: z.number(),
    message: z.string(),
    scan: z.object({ appClipUrl: z.string().optional() }).loose().nullish(),
  })
  .loose();

export const ORDER_STATUSES = ['queued', 'manufacturing', 'shipped', 'cancelled'] as const;

const lensValue = z.union([z.number(), z.string()]);

const headsetItemSchema = z.object({ type: z.literal('headset'), ipd: z.number().nullish() }).loose();
const cushionItemSchema = z.object({ type: z.literal('cushion'), scanImageUrl: z.string().nullish() }).loose();
const audioStrapItemSchema = z.object({ type: z.literal('audio_strap') }).loose();
const lensItemSchema = z
  .object({
    type: z.literal('prescription_lenses'),
    ODRight: lensValue.nullish(),
    OSLeft: lensValue.nullish(),
  })
  .loose();
/** A line item of a kind this site does not know: shown generically, never a crash. */
const otherItemSchema = z.object({ type: z.string() }).loose();

export const knownLineItemSchema = z.discriminatedUnion('type', [
  headsetItemSchema,
  cushionItemSchema,
  audioStrapItemSchema,
  lensItemSchema,
]);
const lineItemSchema = z.union([knownLineItemSchema, otherItemSchema]);
export type KnownLineItem = z.infer<typeof knownLineItemSchema>;

export const bigOrderSchema = z
  .object({
    id: z.string(),
    shopifyOrderName: z.string().nullish(),
    ipd: z.number().nullish(),
    /** Epoch milliseconds. */
    createdAt: z.number().nullish(),
    lineItems: z.array(lineItemSchema).default([]),
    status: z.enum(ORDER_STATUSES).optional(),
  })
  .loose();
export type BigOrder = z.infer<typeof bigOrderSchema>;

export const IPD_MIN = 55;
export const IPD_MAX = 72;
export const ipdChangeSchema = z.object({ ipd: z.number().int().min(IPD_MIN).max(IPD_MAX) });

export const remoteDesktopConfigSchema = z.object({ url: z.string() }).loose();

export const systemInfoSchema = z.object({
  deviceName: z.string(),
  deviceUniqueIdentifier: z.string(),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;

export const apiErrorSchema = z
  .object({
    message: z.string().optional(),
    msg: z.string().optional(),
    status: z.number().optional(),
    code: z.number().optional(),
    errors: z.array(z.object({ msg: z.string(), param: z.string().optional() }).loose()).optional(),
  })
  .loose();
export type ApiError = z.infer<typeof apiErrorSchema>;

export const token2LoginAnswerSchema = z.object({ redirectUrl: z.string().optional() }).loose();

export const multipassSchema = z.object({ url: z.string() }).loose();

/** `GET /api/session`: the server's own answer (BEHAVIOUR §11). */
export const sessionInfoSchema = z.object({
  account: publicAccountSchema.nullable(),
  retryLink: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** `GET /api/client-config`: public settings the server hands to the SPA. */
export const clientConfigSchema = z.object({
  stripePublishableKey: z.string().nullable(),
  builderApiKey: z.string().nullable(),
  catalogMediaIds: z.array(z.string()),
  /** Demo only: load the payment provider's script from this stand-in instead of the real one. */
  stripeJsUrl: z.string().nullish(),
  /** Demo only: the page-builder SDK's API host (the stand-in on the site's origin); null or absent: the real service. */
  builderApiHost: z.string().nullish(),
  /** The home page's videos as embed addresses; null or absent: not configured, not shown. */
  trailerVideoUrl: z.string().nullish(),
  howToVideoUrl: z.string().nullish(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** The site's own navigation data (client/src/features/shell/nav-data.ts), not an upstream entity. */
export interface NavLink {
  title: string;
  url?: string;
  action?: string;
  icon?: string;
  color?: string;
  iconFont?: string;
  iconSize?: string;
}
export interface NavItem {
  title: string;
  url: string;
  activePaths?: string[];
  dropdown?: { header?: string; headerLink?: string; links: NavLink[] };
}
