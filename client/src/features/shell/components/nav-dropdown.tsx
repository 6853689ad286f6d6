/**
 * One navigation group: a disclosure button and its panel of links (the menu primitive,
 * shared/components/use-menu.ts). Opens by click, Enter, Space or ArrowDown; arrow keys move between
 * links; Escape, an outside click or focus leaving close it.
 */
import { lazy, Suspense } from 'react';
import type { NavItem } from '#contract/entities.ts';
import { useMenu } from '#client/shared/components/use-menu.ts';
import { useLingui } from '#client/shared/i18n/react.tsx';
import { SmartLink } from './nav-link-item';
import { navLabel } from '../nav-data';

// The links' icons load with the first hovered, focused or opened menu; a failed load only
// leaves the icons out.
const loadNavIcon = () => import('./nav-icon').catch(() => ({ default: () => null }));
const NavIcon = lazy(loadNavIcon);

interface Props {
  item: NavItem;
  open: boolean;
  active: boolean;
  onToggle: (open: boolean) => void;
}

export function NavDropdown({ item, open, active, onToggle }: Props) {
  const menu = useMenu<HTMLLIElement, HTMLDivElement>({ open, setOpen: onToggle, itemSelector: 'a' });
  const close = menu.close;
  const { i18n } = useLingui();

  const links = item.dropdown?.links ?? [];
  return (
    <li className={`nav-group${active ? ' nav-group--active' : ''}`} {...menu.rootProps}>
      <button type="button" className="nav-group__button" {...menu.triggerProps} onPointerEnter={loadNavIcon} onFocus={loadNavIcon}>
        {navLabel(i18n, item.title)}
        <span className="nav-group__caret" aria-hidden="true" />
      </button>
      <div className="nav-panel" {...menu.listProps}>
        {item.dropdown?.header && (
          <SmartLink to={item.dropdown.headerLink ?? item.url} className="nav-panel__header" onClick={close}>
            {navLabel(i18n, item.dropdown.header)}
          </SmartLink>
        )}
        <ul className="nav-panel__links">
          {links.map((link) => (
            <li key={link.title}>
              <SmartLink to={link.url ?? item.url} className="nav-panel__link" onClick={close}>
                {open && link.icon && (
                  <Suspense fallback={<span className="nav-panel__icon" />}>
                    <NavIcon icon={link.icon} color={link.color} />
                  </Suspense>
                )}
                {navLabel(i18n, link.title)}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
