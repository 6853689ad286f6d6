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

/** What a route shows while its code loads. */
export function RouteFallback() {
  return (
    <div className="center-screen" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
}
