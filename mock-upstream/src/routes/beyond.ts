/** Headset orders, IPD, scans and the store SSO (SPEC §7): filled in by the headset issue. */
import { Router } from 'express';
import type { MockContext } from '../context';

export function beyondRoutes(_ctx: MockContext): Router {
  return Router();
}
