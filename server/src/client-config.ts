/** GET /api/client-config: the public settings the SPA needs, chosen per request host. */
import type { Request } from 'express';
import type { ApiRoutes } from './api/router';
import type { Config } from './config';
import type { ClientConfig } from '#contract/entities.ts';

export function stripeKeyFor(config: Config, host: string | undefined): string | null {
  const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  const live = config.stripe.liveHosts.includes(hostname);
  return (live ? config.stripe.liveKey : config.stripe.testKey) ?? null;
}

export function clientConfigRoutes(config: Config) {
  return (routes: ApiRoutes) => {
    routes.get('/client-config', (req: Request, res) => {
      const body: ClientConfig = {
        stripePublishableKey: stripeKeyFor(config, req.hostname),
        builderApiKey: config.builderApiKey ?? null,
        catalogMediaIds: config.catalogMediaIds,
        stripeJsUrl: config.stripeJsUrl ?? null,
        builderApiHost: config.builderApiHost ?? null,
        trailerVideoUrl: config.videos.trailer,
        howToVideoUrl: config.videos.howTo,
      };
      res.setHeader('Cache-Control', 'no-cache');
      res.json(body);
    });
  };
}
