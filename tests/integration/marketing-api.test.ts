/** The calls the marketing pages make: client config, region, currency, remote-desktop config, the browser session. */
import { beforeEach, describe, expect, it } from 'vitest';
import { useIntegrationStack, type IntegrationStack } from '../helpers/integration';
import { createApp } from '#server/app.ts';
import supertest from 'supertest';
import { testConfig } from '../helpers/integration';
import { createLogger } from '#server/logger.ts';
import { Writable } from 'node:stream';

const useStack = useIntegrationStack();
let stack: IntegrationStack;
beforeEach(() => {
  stack = useStack();
});

const quiet = () => new Writable({ write: (_c, _e, done) => done() });

describe('marketing calls', () => {
  it('client-config has no page-builder key by default', async () => {
    const res = await stack.request().get('/api/client-config');
    expect(res.status).toBe(200);
    expect(res.body.builderApiKey).toBeNull();
  });

  it('client-config hands over BUILDER_API_KEY when configured', async () => {
    const config = testConfig(stack.mock, { BUILDER_API_KEY: 'public-builder-key' });
    const app = createApp(config, { logger: createLogger(config, quiet()) });
    const res = await supertest(app).get('/api/client-config');
    expect(res.body.builderApiKey).toBe('public-builder-key');
  });

  it('region and currency lookups reach the main API without a session', async () => {
    await stack.mock.control.settings({ region: 'jp', currency: 'jpy' });
    expect((await stack.request().get('/api/info/region')).body).toEqual({ region: 'jp' });
    expect((await stack.request().get('/api/info/currency')).body).toEqual({ code: 'jpy' });
    expect(await stack.mock.control.journal({ path: '/info/region' })).toHaveLength(1);
  });

  it('the remote-desktop download URL comes from the host /config', async () => {
    const res = await stack.request().get('/api/rd/config');
    expect(res.status).toBe(200);
    expect(res.body.url).toBe('/__downloads/RemoteDesktopSetup-2.4.1.exe');
    expect(await stack.mock.control.journal({ upstream: 'rd', path: '/config' })).toHaveLength(1);
  });

  it('the browser session needs a session: signed out is refused before the cloud API', async () => {
    const res = await stack.request().get('/api/cloud/apps/browser/demo-room');
    expect(res.status).toBe(401);
    expect(await stack.mock.control.journal({ upstream: 'cloud' })).toHaveLength(0);
  });

  it('the page-builder stand-in answers per path and locale, and empty for unknown paths', async () => {
    const ask = async (urlPath: string, locale: string) => {
      const q = new URLSearchParams({ apiKey: 'k', userAttributes: JSON.stringify({ urlPath, locale }) });
      const res = await fetch(`${stack.mock.url}/__builder/api/v3/content/page?${q}`);
      return (await res.json()) as { results: { data: { blocks: { component: { options: { text: string } } }[] } }[] };
    };
    expect((await ask('/nspages/home', 'en')).results[0]!.data.blocks[0]!.component.options.text).toContain('Premiere weekend');
    expect((await ask('/nspages/home', 'jp')).results[0]!.data.blocks[0]!.component.options.text).toContain('プレミア');
    expect((await ask('/nspages/nothing', 'en')).results).toEqual([]);
  });
});
