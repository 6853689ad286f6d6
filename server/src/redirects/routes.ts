/** Redirects the server answers itself with 302s (BEHAVIOUR §11) that need no upstream call. */
import { Router } from 'express';
import { safeRedirectPath } from './safe-path';
import { SAFE_PARAM } from '../api/calls';

export function noSecretCaching(res: import('express').Response) {
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cache-Control', 'no-store');
}

export function plainRedirects(): Router {
  const router = Router();
  router.get('/go', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, safeRedirectPath(req.query.t));
  });
  router.get('/forgot', (_req, res) => {
    res.redirect(302, '/account/forgot');
  });
  router.get('/reset/:token', (req, res) => {
    noSecretCaching(res);
    const token = req.params.token;
    res.redirect(302, SAFE_PARAM.test(token) ? `/account/reset/${encodeURIComponent(token)}` : '/account/forgot');
  });
  return router;
}
