/** Reading what the main API answers: tokens from headers, error bodies, the renewal signal. */
import type { UpstreamAnswer } from '../upstream/client';
import { HttpError } from '../errors';
import { HEADER, RENEW_CODE } from '#contract/protocol.ts';
import { apiErrorSchema, accountSchema, type PublicAccount } from '#contract/entities.ts';
import type { SessionTokens } from './cookies';

export function isSuccess(answer: UpstreamAnswer): boolean {
  return answer.status >= 200 && answer.status < 300;
}

export function tokensFrom(answer: UpstreamAnswer): SessionTokens | undefined {
  const accessToken = answer.headers.get(HEADER.accessToken);
  if (!accessToken) return undefined;
  return { accessToken, refreshToken: answer.headers.get(HEADER.refreshToken) ?? undefined };
}

/** A "401 code 4": the access token expired, renew it. */
export function saysExpired(answer: UpstreamAnswer): boolean {
  return answer.status === 401 && apiErrorSchema.safeParse(answer.body).data?.code === RENEW_CODE;
}

/** The nonce of a "401 code 4" answer, else undefined (an expired answer may come without one: only verify must carry it). */
export function renewalNonce(answer: UpstreamAnswer): string | undefined {
  if (!saysExpired(answer)) return undefined;
  return answer.headers.get(HEADER.nonce) ?? undefined;
}

export function upstreamMessage(body: unknown): string | undefined {
  const parsed = apiErrorSchema.safeParse(body).data;
  return parsed?.message || parsed?.msg || undefined;
}

/**
 * The browser's view of an upstream refusal: a 4xx keeps its status, message, code and
 * validation errors; anything else is a 502 with the fallback message.
 */
export function refusal(answer: UpstreamAnswer, fallback: string): HttpError {
  const parsed = apiErrorSchema.safeParse(answer.body).data;
  const clientError = answer.status >= 400 && answer.status < 500;
  const status = clientError ? answer.status : 502;
  const message = (clientError && (parsed?.message || parsed?.msg)) || fallback;
  const extra: Record<string, unknown> = {};
  if (clientError && parsed?.code !== undefined) extra.code = parsed.code;
  if (clientError && parsed?.errors?.length)
    extra.errors = parsed.errors.map((e) => ({ msg: e.msg, ...(e.param ? { param: e.param } : {}) }));
  return new HttpError(status, message, extra);
}

/** Only the three fields the browser may see (BEHAVIOUR §11). */
export function publicAccount(body: unknown): PublicAccount | undefined {
  const parsed = accountSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { email, username, isVerified } = parsed.data;
  return { email, username, isVerified };
}
