/**
 * The mock upstream's state: everything in memory, rebuilt from the seed on reset.
 * Domain routes (auth, media, beyond) read and change it; the control API resets it.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { BigOrder, Entitlement, Product, Scan } from '#contract/entities.ts';
import { SEED_ACCOUNTS, SEED_LINK_TOKENS, SEED_ORDERS, SEED_PRODUCTS, SEED_SCANS, seedEntitlements } from './seed';

export interface MockAccount {
  id: string;
  email: string;
  username: string;
  passwordHash: string;
  isVerified: boolean;
  createdAt: number;
}

export interface AccessTokenRecord {
  accountId: string;
  expiresAt: number;
  /** The refresh token issued with it, so logout can revoke both. */
  refreshToken?: string;
}

export interface Settings {
  /** Access-token lifetime; tests set about a second to exercise renewal. */
  accessTokenTtlSeconds: number;
  /** What GET /info/region and /info/currency answer. */
  region: string;
  currency: string;
  /**
   * Rotation mode: GET /auth/renew hands out a new refresh token and invalidates the old one;
   * reusing an invalidated one answers 401 and revokes every newer token of that session (the
   * OAuth reuse-detection rule). Off: the renewal sends no refresh token and the caller keeps its own.
   */
  rotateRefreshTokens?: boolean;
  /**
   * Nonces from verify only: any other call with an expired token answers 401 code 4 without a
   * nonce header, which an upstream may do (only verify is promised to send one), so the caller
   * must verify to renew. Off: every call's 401 code 4 carries a nonce.
   */
  nonceOnlyOnVerify?: boolean;
}

export const DEFAULT_SETTINGS: Settings = { accessTokenTtlSeconds: 3600, region: 'us', currency: 'usd' };

// A low scrypt cost: these are demo passwords, and resets happen before every browser test.
const SCRYPT = { N: 1024, r: 8, p: 1 } as const;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, SCRYPT);
  return `${salt.toString('hex')}:${hash.toString('hex')}`;
}

export function checkPassword(password: string, stored: string): boolean {
  const [saltHex, hashHex] = stored.split(':');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, SCRYPT);
  return timingSafeEqual(expected, actual);
}

export function newToken(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

export class MockState {
  settings: Settings = { ...DEFAULT_SETTINGS };
  accounts = new Map<string, MockAccount>();
  products = new Map<string, Product>();
  entitlements = new Map<string, Entitlement[]>();
  orders = new Map<string, { ownerId: string; order: BigOrder }>();
  scans = new Map<string, Scan[]>();
  accessTokens = new Map<string, AccessTokenRecord>();
  refreshTokens = new Map<string, string>();
  /** Refresh token → its session (the first refresh token of the login), live or retired. */
  refreshFamilies = new Map<string, string>();
  /** Refresh tokens replaced by a rotation: using one again is treated as theft. */
  retiredRefreshTokens = new Set<string>();
  /** Nonces handed out with 401 code 4, each usable once, mapped to the account they were issued for. */
  nonces = new Map<string, string>();
  links = structuredClone(SEED_LINK_TOKENS);
  /** Recorded side effects a test may assert (emails "sent", orders placed). */
  outbox: { kind: string; accountId: string; detail?: Record<string, unknown> }[] = [];
  /** Every access and refresh token handed out since the last reset (logout and renewal never remove one), for secrecy scans. */
  issuedTokens: { accessToken: string; refreshToken: string }[] = [];

  /** `baseSettings`: what a reset returns to (the demo can start in rotation mode). */
  constructor(
    private readonly baseSettings: Partial<Settings> = {},
    private readonly seedPasswordHash = hashPassword(SEED_ACCOUNTS[0]!.password),
  ) {
    this.reset();
  }

  reset(): void {
    this.settings = { ...DEFAULT_SETTINGS, ...this.baseSettings };
    this.accounts.clear();
    for (const a of SEED_ACCOUNTS) {
      // All seed accounts share the demo password, so one hash (made once) serves them all.
      this.accounts.set(a.id, {
        id: a.id,
        email: a.email,
        username: a.username,
        passwordHash: this.seedPasswordHash,
        isVerified: a.isVerified,
        createdAt: Date.UTC(2026, 0, 1),
      });
    }
    this.products = new Map(SEED_PRODUCTS.map((p) => [p.bigMediaId, structuredClone(p)]));
    this.entitlements = new Map(Object.entries(seedEntitlements(Math.floor(Date.now() / 1000))));
    this.orders = new Map(SEED_ORDERS.map((o) => [o.order.id, structuredClone(o)]));
    this.scans = new Map(Object.entries(structuredClone(SEED_SCANS)));
    this.accessTokens.clear();
    this.refreshTokens.clear();
    this.refreshFamilies.clear();
    this.retiredRefreshTokens.clear();
    this.nonces.clear();
    this.links = structuredClone(SEED_LINK_TOKENS);
    this.outbox = [];
    this.issuedTokens = [];
  }

  accountByEmail(email: string): MockAccount | undefined {
    const wanted = email.trim().toLowerCase();
    for (const a of this.accounts.values()) if (a.email.toLowerCase() === wanted) return a;
    return undefined;
  }

  /**
   * Issues a fresh access token (and refresh token unless one is being kept). `family` ties a
   * rotated refresh token to its session; a new login starts a family of its own.
   */
  issueTokens(accountId: string, keepRefresh?: string, family?: string): { accessToken: string; refreshToken: string } {
    const accessToken = newToken('at');
    this.accessTokens.set(accessToken, {
      accountId,
      expiresAt: Date.now() + this.settings.accessTokenTtlSeconds * 1000,
    });
    const refreshToken = keepRefresh ?? newToken('rt');
    this.refreshTokens.set(refreshToken, accountId);
    if (!this.refreshFamilies.has(refreshToken)) this.refreshFamilies.set(refreshToken, family ?? refreshToken);
    this.issuedTokens.push({ accessToken, refreshToken });
    return { accessToken, refreshToken };
  }

  /** 'expired' when the token is known but past its lifetime. */
  checkAccessToken(token: string | undefined): MockAccount | 'expired' | undefined {
    if (!token) return undefined;
    const record = this.accessTokens.get(token);
    if (!record) return undefined;
    if (record.expiresAt <= Date.now()) return 'expired';
    return this.accounts.get(record.accountId);
  }

  issueNonce(accountId: string): string {
    const nonce = newToken('nonce');
    this.nonces.set(nonce, accountId);
    return nonce;
  }

  /** Uses a nonce up: true once, false ever after. */
  consumeNonce(nonce: string | undefined): string | undefined {
    if (!nonce) return undefined;
    const accountId = this.nonces.get(nonce);
    this.nonces.delete(nonce);
    return accountId;
  }

  /** Rotation: the old refresh token stops working and is remembered as retired. */
  retireRefreshToken(refreshToken: string): void {
    this.refreshTokens.delete(refreshToken);
    this.retiredRefreshTokens.add(refreshToken);
  }

  /** Reuse of a retired refresh token: every token of that session stops working. */
  revokeFamily(family: string): void {
    const members = new Set([...this.refreshFamilies].filter(([, f]) => f === family).map(([token]) => token));
    for (const token of members) this.refreshTokens.delete(token);
    for (const [token, record] of this.accessTokens) {
      if (record.refreshToken !== undefined && members.has(record.refreshToken)) this.accessTokens.delete(token);
    }
  }

  ordersOf(accountId: string): BigOrder[] {
    return [...this.orders.values()].filter((o) => o.ownerId === accountId).map((o) => o.order);
  }
}
