/**
 * The language switch's own address (docs/I18N.md, "The language switch"): `/lang/<language>?to=<path>`
 * stores the choice in the `lang` cookie and sends the visitor to that page in that language. The
 * footer's switch is a plain link to it, so switching works without JavaScript: a cookie set only by
 * a click handler would leave a visitor without scripts where the old cookie sends them back.
 */
import { Router } from 'express';
import { LANGUAGE_SWITCH_PREFIX, languagePath, normaliseLanguage, splitLanguagePath } from '#contract/language.ts';
import { setLanguageCookie } from '../language';
import { safeRedirectPath } from './safe-path';

export function languageSwitch(): Router {
  const router = Router();
  router.get(`${LANGUAGE_SWITCH_PREFIX}/:language`, (req, res) => {
    const language = normaliseLanguage(req.params.language);
    // The target comes from input: a path on this site only, and its own language prefix dropped.
    const target = safeRedirectPath(req.query.to);
    res.setHeader('Cache-Control', 'no-store');
    if (!language) {
      res.redirect(302, target);
      return;
    }
    const url = new URL(target, 'http://site.invalid');
    const { path } = splitLanguagePath(url.pathname);
    setLanguageCookie(res, language);
    res.redirect(302, `${languagePath(path, language)}${url.search}${url.hash}`);
  });
  return router;
}
