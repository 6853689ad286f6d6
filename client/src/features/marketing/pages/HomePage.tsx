/**
 * The home page: the hero renders at once; the sections below it and the page-builder region
 * load as separate chunks, so the first load stays small (no page-builder, payment or
 * remote-browser code).
 */
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { paths } from '#client/core/paths.ts';
import { Hero } from '../home/Hero';
import { BuilderRegion } from '../builder/BuilderRegion';
import { CompactFallback } from '../builder/BuilderFallback';
import '../marketing.css';

type SectionsModule = typeof import('../home/HomeSections');
let sections: SectionsModule | undefined;

/**
 * Loads the sections' code before the page first renders (the route calls it with the page's
 * code). A prerendered home page is then taken over in one go: a boundary still waiting for its
 * code when the session or locale answers would be drawn afresh instead, replacing the server's
 * HTML. Once loaded, the lazy component below resolves at once (a thenable that calls back
 * synchronously), so React does not suspend on it.
 */
export const preload = async (): Promise<void> => {
  sections ??= await import('../home/HomeSections');
};

const HomeSections = lazy(() =>
  sections
    ? // A thenable React reads synchronously: the module is already here.
      ({ then: (resolve: (m: SectionsModule) => void) => resolve(sections!) } as unknown as Promise<SectionsModule>)
    : import('../home/HomeSections'),
);

export default function HomePage() {
  const { t } = useLingui();
  return (
    <div className="home">
      <Hero />
      <Suspense
        fallback={
          <div className="center-screen" role="status" aria-label={t`Loading`}>
            <div className="spinner" aria-hidden="true" />
          </div>
        }
      >
        <HomeSections />
      </Suspense>
      <div className="container">
        <BuilderRegion url={paths.builderContent(paths.home)} fallback={<CompactFallback />} />
      </div>
    </div>
  );
}
