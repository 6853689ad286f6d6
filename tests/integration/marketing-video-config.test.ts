/**
 * The home page's videos are configuration: TRAILER_VIDEO_URL and HOWTO_VIDEO_URL reach the
 * browser through /api/client-config as embed addresses (a YouTube link becomes its
 * privacy-enhanced embed address), unset means null (the page leaves the video out), production
 * accepts YouTube links only, and a stand-in player's origin (the demo's) is allowed in frames
 * only when configured.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIntegrationStack } from '../helpers/integration';
import { ROOT, startMockProcess, type MockProcess } from '../helpers/processes';
import { ConfigError, loadConfig } from '#server/config.ts';
import { youTubeEmbedUrl } from '#contract/video.ts';

const STATIC_DIR = path.join(ROOT, 'tests/fixtures/static');
let mock: MockProcess;

beforeAll(async () => {
  mock = await startMockProcess();
});
afterAll(async () => {
  await mock.stop();
});

const frameSrc = (csp: unknown) =>
  String(csp)
    .split(';')
    .find((d) => d.trim().startsWith('frame-src')) ?? '';

describe('/api/client-config videos', () => {
  it('are null when not configured, and no stand-in origin may be framed', async () => {
    const stack = await startIntegrationStack({ STATIC_DIR }, mock);
    const res = await stack.request().get('/api/client-config');
    expect(res.body).toMatchObject({ trailerVideoUrl: null, howToVideoUrl: null });
    const page = await stack.request().get('/').set('Accept', 'text/html');
    expect(frameSrc(page.headers['content-security-policy'])).not.toContain('127.0.0.1');
  });

  it('turn YouTube links into privacy-enhanced embed addresses', async () => {
    const stack = await startIntegrationStack(
      { STATIC_DIR, TRAILER_VIDEO_URL: 'https://www.youtube.com/watch?v=aBcDeFgHiJk&t=3', HOWTO_VIDEO_URL: 'https://youtu.be/ZyXwVuTsRqP' },
      mock,
    );
    const res = await stack.request().get('/api/client-config');
    expect(res.body).toMatchObject({
      trailerVideoUrl: 'https://www.youtube-nocookie.com/embed/aBcDeFgHiJk',
      howToVideoUrl: 'https://www.youtube-nocookie.com/embed/ZyXwVuTsRqP',
    });
  });

  it("serve the demo's stand-in players, whose origin the CSP then allows in frames", async () => {
    const stack = await startIntegrationStack({ STATIC_DIR, TRAILER_VIDEO_URL: `${mock.url}/__video/trailer` }, mock);
    const res = await stack.request().get('/api/client-config');
    expect(res.body).toMatchObject({ trailerVideoUrl: `${mock.url}/__video/trailer`, howToVideoUrl: null });
    const page = await stack.request().get('/').set('Accept', 'text/html');
    expect(frameSrc(page.headers['content-security-policy'])).toContain(new URL(mock.url).origin);
    const player = await fetch(`${mock.url}/__video/trailer`);
    expect(player.status).toBe(200);
    expect(await player.text()).toContain('Bigscreen trailer');
  });
});

describe('TRAILER_VIDEO_URL and HOWTO_VIDEO_URL', () => {
  const production = {
    NODE_ENV: 'production',
    MAIN_API_URL: 'https://a.example',
    CLOUD_API_URL: 'https://b.example',
    REMOTE_DESKTOP_URL: 'https://c.example',
    APP_KEY: 'k',
    SITE_URL: 'https://www.example.com',
  };

  it('accept only YouTube links in production, naming the variable', () => {
    expect(loadConfig({ ...production, TRAILER_VIDEO_URL: 'https://youtu.be/aBcDeFgHiJk' }).videos.trailer).toBe(
      'https://www.youtube-nocookie.com/embed/aBcDeFgHiJk',
    );
    for (const bad of ['http://127.0.0.1:4000/__video/trailer', 'https://vimeo.com/123456', 'not a url', 'javascript:alert(1)']) {
      expect(() => loadConfig({ ...production, HOWTO_VIDEO_URL: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ ...production, HOWTO_VIDEO_URL: bad }), bad).toThrow(/HOWTO_VIDEO_URL/);
    }
  });

  it('refuse anything but an http(s) address outside production', () => {
    expect(() => loadConfig({ TRAILER_VIDEO_URL: 'javascript:alert(1)' })).toThrow(/TRAILER_VIDEO_URL/);
    expect(loadConfig({ TRAILER_VIDEO_URL: 'http://127.0.0.1:4000/__video/trailer' }).videos.trailer).toBe(
      'http://127.0.0.1:4000/__video/trailer',
    );
    expect(loadConfig({}).videos).toEqual({ trailer: null, howTo: null });
  });
});

describe('youTubeEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aBcDeFgHiJk', 'aBcDeFgHiJk'],
    ['https://youtube.com/watch?v=aBcDeFgHiJk', 'aBcDeFgHiJk'],
    ['https://youtu.be/aBcDeFgHiJk', 'aBcDeFgHiJk'],
    ['https://www.youtube.com/embed/aBcDeFgHiJk', 'aBcDeFgHiJk'],
    ['https://www.youtube-nocookie.com/embed/aBcDeFgHiJk?autoplay=1', 'aBcDeFgHiJk'],
  ])('%s embeds %s from the privacy-enhanced host', (link, id) => {
    expect(youTubeEmbedUrl(link)).toBe(`https://www.youtube-nocookie.com/embed/${id}`);
  });

  it.each([
    'http://youtu.be/aBcDeFgHiJk',
    'https://evil.example/embed/aBcDeFgHiJk',
    'https://youtu.be/<script>',
    'https://www.youtube.com/watch',
    '',
    undefined,
  ])('refuses %s', (link) => {
    expect(youTubeEmbedUrl(link)).toBeNull();
  });
});
