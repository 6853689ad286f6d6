/**
 * Lingui (docs/I18N.md): English is the source language, Japanese the translation. Messages are
 * extracted from the client's code into one catalog per area, so a page loads only the catalogs
 * it shows (the shell's and its area's), in the active language only. `npm run i18n:extract`
 * updates the .po files; the Vite plugin compiles them when the client imports them.
 */
import { defineConfig } from '@lingui/conf';
import { babelExtractor } from '@lingui/cli/api/extractors/babel';
import { formatter } from '@lingui/format-po';
import { messageGroupExtractor } from './scripts/message-group-extractor.ts';

const SRC = '<rootDir>/client/src';
/** The contract's message groups (contract/message-group.ts): each message is written there only. */
const CONTRACT = '<rootDir>/contract';
const MARKETING = `${SRC}/features/marketing`;
const HEADSET = `${SRC}/features/headset`;

/**
 * The home page's catalog: its hero and the marketing pieces every marketing page shares (the
 * other marketing pages load it too), the page-builder region's frame and fallback card among
 * them. Kept apart so the home page's first load carries no other page's text.
 */
const HOME = [
  `${MARKETING}/pages/home-page.tsx`,
  `${MARKETING}/components/hero.tsx`,
  `${MARKETING}/components/download-menu.tsx`,
  `${MARKETING}/components/home-art.tsx`,
  `${MARKETING}/downloads.ts`,
  `${MARKETING}/components/region-frame.tsx`,
  `${MARKETING}/components/builder-fallback.tsx`,
  `${MARKETING}/components/slider.tsx`,
  `${MARKETING}/slider-breakpoints.ts`,
  `${MARKETING}/components/video-facade.tsx`,
  `${MARKETING}/components/marketing-link.tsx`,
  `${MARKETING}/download-link.ts`,
];

/**
 * The home page's sections (below the hero): their code loads after the page is taken over
 * (features/marketing/pages/home-page.tsx), and their catalog with it, so a Japanese home page's
 * first load carries only the hero's text.
 */
const HOME_SECTIONS = [
  ...['home-below-hero.tsx', 'home-feature.tsx', 'info-panels.tsx', 'rooms-section.tsx', 'home-sliders.tsx'].map(
    (file) => `${MARKETING}/components/${file}`,
  ),
  `${MARKETING}/rooms.ts`,
];

/** The footer's account link: on every page, so in the shell's catalog as well as the error catalogue. */
const ACCOUNT_LINK = `${CONTRACT}/account-link-messages.ts`;

/**
 * The error catalogue's translations, the upstreams' texts the site shows, and the copy of the two views that show only when something
 * failed (the route error view, the not-found page): loaded by non-English pages only (English
 * shows the contract's texts), with the page's code where it can open on an error, else once the
 * page is live (client/src/app/routes.tsx).
 */
const ERRORS = [
  `${CONTRACT}/messages.ts`,
  ACCOUNT_LINK,
  `${CONTRACT}/upstream-messages.ts`,
  `${SRC}/shared/components/route-error.tsx`,
  `${SRC}/shared/components/not-found.tsx`,
];

/**
 * The footer's legal overlay and the English-only note of the legal texts: shown with a legal
 * text, which comes with the marketing catalog (client/src/app/layouts.tsx), so they are its.
 */
const LEGAL = [`${SRC}/features/shell/components/legal-overlay.tsx`, `${SRC}/shared/components/english-only-note.tsx`];

/** The pages' descriptions (their head tags): read by the build's prerender step only, never loaded by a page. */
const HEAD = `${SRC}/shared/i18n/page-descriptions.ts`;

/**
 * The pages' titles: the browser's document title on a page change, loaded after the page is
 * shown (shared/components/use-document-title.ts; the server's HTML already has the first page's title).
 */
const TITLES = `${SRC}/shared/i18n/page-titles.ts`;

/** The one file of a feature folder that the shell shows on every page (the header's order link). */
const ORDER_NAV_ITEM = `${HEADSET}/components/order-nav-item.tsx`;

/** Feature folders with a catalog of their own (besides home and marketing). */
const FEATURES = ['auth', 'tickets', 'headset', 'remote-browser'] as const;

/** The contract's message groups each feature's catalog holds. */
const FEATURE_GROUPS: Record<(typeof FEATURES)[number], string[]> = {
  auth: [],
  tickets: [`${CONTRACT}/ticket-messages.ts`],
  headset: [`${CONTRACT}/headset-messages.ts`],
  'remote-browser': [],
};

const catalog = (area: string, include: string[], exclude: string[] = []) => ({
  path: `${SRC}/shared/i18n/locales/{locale}/${area}`,
  include,
  exclude,
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ja'],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  // The React macros compile to the site's own small binding (client/src/shared/i18n/react.tsx) rather
  // than @lingui/react's provider and components: the same markup, less code on every page.
  runtimeConfigModule: {
    Trans: ['#client/shared/i18n/react.tsx', 'Trans'],
    useLingui: ['#client/shared/i18n/react.tsx', 'useLingui'],
  },
  catalogs: [
    // Everything outside the feature folders (and the header's order link) is the shell's, and
    // the footer's account link (on every page, so in the error catalogue and here).
    catalog(
      'shell',
      [SRC, ACCOUNT_LINK],
      [
        ...ERRORS.filter((file) => file !== ACCOUNT_LINK),
        ...LEGAL,
        HEAD,
        TITLES,
        `${MARKETING}/**`,
        ...FEATURES.filter((f) => f !== 'headset').map((f) => `${SRC}/features/${f}/**`),
        `${HEADSET}/components/!(order-nav-item).tsx`,
        `${HEADSET}/pages/**`,
        `${HEADSET}/*.ts`,
      ],
    ),
    catalog('errors', ERRORS),
    catalog('head', [HEAD]),
    catalog('titles', [TITLES]),
    catalog('home', HOME, HOME_SECTIONS),
    catalog('home-sections', HOME_SECTIONS),
    catalog('marketing', [MARKETING, ...LEGAL], [...HOME, ...HOME_SECTIONS]),
    ...FEATURES.map((f) => catalog(f, [`${SRC}/features/${f}`, ...FEATURE_GROUPS[f]], f === 'headset' ? [ORDER_NAV_ITEM] : [])),
  ],
  // The contract's message groups are read as written; everything else by Lingui's own extractor.
  extractors: [messageGroupExtractor, babelExtractor],
});
