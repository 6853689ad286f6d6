/** The account screens' calls. Login and signup answer with the profile; the tokens stay in httpOnly cookies. */
import * as apiCalls from '#contract/api-calls.ts';
import { callApi } from '#client/shared/api/calls.ts';
import type { ForgotPayload, LoginPayload, ResetPayload, SignupPayload } from '#client/shared/core/entities.ts';

export const authApi = {
  login: (payload: LoginPayload) => callApi(apiCalls.login, { body: payload }).then((r) => r.account),
  signup: (payload: SignupPayload) => callApi(apiCalls.createAccount, { body: payload }).then((r) => r.account),
  forgot: (payload: ForgotPayload) => callApi(apiCalls.forgot, { body: payload }),
  reset: (payload: ResetPayload) => callApi(apiCalls.reset, { body: payload }),
  checkResetToken: (token: string, signal?: AbortSignal) => callApi(apiCalls.resetCheck, { params: { token }, signal }),
};
