/**
 * Region, language and currency (the marketing issue fills this in).
 *  - <LocaleProvider>: resolves once per visit; useLocale(): { locale: 'en' | 'jp', region, currency }.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface LocaleState {
  locale: 'en' | 'jp';
  region: string;
  currency: string;
}

const initial: LocaleState = { locale: 'en', region: 'N/A', currency: 'N/A' };
const LocaleContext = createContext<LocaleState>(initial);

export function LocaleProvider({ children }: { children: ReactNode }) {
  return <LocaleContext.Provider value={initial}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleState {
  return useContext(LocaleContext);
}
