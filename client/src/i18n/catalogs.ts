/**
 * Every compiled catalog, by language and area (lingui.config.ts decides which code's messages go
 * into which area). Each is its own chunk: a visitor downloads the catalogs of the active language
 * only, and of an area only when a page of that area is shown.
 */
import type { Messages } from '@lingui/core';
import type { Language } from '../../../contract/language';

export type CatalogArea = 'shell' | 'errors' | 'home' | 'marketing' | 'auth' | 'tickets' | 'headset' | 'remote-browser';

type Loader = () => Promise<{ messages: Messages }>;

export const CATALOGS: Record<Language, Record<CatalogArea, Loader>> = {
  en: {
    shell: () => import('../locales/en/shell.po'),
    errors: () => import('../locales/en/errors.po'),
    home: () => import('../locales/en/home.po'),
    marketing: () => import('../locales/en/marketing.po'),
    auth: () => import('../locales/en/auth.po'),
    tickets: () => import('../locales/en/tickets.po'),
    headset: () => import('../locales/en/headset.po'),
    'remote-browser': () => import('../locales/en/remote-browser.po'),
  },
  ja: {
    shell: () => import('../locales/ja/shell.po'),
    errors: () => import('../locales/ja/errors.po'),
    home: () => import('../locales/ja/home.po'),
    marketing: () => import('../locales/ja/marketing.po'),
    auth: () => import('../locales/ja/auth.po'),
    tickets: () => import('../locales/ja/tickets.po'),
    headset: () => import('../locales/ja/headset.po'),
    'remote-browser': () => import('../locales/ja/remote-browser.po'),
  },
};
