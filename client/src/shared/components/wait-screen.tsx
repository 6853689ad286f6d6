import { Trans } from '@lingui/react/macro';

/** A centred spinner with a message, announced politely to screen readers. */
export function WaitScreen({ title, children }: { title?: string; children?: React.ReactNode }) {
  return (
    <section className="center-screen" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <h1>{title ?? <Trans>Please wait...</Trans>}</h1>
      {children}
    </section>
  );
}

// The route fallback has a module of its own, in every first load (the router and the guard of the
// signed-in pages show it); the wait screen is only ever shown by pages, which load it with them.
export { RouteFallback } from './route-fallback';
