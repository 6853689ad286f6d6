/**
 * The site's translations (docs/I18N.md), on Lingui: one i18n instance, the language the server
 * chose for this page (the `lang` of the HTML it sent), and the catalogs loaded area by area.
 * The language never changes while a page is open: the language switch stores the choice and
 * loads the page again, so the server sends the HTML in the new language.
 */
import { i18n } from '@lingui/core';
import { LANGUAGES, normaliseLanguage, SOURCE_LANGUAGE, type Language } from '#contract/language.ts';
import { CATALOGS, DESCRIPTIONS, type CatalogArea } from './catalogs';
import { compileSource } from './compile-source';

export { i18n };
export { localMessage, localText, plainText } from './local-message';
export type { CatalogArea };

/** The language of the HTML the server sent (its <html lang>), English when there is none. */
export function documentLanguage(): Language {
  if (typeof document === 'undefined') return SOURCE_LANGUAGE;
  return normaliseLanguage(document.documentElement.lang) ?? SOURCE_LANGUAGE;
}

/**
 * The language the app shows; before it is activated, the page's own. A prerendered page's code
 * (and with it its catalog) loads while the shell catalog does, before activation: it must load
 * the page's language, or the takeover renders English over the Japanese HTML.
 */
export function activeLanguage(): Language {
  return normaliseLanguage(i18n.locale) ?? documentLanguage();
}

// English messages are compiled from the code's own text (English pages load no catalog); a
// translation missing from a catalog falls back to that text too. The browser's build compiles
// them where they stand instead, and its compiler leaves text as it is (compile-source.ts).
i18n.setMessagesCompiler(compileSource);

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/**
 * Loads one area's catalog in a language (once); the page's when none is named (its <html lang>:
 * a page's code and catalogs load while its language is still being started, before the active
 * language is set). English has none.
 */
export function loadCatalog(area: CatalogArea, language: Language = documentLanguage()): Promise<void> {
  if (language === 'en') return Promise.resolve();
  const key = `${language}/${area}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = CATALOGS[language][area]().then(({ messages }) => {
      i18n.load(language, messages);
      loaded.add(key);
    });
    // A failed download may be tried again (the page's own failure view offers that).
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Whether one area's catalog is in (always, in English: its text is the code's). */
export function isCatalogLoaded(area: CatalogArea, language: Language = documentLanguage()): boolean {
  return language === 'en' || loaded.has(`${language}/${area}`);
}

/**
 * The catalogs every page of a translation waits for before its first render: the shell's. The
 * error catalogue's translations are a page module's own area where the page can open on an error
 * (app/routes.tsx); elsewhere they load once the page is live (client/src/main.tsx), and the few
 * views that can show an error on any page wait for them (`useCatalog`). The server preloads the
 * start-up catalogs on every translated page.
 */
export const STARTUP_AREAS = ['shell'] as const satisfies readonly CatalogArea[];

/** Makes `language` active with its start-up catalogs loaded: before the app's first render. */
export async function startLanguage(language: Language): Promise<void> {
  const parts = STARTUP_AREAS.map((area) => loadCatalog(area, language));
  // A catalog that fails to download must not keep the page from working: it renders regardless.
  await Promise.all(parts).catch(() => undefined);
  i18n.activate(language);
}

/** Every catalog of every translation (the build's prerender step renders each page in each language). */
export async function loadAllCatalogs(): Promise<void> {
  const translations = LANGUAGES.filter((l): l is keyof typeof CATALOGS => l !== SOURCE_LANGUAGE);
  await Promise.all(
    translations.flatMap((language) => [
      ...(Object.keys(CATALOGS[language]) as CatalogArea[]).map((a) => loadCatalog(a, language)),
      DESCRIPTIONS[language]().then(({ messages }) => i18n.load(language, messages)),
    ]),
  );
}
