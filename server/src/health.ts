/**
 * Liveness and readiness (BEHAVIOUR §11). Readiness goes 503 as soon as shutdown starts, and is
 * 503 until the server's page renderer has loaded. Liveness names the running version, so a probe
 * shows which build a replica runs (docs/OPERATIONS.md).
 */
import type { RequestHandler } from 'express';
import { BUILD_INFO } from './build-info';

export interface Lifecycle {
  shuttingDown: boolean;
}

/**
 * One middleware rather than a Router: every request passes this point, and a plain path check
 * costs less than a router dispatch.
 */
const HEALTHY = { status: 'ok', version: BUILD_INFO.version };

export function healthRoutes(lifecycle: Lifecycle, staticReady: () => boolean, loading: () => boolean = () => false): RequestHandler {
  const healthz: RequestHandler = (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(HEALTHY);
  };
  const readyz: RequestHandler = (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (lifecycle.shuttingDown) {
      res.status(503).json({ status: 'shutting down' });
      return;
    }
    if (!staticReady()) {
      res.status(503).json({ status: 'site build missing' });
      return;
    }
    if (loading()) {
      res.status(503).json({ status: 'starting' });
      return;
    }
    res.json({ status: 'ready' });
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/healthz') return healthz(req, res, next);
    if (req.path === '/readyz') return readyz(req, res, next);
    next();
  };
}
