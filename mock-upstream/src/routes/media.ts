/** Media products, orders and entitlements (SPEC §7): filled in by the tickets issue. */
import { Router } from 'express';
import type { MockContext } from '../context';

export function mediaRoutes(_ctx: MockContext): Router {
  return Router();
}
