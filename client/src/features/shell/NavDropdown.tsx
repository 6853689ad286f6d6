/**
 * One navigation group: a disclosure button and its panel of links. Opens by click, Enter,
 * Space or ArrowDown; arrow keys move between links; Escape and an outside click close it.
 */
import { useCallback, useId, useRef, type KeyboardEvent } from 'react';
import type { NavItem } from '../../../../contract/entities';
import { useDismiss } from '../../components/useDismiss';
import { SmartLink } from './NavLinkItem';

interface Props {
  item: NavItem;
  open: boolean;
  active: boolean;
  onToggle: (open: boolean) => void;
}

function focusLink(panel: HTMLElement | null, index: number | 'last') {
  const links = [...(panel?.querySelectorAll<HTMLElement>('a') ?? [])];
  if (links.length === 0) return;
  const i = index === 'last' ? links.length - 1 : (index + links.length) % links.length;
  links[i]?.focus();
}

export function NavDropdown({ item, open, active, onToggle }: Props) {
  const id = useId();
  const wrapper = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => onToggle(false), [onToggle]);
  useDismiss(open, wrapper, close, button);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    onToggle(true);
    requestAnimationFrame(() => focusLink(panel.current, 0));
  };
  const onPanelKey = (event: KeyboardEvent) => {
    const links = [...(panel.current?.querySelectorAll<HTMLElement>('a') ?? [])];
    const current = links.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number | 'last'> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: 'last' };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusLink(panel.current, target);
  };

  const links = item.dropdown?.links ?? [];
  return (
    <li className={`nav-group${active ? ' nav-group--active' : ''}`} ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="nav-group__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onToggle(!open)}
        onKeyDown={onButtonKey}
      >
        {item.title}
        <span className="nav-group__caret" aria-hidden="true" />
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys move between the links inside */}
      <div id={id} ref={panel} className="nav-panel" hidden={!open} onKeyDown={onPanelKey}>
        {item.dropdown?.header && (
          <SmartLink to={item.dropdown.headerLink ?? item.url} className="nav-panel__header" onClick={close}>
            {item.dropdown.header}
          </SmartLink>
        )}
        <ul className="nav-panel__links">
          {links.map((link) => (
            <li key={link.title}>
              <SmartLink to={link.url ?? item.url} className="nav-panel__link" onClick={close}>
                {link.icon && (
                  <span className="nav-panel__icon" aria-hidden="true" style={link.color ? { color: link.color } : undefined}>
                    {link.icon}
                  </span>
                )}
                {link.title}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
