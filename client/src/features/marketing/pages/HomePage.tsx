/**
 * The home page: the hero renders at once; the sections below it and the page-builder region
 * load as separate chunks, so the first load stays small (no page-builder, payment or
 * remote-browser code).
 */
import { lazy, Suspense } from 'react';
import { paths } from '../../../app/paths';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { Hero } from '../home/Hero';
import { BuilderRegion } from '../builder/BuilderRegion';
import { CompactFallback } from '../builder/BuilderFallback';
import '../marketing.css';

const HomeSections = lazy(() => import('../home/HomeSections'));

export default function HomePage() {
  useDocumentTitle(undefined);
  return (
    <div className="home">
      <Hero />
      <Suspense
        fallback={
          <div className="center-screen" role="status" aria-label="Loading">
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
