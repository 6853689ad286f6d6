/** Region and currency lookups (no authentication) and the remote-desktop host's /config. */
import { Router } from 'express';
import type { MockContext } from '../context';
import { DOWNLOADS_PREFIX, REMOTE_DESKTOP_INSTALLER } from './download-stand-in';
import * as apiCalls from '#contract/api-calls.ts';

export function infoRoutes({ state }: MockContext): Router {
  const router = Router();
  router.get(apiCalls.region.path, (_req, res) => {
    res.json({ region: state.settings.region });
  });
  router.get(apiCalls.currency.path, (_req, res) => {
    res.json({ code: state.settings.currency });
  });
  return router;
}

/** A path on the site, not on the mock: the site relays the stand-in download on its own origin. */
export const REMOTE_DESKTOP_DOWNLOAD = `${DOWNLOADS_PREFIX}/${REMOTE_DESKTOP_INSTALLER}`;

export function remoteDesktopRoutes(): Router {
  const router = Router();
  router.get(apiCalls.remoteDesktopConfig.path, (_req, res) => {
    res.json({ url: REMOTE_DESKTOP_DOWNLOAD, version: '2.4.1', maxWidth: 3840, maxHeight: 2160 });
  });
  return router;
}
