/** The simple header of the order, scan and browser groups: the logo only. */
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Logo } from './Logo';

export function SimpleHeader() {
  return (
    <header className="simple-header">
      <div className="container">
        <Link to={paths.home} className="simple-header__logo" aria-label="Bigscreen home">
          <Logo />
        </Link>
      </div>
    </header>
  );
}
