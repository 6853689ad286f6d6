/**
 * Authentication (BEHAVIOUR §7, §10): login, signup, token links, verify, renewal with
 * single-use nonces, logout, forgot/reset, email verify/update and resend. Tokens travel in
 * x-access-token / x-refresh-token response headers; every "sent" email lands in state.outbox.
 */
import { Router, type Request, type Response } from 'express';
import { requireAccount, sendError, type MockContext } from '../context';
import { checkPassword, hashPassword, newToken, type MockAccount, type MockState } from '../state';
import { HEADER } from '#contract/protocol.ts';
import { systemInfoSchema } from '#contract/entities.ts';
import { UPSTREAM_MESSAGES } from '#contract/upstream-messages.ts';
import * as apiCalls from '#contract/api-calls.ts';

interface FieldProblem {
  msg: string;
  param: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9_.-]{3,32}$/;
export const MIN_PASSWORD = 8;

function field(body: unknown, name: string): string | undefined {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

function sendValidation(res: Response, problems: FieldProblem[]) {
  sendError(res, 422, problems[0]!.msg, { errors: problems });
}

function passwordProblem(password: string | undefined): FieldProblem | undefined {
  if (!password) return { msg: UPSTREAM_MESSAGES.newPasswordMissing, param: 'password' };
  if (password.length < MIN_PASSWORD) return { msg: UPSTREAM_MESSAGES.passwordTooShort, param: 'password' };
  return undefined;
}

function profile(account: MockAccount) {
  return {
    id: account.id,
    email: account.email,
    username: account.username,
    isVerified: account.isVerified,
    createdAt: account.createdAt,
  };
}

/** Issues a session and puts its tokens in the answer headers, as the real API does. */
function sendTokens(state: MockState, res: Response, accountId: string) {
  const { accessToken, refreshToken } = state.issueTokens(accountId);
  state.accessTokens.get(accessToken)!.refreshToken = refreshToken;
  res.setHeader(HEADER.accessToken, accessToken);
  res.setHeader(HEADER.refreshToken, refreshToken);
}

function sendVerifyEmail(state: MockState, accountId: string) {
  const token = newToken('ev');
  state.links.emailVerify[token] = accountId;
  state.outbox.push({ kind: 'verify-email', accountId, detail: { token } });
}

/** Reads the base64 JSON system-info header of a renewal; undefined when it is malformed. */
function systemInfo(req: Request) {
  const raw = req.header(HEADER.systemInfo);
  if (!raw) return undefined;
  try {
    return systemInfoSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64').toString('utf8'))).data;
  } catch {
    return undefined;
  }
}

export function authRoutes({ state }: MockContext): Router {
  const router = Router();
  const authenticated = requireAccount(state);

  router.post(apiCalls.login.path, (req, res) => {
    const email = field(req.body, 'email');
    const password = field(req.body, 'password');
    const problems: FieldProblem[] = [];
    if (!email) problems.push({ msg: UPSTREAM_MESSAGES.emailMissing, param: 'email' });
    if (!password) problems.push({ msg: UPSTREAM_MESSAGES.passwordMissing, param: 'password' });
    if (problems.length > 0) return sendValidation(res, problems);
    const account = state.accountByEmail(email!);
    if (!account || !checkPassword(password!, account.passwordHash)) {
      return sendError(res, 401, UPSTREAM_MESSAGES.wrongLogin);
    }
    sendTokens(state, res, account.id);
    res.json(profile(account));
  });

  router.post(apiCalls.createAccount.path, (req, res) => {
    const username = field(req.body, 'username')?.trim();
    const email = field(req.body, 'email')?.trim();
    const password = field(req.body, 'password');
    const problems: FieldProblem[] = [];
    if (!username || !USERNAME.test(username)) {
      problems.push({ msg: UPSTREAM_MESSAGES.usernameInvalid, param: 'username' });
    }
    if (!email || !EMAIL.test(email)) problems.push({ msg: UPSTREAM_MESSAGES.emailInvalid, param: 'email' });
    const weak = passwordProblem(password);
    if (weak) problems.push(weak);
    if (problems.length > 0) return sendValidation(res, problems);
    if (state.accountByEmail(email!)) return sendValidation(res, [{ msg: UPSTREAM_MESSAGES.emailTaken, param: 'email' }]);
    const taken = [...state.accounts.values()].some((a) => a.username.toLowerCase() === username!.toLowerCase());
    if (taken) return sendValidation(res, [{ msg: UPSTREAM_MESSAGES.usernameTaken, param: 'username' }]);
    const account: MockAccount = {
      id: newToken('acc'),
      email: email!,
      username: username!,
      passwordHash: hashPassword(password!),
      isVerified: false,
      createdAt: Date.now(),
    };
    state.accounts.set(account.id, account);
    sendVerifyEmail(state, account.id);
    sendTokens(state, res, account.id);
    res.status(201).json(profile(account));
  });

  router.get(apiCalls.tokenLogin.path, (req, res) => {
    const accountId = state.links.tokenLogin[req.params.token];
    if (!accountId || !state.accounts.has(accountId)) return sendError(res, 401, UPSTREAM_MESSAGES.loginLinkInvalid);
    sendTokens(state, res, accountId);
    res.json({ ok: true });
  });

  router.get(apiCalls.token2Login.path, (req, res) => {
    const link = state.links.token2Login[req.params.token];
    if (!link || !state.accounts.has(link.accountId)) return sendError(res, 401, UPSTREAM_MESSAGES.linkExpired);
    sendTokens(state, res, link.accountId);
    res.json({ redirectUrl: link.redirectUrl ?? '/' });
  });

  router.get(apiCalls.verify.path, requireAccount(state, { isVerify: true }), (_req, res) => {
    res.json({ ok: true });
  });

  router.get(apiCalls.account.path, authenticated, (_req, res) => {
    res.json(profile(res.locals.account as MockAccount));
  });

  router.get(apiCalls.renew.path, (req, res) => {
    // The nonce is used up whatever happens next: a second attempt with it must fail.
    const accountId = state.consumeNonce(req.header(HEADER.nonce));
    if (!accountId) return sendError(res, 401, 'Invalid or used nonce.');
    if (!systemInfo(req)) return sendError(res, 401, 'Missing or malformed system info.');
    const refresh = req.header(HEADER.refreshToken);
    if (refresh !== undefined && state.retiredRefreshTokens.has(refresh)) {
      // A replaced refresh token used again: someone holds a copy, so the whole session ends.
      state.revokeFamily(state.refreshFamilies.get(refresh) ?? refresh);
      return sendError(res, 401, 'Refresh token already used: the session is revoked.');
    }
    if (refresh !== undefined && state.refreshTokens.get(refresh) !== accountId) {
      return sendError(res, 401, 'Invalid refresh token.');
    }
    const rotate = state.settings.rotateRefreshTokens || refresh === undefined;
    const family = refresh === undefined ? undefined : state.refreshFamilies.get(refresh);
    const { accessToken, refreshToken } = state.issueTokens(accountId, rotate ? undefined : refresh, family);
    if (rotate && refresh !== undefined) state.retireRefreshToken(refresh);
    state.accessTokens.get(accessToken)!.refreshToken = refreshToken;
    res.setHeader(HEADER.accessToken, accessToken);
    // Without rotation the real API sends no refresh token back; the caller keeps its own.
    if (rotate) res.setHeader(HEADER.refreshToken, refreshToken);
    res.json({ ok: true });
  });

  router.get(apiCalls.logout.path, authenticated, (req, res) => {
    const token = req.header(HEADER.accessToken)!;
    const refresh = state.accessTokens.get(token)?.refreshToken;
    state.accessTokens.delete(token);
    if (refresh) state.refreshTokens.delete(refresh);
    res.json({ ok: true });
  });

  router.get(apiCalls.whoami.path, (req, res) => {
    res.json({ ip: req.ip });
  });

  router.post(apiCalls.forgot.path, (req, res) => {
    const email = field(req.body, 'email')?.trim();
    if (!email || !EMAIL.test(email)) return sendValidation(res, [{ msg: UPSTREAM_MESSAGES.emailInvalid, param: 'email' }]);
    const account = state.accountByEmail(email);
    // The answer is the same either way, so the form cannot be used to probe for accounts.
    if (account) {
      const token = newToken('pr');
      state.links.reset[token] = account.id;
      state.outbox.push({ kind: 'reset-password', accountId: account.id, detail: { token } });
    }
    res.json({ message: 'If an account exists for this address, a reset link is on its way.' });
  });

  router.get(apiCalls.resetCheck.path, (req, res) => {
    if (!state.links.reset[req.params.token]) return sendError(res, 404, UPSTREAM_MESSAGES.resetLinkInvalid);
    res.json({ ok: true });
  });

  router.post(apiCalls.reset.path, (req, res) => {
    const token = field(req.body, 'token');
    const password = field(req.body, 'password');
    const accountId = token ? state.links.reset[token] : undefined;
    const account = accountId ? state.accounts.get(accountId) : undefined;
    if (!account) return sendValidation(res, [{ msg: UPSTREAM_MESSAGES.resetLinkInvalid, param: 'token' }]);
    const weak = passwordProblem(password);
    if (weak) return sendValidation(res, [weak]);
    account.passwordHash = hashPassword(password!);
    delete state.links.reset[token!];
    res.json({ ok: true });
  });

  router.get(apiCalls.emailVerify.path, (req, res) => {
    const accountId = state.links.emailVerify[req.params.token];
    const account = accountId ? state.accounts.get(accountId) : undefined;
    if (!account) return sendError(res, 422, UPSTREAM_MESSAGES.verifyLinkInvalid);
    account.isVerified = true;
    delete state.links.emailVerify[req.params.token];
    res.json({ ok: true });
  });

  router.get(apiCalls.emailUpdate.path, (req, res) => {
    const change = state.links.emailUpdate[req.params.token];
    const account = change ? state.accounts.get(change.accountId) : undefined;
    if (!change || !account) return sendError(res, 422, UPSTREAM_MESSAGES.emailChangeLinkInvalid);
    if (state.accountByEmail(change.email)) return sendError(res, 422, UPSTREAM_MESSAGES.emailInUse);
    account.email = change.email;
    delete state.links.emailUpdate[req.params.token];
    res.json({ ok: true });
  });

  router.get(apiCalls.resend.path, authenticated, (_req, res) => {
    const account = res.locals.account as MockAccount;
    if (account.isVerified) return sendError(res, 422, UPSTREAM_MESSAGES.emailAlreadyVerified);
    sendVerifyEmail(state, account.id);
    res.json({ ok: true });
  });

  return router;
}
