/** The shared marketing page (BEHAVIOUR §2): content fits its path; legal paths show their document. */
import { useLingui } from '@lingui/react/macro';
import { paths } from '#client/shared/core/paths.ts';
import { useDocumentTitle } from '#client/shared/components/use-document-title.ts';
import { SceneArt } from '../components/home-art';
import { BuilderRegion } from '../components/builder-region';
import { CompactFallback } from '../components/builder-fallback';
import { DEFAULT_CONTENT, PAGE_CONTENT } from '../page-content';
import { MarketingLink } from '../components/marketing-link';
// With the page, not on demand: the text is each legal page's largest paint. Fetched only after
// this chunk ran, it cost those pages a round trip and pushed the region below it down the
// screen when it arrived (a layout shift); a few KB on the other marketing pages buy that back.
import LegalDocument from '../components/legal-document';
import '../marketing.css';

export default function MarketingPage({ path }: { path?: string }) {
  const content = (path && PAGE_CONTENT[path]) || DEFAULT_CONTENT;
  const { i18n } = useLingui();
  const title = i18n._(content.title);
  useDocumentTitle(title);
  return (
    <div className="marketing-page">
      <section className="page-hero" aria-labelledby="page-title">
        <div className="container page-hero__grid">
          <div>
            <p className="eyebrow">{i18n._(content.eyebrow)}</p>
            <h1 id="page-title">{title}</h1>
            {content.lead && <p className="hero__lead">{i18n._(content.lead)}</p>}
            {content.cta && (
              <MarketingLink className="button" to={content.cta.to}>
                {i18n._(content.cta.label)}
              </MarketingLink>
            )}
          </div>
          {!content.legal && (
            <div className="page-hero__art">
              <SceneArt scene={content.scene} alt="" priority />
            </div>
          )}
        </div>
      </section>
      <div className="container page">
        {content.legal ? (
          <LegalDocument kind={content.legal} />
        ) : (
          content.points.length > 0 && (
            <ul className="point-grid">
              {content.points.map((p) => (
                <li key={p.title.id} className="card">
                  <h2 className="point-grid__title">{i18n._(p.title)}</h2>
                  <p>{i18n._(p.text)}</p>
                </li>
              ))}
            </ul>
          )
        )}
        <BuilderRegion url={paths.builderContent(path ?? '/')} fallback={<CompactFallback />} />
      </div>
    </div>
  );
}
