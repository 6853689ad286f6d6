/** The shared footer (the marketing issue fills this in). */
import type { ReactNode } from 'react';

export function Footer({ accountSlot }: { accountSlot: ReactNode }) {
  return (
    <footer className="site-footer">
      <div className="container">
        {accountSlot}
        <p>© {new Date().getFullYear()} Bigscreen, Inc.</p>
      </div>
    </footer>
  );
}
