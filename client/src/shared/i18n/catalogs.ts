/**
 * Every compiled translation catalog, by language and area (lingui.config.ts decides which code's messages go
 * into which area). Each is its own chunk: a visitor downloads the catalogs of the active language
 * only, and of an area only when a page of that area is shown.
 */
import type { Messages } from '@lingui/core';
import type { Language } from '#contract/language.ts';

export type CatalogArea =
  'shell' | 'errors' | 'titles' | 'home' | 'home-sections' | 'marketing' | 'auth' | 'tickets' | 'headset' | 'remote-browser';

type Loader = () => Promise<{ messages: Messages }>;

/** The translations' catalogs: English, the source language, needs none (its text is in the code). */
export const CATALOGS: Record<Exclude<Language, 'en'>, Record<CatalogArea, Loader>> = {
  ja: {
    shell: () => import('#client/shared/i18n/locales/ja/shell.po'),
    errors: () => import('#client/shared/i18n/locales/ja/errors.po'),
    // The pages' titles: loaded after a page shows, for the document title of the next one.
    titles: () => import('#client/shared/i18n/locales/ja/titles.po'),
    home: () => import('#client/shared/i18n/locales/ja/home.po'),
    'home-sections': () => import('#client/shared/i18n/locales/ja/home-sections.po'),
    marketing: () => import('#client/shared/i18n/locales/ja/marketing.po'),
    auth: () => import('#client/shared/i18n/locales/ja/auth.po'),
    tickets: () => import('#client/shared/i18n/locales/ja/tickets.po'),
    headset: () => import('#client/shared/i18n/locales/ja/headset.po'),
    'remote-browser': () => import('#client/shared/i18n/locales/ja/remote-browser.po'),
  },
};

/**
 * The pages' descriptions (the `head` catalog): the build's prerender step reads them for the
 * head tags, no page loads them, so they stay out of the table above that every page's code holds.
 */
export const DESCRIPTIONS: Record<Exclude<Language, 'en'>, Loader> = {
  ja: () => import('#client/shared/i18n/locales/ja/head.po'),
};
