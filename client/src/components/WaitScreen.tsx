/** A centred spinner with a message, announced politely to screen readers. */
export function WaitScreen({ title = 'Please wait...', children }: { title?: string; children?: React.ReactNode }) {
  return (
    <section className="center-screen" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <h1>{title}</h1>
      {children}
    </section>
  );
}

/** What a route shows while its code loads. */
export function RouteFallback() {
  return (
    <div className="center-screen" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
