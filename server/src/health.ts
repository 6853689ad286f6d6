/** Liveness and readiness (CONTRACT §2). Readiness goes 503 as soon as shutdown starts. */
import { Router } from 'express';

export interface Lifecycle {
  shuttingDown: boolean;
}

export function healthRoutes(lifecycle: Lifecycle, staticReady: () => boolean): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (lifecycle.shuttingDown) {
      res.status(503).json({ status: 'shutting down' });
      return;
    }
    if (!staticReady()) {
      res.status(503).json({ status: 'site build missing' });
      return;
    }
    res.json({ status: 'ready' });
  });
  return router;
}
