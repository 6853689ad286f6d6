/** Cloud API: remote shared-browser sessions. `demo-room` grants control, `viewer-room` does not. */
import { Router } from 'express';
import { requireAccount, sendError, type MockContext } from '../context';
import { UPSTREAM_MESSAGES } from '#contract/upstream-messages.ts';
import * as apiCalls from '#contract/api-calls.ts';

export const BROWSER_ROOMS: Record<string, { embedUrl: string; adminToken?: string }> = {
  'demo-room': { embedUrl: 'https://demo.hyperbeam.com/embed/demo-room?token=viewer', adminToken: 'admin-demo-room' },
  'viewer-room': { embedUrl: 'https://demo.hyperbeam.com/embed/viewer-room?token=viewer' },
};

export function cloudRoutes({ state }: MockContext): Router {
  const router = Router();
  router.get(apiCalls.browserSession.path, requireAccount(state), (req, res) => {
    const room = BROWSER_ROOMS[String(req.params.activityId)];
    if (!room) return sendError(res, 404, UPSTREAM_MESSAGES.noBrowserSession);
    res.json({
      embedUrl: room.embedUrl,
      options: { ...(room.adminToken ? { adminToken: room.adminToken } : {}), maxArea: 1920 * 1080, timeout: 5000 },
    });
  });
  return router;
}
