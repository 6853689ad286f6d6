/** The first-load report reads a page's scripts from its HTML and splits their bytes by owner. */
import { describe, expect, it } from 'vitest';
import { scriptsOf } from '../../scripts/first-load';
import { ownerOf, shareOf } from '../../scripts/vite-bundle-report';

describe('scriptsOf', () => {
  it('lists module scripts and module preloads once each, in order, and nothing else', () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-a1.js" nonce="n"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b2.js" nonce="n">
      <link rel="stylesheet" href="/assets/index-c3.css">
      <link rel="preload" as="image" href="/assets/hero-d4.webp">
      <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
      <script nonce="n">window.x = 1</script>
      <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-page-e5.js">
    </head>`;
    expect(scriptsOf(html)).toEqual(['/assets/index-a1.js', '/assets/react-b2.js', '/assets/home-page-e5.js']);
  });
});

describe('ownerOf', () => {
  it.each([
    ['/w/node_modules/react-dom/cjs/react-dom-client.production.js', 'react'],
    ['/w/node_modules/scheduler/index.js', 'react'],
    ['/w/node_modules/react-router/dist/production/chunk.mjs', 'router'],
    ['/w/node_modules/@stripe/stripe-js/dist/index.mjs', '@stripe/stripe-js'],
    ['/w/client/src/features/shell/components/footer.tsx', 'app'],
    ['\0vite/preload-helper.js', 'vite'],
  ])('%s belongs to %s', (id, owner) => {
    expect(ownerOf(id)).toBe(owner);
  });
});

describe('shareOf', () => {
  it.each([
    ['/w/node_modules/react-dom/cjs/react-dom-client.production.js', 'react'],
    ['/w/node_modules/scheduler/index.js', 'react'],
    ['/w/node_modules/react-router/dist/production/chunk.mjs', 'router'],
    ['/w/node_modules/@lingui/core/dist/index.mjs', 'lingui'],
    ['/w/client/src/shared/i18n/runtime.ts', 'lingui'],
    ['/w/client/src/shared/i18n/index.ts', 'app'],
    ['/w/client/src/features/shell/components/footer.tsx', 'app'],
    ['/w/contract/pages.ts', 'app'],
    ['\0vite/preload-helper.js', 'app'],
  ])('%s counts in the first-load split as %s', (id, share) => {
    expect(shareOf(id)).toBe(share);
  });
});
