import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { isExternal } from '../nav-data';

/** A link to a path of this app (router) or to another site (new tab, no opener). */
export function SmartLink({
  to,
  className,
  children,
  onClick,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  const { t } = useLingui();
  if (isExternal(to)) {
    const mail = to.startsWith('mailto:');
    return (
      <a href={to} className={className} onClick={onClick} {...(mail ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
        {children}
        {!mail && <span className="visually-hidden">{t` (opens in a new tab)`}</span>}
      </a>
    );
  }
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
