/** Page-builder pages (/pages/*, /nspages/*, /apps/builder): content for this path, or a designed fallback. */
import { useLocation } from 'react-router';
import { useDocumentTitle } from '#client/components/useDocumentTitle.ts';
import { BuilderRegion } from '../builder/BuilderRegion';
import { PageFallback } from '../builder/PageFallback';
import '../marketing.css';

function titleFor(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? 'Bigscreen';
  const words = decodeURIComponent(last).replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Bigscreen';
}

export default function BuilderPage() {
  const { pathname } = useLocation();
  const title = titleFor(pathname);
  useDocumentTitle(title);
  return (
    <div className="container page builder-page">
      <h1 className="visually-hidden">{title}</h1>
      <BuilderRegion url={pathname} fallback={<PageFallback />} label={title} />
    </div>
  );
}
