/**
 * Region, language and currency, resolved once per visit and shared app-wide.
 *  - <LocaleProvider>: reads the query parameters, then GET /api/info/region and /api/info/currency.
 *  - useLocale(): { locale: 'en' | 'jp', region, currency, ready }.
 * Failures are silent (BEHAVIOUR §8): region 'N/A' → locale en; currency 'N/A'.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { lazyGet } from '#client/shared/api/load-client.ts';
import type { CurrencyInfo, RegionInfo } from '#contract/entities.ts';
import { documentLanguage } from '#client/shared/i18n/index.ts';
import { localeFromQuery, resolveLocale, type Locale } from './resolve';

export interface LocaleState {
  locale: Locale;
  region: string;
  currency: string;
  /** False until the region lookup has answered (or failed). */
  ready: boolean;
}

const NA = 'N/A';
const LocaleContext = createContext<LocaleState>({ locale: 'en', region: NA, currency: NA, ready: false });

let lookup: Promise<{ region: string; currency: string }> | undefined;

/** A string field of an answer, or N/A (a plain check keeps the schema library out of the entry chunk). */
const field = (body: unknown, key: 'region' | 'code') => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value.trim() ? value : NA;
};

/**
 * One lookup per page load, even if the provider mounts twice. The two addresses are the table's
 * `region` and `currency` calls (contract/api-calls.ts), written out because this runs in every
 * page's first load, which the call helper (shared/api/calls.ts) would grow by about 0.5 KB gzip;
 * tests/unit/api-calls.test.ts checks they name declared calls.
 */
function lookupOnce() {
  lookup ??= Promise.all([
    lazyGet<RegionInfo>('/api/info/region').then(
      (r) => field(r, 'region'),
      () => NA,
    ),
    lazyGet<CurrencyInfo>('/api/info/currency').then(
      (c) => field(c, 'code'),
      () => NA,
    ),
  ]).then(([region, currency]) => ({ region, currency }));
  return lookup;
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<LocaleState>(() => ({
    // The build's prerender step has no window: it renders the neutral English state.
    locale: (typeof window === 'undefined' ? undefined : localeFromQuery(window.location.search)) ?? 'en',
    region: NA,
    currency: NA,
    ready: false,
  }));
  useEffect(() => {
    let live = true;
    const search = window.location.search;
    void lookupOnce().then(({ region, currency }) => {
      if (!live) return;
      setState({ locale: resolveLocale(search, region === NA ? undefined : region, documentLanguage()), region, currency, ready: true });
    });
    return () => {
      live = false;
    };
  }, []);
  // The document language is that of the text shown, set by the server (docs/I18N.md): the jp
  // locale only selects page-builder content, whose region carries its own lang.
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.region = state.region;
    root.dataset.currency = state.currency;
  }, [state]);
  return <LocaleContext.Provider value={state}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleState {
  return useContext(LocaleContext);
}
