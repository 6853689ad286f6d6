/** Page-builder pages (/pages/*, /nspages/*, /apps/builder): content for this path, or a designed fallback. */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { SITE_NAME } from '#contract/pages.ts';
import { activeLanguage } from '#client/shared/i18n/index.ts';
import { useDocumentTitle } from '#client/shared/components/use-document-title.ts';
import { BuilderRegion } from '../components/builder-region';
import { PageFallback } from '../components/page-fallback';
import '../marketing.css';

function titleFor(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? 'Bigscreen';
  const words = decodeURIComponent(last).replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Bigscreen';
}

export default function BuilderPage() {
  const { pathname } = useLocation();
  const [heading, setHeading] = useState<string>();
  // The path's words are English: a page in another language is named by its content's first
  // heading once it is drawn (the page builder answers in the page's language), the site's name
  // until then (docs/I18N.md).
  const title = activeLanguage() === 'en' ? titleFor(pathname) : (heading ?? SITE_NAME);
  useDocumentTitle(title);
  return (
    <div className="container page builder-page">
      <h1 className="visually-hidden">{title}</h1>
      <BuilderRegion url={pathname} fallback={<PageFallback />} label={title} onHeading={setHeading} />
    </div>
  );
}
