/** The account screens' calls. Login and signup answer with the profile; the tokens stay in httpOnly cookies. */
import { z } from 'zod';
import { api } from '#client/api/client.ts';
import {
  publicAccountSchema,
  type ForgotPayload,
  type LoginPayload,
  type ResetPayload,
  type SignupPayload,
} from '#client/core/entities.ts';

const signedInSchema = z.object({ account: publicAccountSchema });

export const authApi = {
  login: (payload: LoginPayload) => api.post('/api/auth/login', payload, { schema: signedInSchema }).then((r) => r.account),
  signup: (payload: SignupPayload) => api.post('/api/auth/account', payload, { schema: signedInSchema }).then((r) => r.account),
  forgot: (payload: ForgotPayload) => api.post('/api/auth/forgot', payload),
  reset: (payload: ResetPayload) => api.post('/api/auth/reset', payload),
  checkResetToken: (token: string, signal?: AbortSignal) => api.get(`/api/auth/reset/${encodeURIComponent(token)}`, { signal }),
};
