import { Trans } from '@lingui/react/macro';

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
