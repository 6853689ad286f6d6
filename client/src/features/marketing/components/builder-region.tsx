/**
 * The page-builder region of a marketing page. It waits until the page's own content is on
 * screen, asks the server whether a page-builder key is configured, and only then loads the
 * page-builder SDK. Without a key, offline, on a slow or empty answer, it shows `fallback`.
 */
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { fetchClientConfig } from '#client/shared/api/client-config.ts';
import { useLocale } from '#client/shared/region/index.tsx';
import { RegionFrame } from './region-frame';
import { whenIdle } from '#client/shared/core/idle.ts';

/** How long the region waits for content before showing its fallback. */
const CONTENT_TIMEOUT_MS = 8000;

type BuilderView = ComponentType<{ model: string; content: Record<string, unknown>; locale?: string }>;

type State = { kind: 'waiting' } | { kind: 'fallback' } | { kind: 'content'; View: BuilderView; content: Record<string, unknown> };

interface BuilderSettings {
  key: string | null;
  apiHost: string | null;
}

/** The key (and, in the demo, the API host), from the settings fetched once per visit (shared/api/client-config.ts); none when they cannot be had. */
function builderSettings(): Promise<BuilderSettings> {
  return fetchClientConfig().then(
    (c) => ({ key: c.builderApiKey, apiHost: c.builderApiHost ?? null }),
    () => ({ key: null, apiHost: null }),
  );
}

/**
 * Calls `report` with the text of the content's first heading once the page-builder has drawn
 * it (the SDK draws after its own render), so a page can be named in its content's language.
 */
function useFirstHeading(drawn: boolean, report: ((text: string) => void) | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!drawn || !report || !root) return;
    const found = () => {
      const text = root.querySelector('h1, h2, h3')?.textContent?.trim();
      if (text) report(text);
      return Boolean(text);
    };
    if (found()) return;
    const observer = new MutationObserver(() => found() && observer.disconnect());
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [drawn, report]);
  return ref;
}

export function BuilderRegion({
  url,
  fallback,
  label,
  onHeading,
}: {
  url: string;
  fallback: ReactNode;
  label?: string;
  /** Told the content's first heading once it is drawn. */
  onHeading?: (text: string) => void;
}) {
  const { locale, ready } = useLocale();
  const [state, setState] = useState<State>({ kind: 'waiting' });
  const contentRef = useFirstHeading(state.kind === 'content', onHeading);

  useEffect(() => {
    if (!ready) return;
    let live = true;
    setState({ kind: 'waiting' });
    // After the page's own content: once the browser is idle, at most 1.5 s.
    const cancel = whenIdle(() => {
      void (async () => {
        const { key, apiHost } = await builderSettings();
        if (!key) return live && setState({ kind: 'fallback' });
        try {
          const sdk = await import('../builder-load');
          const content = await sdk.fetchPageContent(key, url, locale, CONTENT_TIMEOUT_MS, apiHost);
          if (!live) return;
          setState(content ? { kind: 'content', View: sdk.BuilderComponent as unknown as BuilderView, content } : { kind: 'fallback' });
        } catch (err) {
          // Offline, blocked or a broken answer: the designed fallback, never a hang.
          console.warn('Page-builder content unavailable:', err);
          if (live) setState({ kind: 'fallback' });
        }
      })();
    }, 1500);
    return () => {
      live = false;
      cancel();
    };
  }, [url, locale, ready]);

  return (
    <RegionFrame url={url} label={label} state={state.kind}>
      {state.kind === 'content' ? (
        // The page-builder content's own language: Japanese for jp, English otherwise, whatever the site's.
        <div lang={locale === 'jp' ? 'ja' : 'en'} ref={contentRef}>
          <state.View model="page" content={state.content} locale={locale} />
        </div>
      ) : null}
      {state.kind === 'fallback' ? fallback : null}
    </RegionFrame>
  );
}
