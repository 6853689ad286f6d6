import type { PublicAccount, SessionInfo } from '#contract/entities.ts';
import type { Parser } from '#client/shared/api/client.ts';

/**
 * GET /api/session checked by hand rather than with the contract's zod schema: this code is in
 * every page's first load, and zod would add about 30 KB gzip to it.
 */
export const sessionInfo: Parser<SessionInfo> = {
  safeParse(value) {
    const v = value as Partial<SessionInfo> | null;
    const a = v?.account as Partial<PublicAccount> | null | undefined;
    const accountOk =
      a === null ||
      (typeof a === 'object' && typeof a.email === 'string' && typeof a.username === 'string' && typeof a.isVerified === 'boolean');
    if (v && typeof v === 'object' && typeof v.retryLink === 'string' && accountOk) {
      const account = a ? { email: a.email!, username: a.username!, isVerified: a.isVerified! } : null;
      return { success: true, data: { account, retryLink: v.retryLink } };
    }
    return { success: false, error: { issues: ['not a session answer'] } };
  },
};
