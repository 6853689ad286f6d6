/** The shared marketing page (SPEC §2): content fits its path; legal paths show their document. */
import { lazy, Suspense } from 'react';
import { paths } from '../../../app/paths';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { SceneArt } from '../home/art';
import { BuilderRegion } from '../builder/BuilderRegion';
import { CompactFallback } from '../builder/BuilderFallback';
import { DEFAULT_CONTENT, PAGE_CONTENT } from '../content/page-content';
import { MarketingLink } from '../MarketingLink';
import '../marketing.css';

const LegalDocument = lazy(() => import('../legal/LegalDocument'));

export default function MarketingPage({ path }: { path?: string }) {
  const content = (path && PAGE_CONTENT[path]) || DEFAULT_CONTENT;
  useDocumentTitle(content.title);
  const builder = <BuilderRegion url={paths.builderContent(path ?? '/')} fallback={<CompactFallback />} />;
  return (
    <div className="marketing-page">
      <section className="page-hero" aria-labelledby="page-title">
        <div className="container page-hero__grid">
          <div>
            <p className="eyebrow">{content.eyebrow}</p>
            <h1 id="page-title">{content.title}</h1>
            {content.lead && <p className="hero__lead">{content.lead}</p>}
            {content.cta && (
              <MarketingLink className="button" to={content.cta.to}>
                {content.cta.label}
              </MarketingLink>
            )}
          </div>
          {!content.legal && (
            <div className="page-hero__art">
              <SceneArt scene={content.scene} />
            </div>
          )}
        </div>
      </section>
      <div className="container page">
        {content.legal ? (
          // The region below the text waits for the text: shown earlier, it would be pushed down
          // the screen when the text arrives (a layout shift).
          <Suspense fallback={<div className="spinner" role="status" aria-label="Loading the text" />}>
            <LegalDocument kind={content.legal} />
            {builder}
          </Suspense>
        ) : (
          <>
            {content.points.length > 0 && (
              <ul className="point-grid">
                {content.points.map((p) => (
                  <li key={p.title} className="card">
                    <h2 className="point-grid__title">{p.title}</h2>
                    <p>{p.text}</p>
                  </li>
                ))}
              </ul>
            )}
            {builder}
          </>
        )}
      </div>
    </div>
  );
}
