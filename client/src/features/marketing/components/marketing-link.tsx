import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Router link for our own paths; a plain link (new tab for other sites) otherwise. */
export function MarketingLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const { t } = useLingui();
  if (to.startsWith('mailto:'))
    return (
      <a href={to} className={className}>
        {children}
      </a>
    );
  if (/^https?:/.test(to)) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden">{t` (opens in a new tab)`}</span>
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
