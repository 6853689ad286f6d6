/**
 * The shared header (BEHAVIOUR §2): logo, navigation groups with dropdowns, the social links group,
 * the order and account slots (filled by the layout), and a burger menu under 768 px.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '#client/shared/core/paths.ts';
import { useDismiss } from '#client/shared/components/use-dismiss.ts';
import { Logo } from './logo';
import { NavDropdown } from './nav-dropdown';
import { SocialLinkList } from './social-link-list';
import { NAV_ITEMS, SOCIAL_LINKS, isActive } from '../nav-data';

export interface HeaderProps {
  /** Login link, or the username menu. */
  accountSlot: ReactNode;
  /** The navigation item titled after the customer's headset order. */
  orderSlot?: ReactNode;
}

export function Header({ accountSlot, orderSlot }: HeaderProps) {
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const burger = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { t } = useLingui();
  useDismiss(menuOpen, bar, closeMenu, burger);

  // A new page closes whatever was open.
  useEffect(() => {
    setOpenGroup(null);
    setMenuOpen(false);
  }, [pathname]);

  return (
    <header className="site-header">
      <div className="site-header__bar container" ref={bar}>
        <Link to={paths.home} className="site-header__logo" aria-label={t`Bigscreen home`}>
          <Logo />
        </Link>
        <button
          ref={burger}
          type="button"
          className="burger"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span className="burger__lines" aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? t`Close menu` : t`Open menu`}</span>
        </button>
        <div id="site-menu" className={`site-menu${menuOpen ? ' site-menu--open' : ''}`}>
          <nav aria-label={t`Main`}>
            <ul className="nav-groups">
              {NAV_ITEMS.map((item) => (
                <NavDropdown
                  key={item.title}
                  item={item}
                  open={openGroup === item.title}
                  active={isActive(item, pathname)}
                  onToggle={(open) => setOpenGroup(open ? item.title : null)}
                />
              ))}
            </ul>
          </nav>
          <div className="site-header__order">{orderSlot}</div>
          <SocialLinkList links={SOCIAL_LINKS} label={t`Bigscreen on social networks`} />
          <div className="site-header__account">{accountSlot}</div>
        </div>
      </div>
    </header>
  );
}
