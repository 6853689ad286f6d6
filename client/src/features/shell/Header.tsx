/** The shared header (the marketing issue fills this in). Slots come from the layout. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';

export interface HeaderProps {
  /** Login link, or the username menu. */
  accountSlot: ReactNode;
  /** The navigation item titled after the customer's headset order. */
  orderSlot?: ReactNode;
}

export function Header({ accountSlot, orderSlot }: HeaderProps) {
  return (
    <header className="site-header">
      <nav aria-label="Main" className="container">
        <Link to={paths.home}>Bigscreen</Link> {orderSlot} {accountSlot}
      </nav>
    </header>
  );
}
