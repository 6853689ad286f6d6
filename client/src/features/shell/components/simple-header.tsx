/** The simple header of the order, scan and browser groups: the logo only. */
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '#client/shared/core/paths.ts';
import { Logo } from './logo';

export function SimpleHeader() {
  const { t } = useLingui();
  return (
    <header className="simple-header">
      <div className="container">
        <Link to={paths.home} className="simple-header__logo" aria-label={t`Bigscreen home`}>
          <Logo />
        </Link>
      </div>
    </header>
  );
}
