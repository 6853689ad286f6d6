/** Authentication (SPEC §7): filled in by the sessions issue. */
import { Router } from 'express';
import type { MockContext } from '../context';

export function authRoutes(_ctx: MockContext): Router {
  return Router();
}
