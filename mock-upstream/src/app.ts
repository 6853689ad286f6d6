/**
 * The mock upstream: one Express app serving the main API under /main, the cloud API under
 * /cloud and the remote-desktop host under /rd, with real state, a request journal, fault
 * injection and a control API under /__control.
 */
import express, { type ErrorRequestHandler, type NextFunction, type Request, type Response } from 'express';
import { MockState, type Settings } from './state';
import { Journal, journalMiddleware } from './journal';
import { Faults, faultMiddleware } from './faults';
import { controlRoutes } from './control';
import { sendError, type MockContext } from './context';
import { infoRoutes, remoteDesktopRoutes } from './routes/info';
import { cloudRoutes } from './routes/cloud';
import { authRoutes } from './routes/auth';
import { mediaRoutes } from './routes/media';
import { beyondRoutes } from './routes/beyond';
import { builderRoutes } from './routes/builder';
import { stripeStandInRoutes } from './routes/stripe-stand-in';
import { videoStandInRoutes } from './routes/video-stand-in';
import { DOWNLOADS_PREFIX, downloadStandInRoutes } from './routes/download-stand-in';

export interface MockOptions {
  appKey: string;
  state?: MockState;
  /** Settings the mock starts with and returns to on reset (e.g. rotation mode for the demo). */
  settings?: Partial<Settings>;
}

export interface MockApp {
  app: express.Express;
  state: MockState;
  journal: Journal;
  faults: Faults;
}

function requireAppKey(appKey: string) {
  const expected = `Bearer ${appKey}`;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers.authorization !== expected) return sendError(res, 401, 'Invalid application key');
    next();
  };
}

export function createMockApp(options: MockOptions): MockApp {
  const state = options.state ?? new MockState(options.settings);
  const journal = new Journal();
  const faults = new Faults();
  const ctx: MockContext = { state };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(express.json({ limit: '100kb' }));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use('/__control', controlRoutes(state, journal, faults));
  // Stand-in for third-party content the demo shows (not an upstream of the site).
  app.use('/__builder', builderRoutes());
  // Stand-in for the payment provider's browser script in the offline demo (not an upstream either).
  app.use('/__stripe', stripeStandInRoutes());
  app.use('/__video', videoStandInRoutes());
  app.use(DOWNLOADS_PREFIX, downloadStandInRoutes());

  const upstreams: [string, express.Router[]][] = [
    ['main', [infoRoutes(ctx), authRoutes(ctx), mediaRoutes(ctx), beyondRoutes(ctx)]],
    ['cloud', [cloudRoutes(ctx)]],
    ['rd', [remoteDesktopRoutes()]],
  ];
  for (const [name, routers] of upstreams) {
    app.use(`/${name}`, journalMiddleware(journal, name), requireAppKey(options.appKey), faultMiddleware(faults, name), ...routers);
  }
  app.use((_req, res) => sendError(res, 404, 'Not found'));
  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    const status = typeof err?.status === 'number' ? err.status : 500;
    sendError(res, status, status === 400 ? 'Malformed request body' : 'Internal error');
  };
  app.use(onError);
  return { app, state, journal, faults };
}
