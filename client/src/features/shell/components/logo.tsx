/** The Bigscreen word mark with a small screen glyph (our own artwork). */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 24" width="32" height="24" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="30" height="18" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M9 23h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M12 6.5v7l6-3.5z" fill="currentColor" />
      </svg>
      <span className="logo__text">Bigscreen</span>
    </span>
  );
}
