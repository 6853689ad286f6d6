/**
 * A tickets page's failure view, exported as the route's ErrorBoundary: the page keeps its heading
 * and says why its data could not be read (the one mapping from API errors to messages, in
 * LoadFailed), never an empty "nothing here"; Try again re-runs the page's loader. Anything else
 * (a page that failed to render, code that did not load) is thrown on to the route group's error
 * view. (Importing that view here instead would split the shared entry chunk and grow every
 * page's first load.)
 */
import type { ReactNode } from 'react';
import { useRevalidator, useRouteError } from 'react-router-dom';
import { ApiError } from '../../../api/client';
import { LoadFailed } from '../../../components/LoadFailed';
import { useDocumentTitle } from '../../../components/useDocumentTitle';

export function PageLoadFailed({
  title,
  intro,
  children,
  className = '',
}: {
  title: string;
  /** Shown between the heading and the failure. */
  intro?: ReactNode;
  /** Shown after the failure (a way elsewhere). */
  children?: ReactNode;
  className?: string;
}) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  useDocumentTitle(title);
  // Not a failed read: the route group's error view above takes it.
  if (!(error instanceof ApiError)) throw error;
  return (
    <section className={`container page ${className}`.trim()} aria-busy={revalidator.state === 'loading'}>
      <h1>{title}</h1>
      {intro}
      <LoadFailed error={error} onRetry={() => void revalidator.revalidate()} />
      {children}
    </section>
  );
}
