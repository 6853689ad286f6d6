/**
 * A redirect target from an upstream answer (token2 login's `redirectUrl`) reduced to a path
 * on this site: an absolute URL is accepted only when it names this very host and scheme.
 */
import { safeRedirectPath } from './safe-path';

export function sameSitePath(target: unknown, site: { protocol: string; host: string | undefined }): string {
  if (typeof target !== 'string' || target === '') return '/';
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      const here = `${site.protocol}://${site.host ?? ''}`.toLowerCase();
      if (url.origin.toLowerCase() !== here) return '/';
      return safeRedirectPath(url.pathname + url.search + url.hash);
    } catch {
      return '/';
    }
  }
  return safeRedirectPath(target);
}
