/**
 * A page whose data could not be read keeps its heading, with why underneath (LoadFailed: the one
 * mapping from API errors to messages) and Try again, which re-runs the route's loaders. Never an
 * empty "nothing here": that would tell a customer they have no order, scan or ticket when the
 * truth is that the list could not be read. Anything else (a page that failed to render, code that
 * did not load) is thrown on to the route group's error element. (Importing that element into a
 * page module instead would split the shared entry chunk and grow every page's first load.)
 */
import type { ReactNode } from 'react';
import { useRevalidator, useRouteError } from 'react-router';
import { ApiError } from '#client/shared/api/client.ts';
import { LoadFailed } from './load-failed';
import { useDocumentTitle } from './use-document-title';

/** The heading and the failure under it, for a page section that holds them. */
export function LoadFailedUnderHeading({ title, intro, error }: { title: string; intro?: ReactNode; error: unknown }) {
  const revalidator = useRevalidator();
  useDocumentTitle(title);
  return (
    <>
      <h1>{title}</h1>
      {intro}
      <LoadFailed error={error} onRetry={() => void revalidator.revalidate()} />
    </>
  );
}

export interface PageLoadFailedProps {
  title: string;
  /** Shown between the heading and the failure. */
  intro?: ReactNode;
  /** Shown after the failure (an explainer, a way elsewhere). */
  children?: ReactNode;
  /** Classes added to `container page`, so the failure sits where the page would. */
  className?: string;
}

/** A page's route ErrorBoundary body: a failed read under the page's heading. */
export function PageLoadFailed({ title, intro, children, className = '' }: PageLoadFailedProps) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  // Not a failed read: the route group's error element takes it (reload, never a stack trace).
  if (!(error instanceof ApiError)) throw error;
  return (
    <section className={`container page ${className}`.trim()} aria-busy={revalidator.state === 'loading'}>
      <LoadFailedUnderHeading title={title} intro={intro} error={error} />
      {children}
    </section>
  );
}
