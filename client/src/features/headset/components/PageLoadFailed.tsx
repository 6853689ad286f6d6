/**
 * A headset page whose data could not be read keeps its heading, with why underneath (the one
 * mapping from API errors to messages) and Try again, which re-runs the route's loaders. Never an
 * empty "nothing here": that would tell a customer they have no order or scan when the truth is
 * that the list could not be read.
 */
import type { ReactNode } from 'react';
import { useRevalidator, useRouteError } from 'react-router-dom';
import { ApiError } from '../../../api/client';
import { LoadFailed } from '../../../components/LoadFailed';
import { useDocumentTitle } from '../../../components/useDocumentTitle';

interface Props {
  title: string;
  error: unknown;
  /** The page section's classes, so the failure sits where the page would. */
  className?: string;
  /** What the page shows below its content whatever happened (e.g. an explainer). */
  children?: ReactNode;
}

/** The heading and the failure under it, for a page section that holds them. */
export function LoadFailedUnderHeading({ title, error }: { title: string; error: unknown }) {
  const revalidator = useRevalidator();
  useDocumentTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <LoadFailed error={error} onRetry={() => void revalidator.revalidate()} />
    </>
  );
}

export function PageLoadFailed({ title, error, className = 'container page headset-page', children }: Props) {
  return (
    <section className={className}>
      <LoadFailedUnderHeading title={title} error={error} />
      {children}
    </section>
  );
}

/**
 * A page module's `ErrorBoundary` built on PageLoadFailed: a loader's ApiError is shown under the
 * page's heading; anything else (a render failure, a page whose code failed to load) goes to the
 * group's error element.
 */
export function pageErrorBoundary(props: Omit<Props, 'error'>) {
  return function ErrorBoundary() {
    const error = useRouteError();
    // Not a read that failed: the group's error element takes it (reload, never a stack trace).
    if (!(error instanceof ApiError)) throw error;
    return <PageLoadFailed {...props} error={error} />;
  };
}
