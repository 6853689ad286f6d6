/** The account screens' calls. Login and signup answer with the profile; the tokens stay in httpOnly cookies. */
import { api } from '#client/shared/api/client.ts';
import type { ForgotPayload, LoginPayload, ResetPayload, SignupPayload } from '#client/shared/core/entities.ts';

/** The signed-in answer's shape: its code (zod with the contract's schemas) loads with the call. */
const signedInSchema = () => import('./schemas').then((m) => m.signedInSchema);

export const authApi = {
  login: (payload: LoginPayload) => api.post('/api/auth/login', payload, { schema: signedInSchema }).then((r) => r.account),
  signup: (payload: SignupPayload) => api.post('/api/auth/account', payload, { schema: signedInSchema }).then((r) => r.account),
  forgot: (payload: ForgotPayload) => api.post('/api/auth/forgot', payload),
  reset: (payload: ResetPayload) => api.post('/api/auth/reset', payload),
  checkResetToken: (token: string, signal?: AbortSignal) => api.get(`/api/auth/reset/${encodeURIComponent(token)}`, { signal }),
};
