/**
 * The one menu primitive behind the header's navigation groups, the account menu and the
 * Download menu: a trigger button, a list of items, roving focus and dismissal. Markup stays with
 * each caller (a disclosure of links, or an ARIA menu); this hook supplies the behaviour:
 *  - the trigger toggles on click; ArrowDown (and any of `openKeys`) opens on the first item,
 *    ArrowUp on the last;
 *  - in the list, ArrowDown/ArrowUp move (wrapping), Home and End jump;
 *  - a pointer press outside, Escape (focus returns to the trigger) or focus moving elsewhere
 *    closes it; with `closeOnTab`, so does Tab (the ARIA menu pattern).
 */
import { useCallback, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useDismiss } from './use-dismiss';

export interface MenuOptions {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Which elements in the list take part in the roving focus. */
  itemSelector: string;
  /** Trigger keys that open the menu on its first item, besides ArrowDown (an ARIA menu adds Enter and Space). */
  openKeys?: readonly string[];
  /** Tab closes the menu (ARIA menus); a disclosure of links lets Tab walk through them. */
  closeOnTab?: boolean;
}

function focusItem(list: HTMLElement | null, selector: string, index: number | 'last') {
  const items = [...(list?.querySelectorAll<HTMLElement>(selector) ?? [])];
  if (items.length === 0) return;
  const i = index === 'last' ? items.length - 1 : (index + items.length) % items.length;
  items[i]?.focus();
}

export function useMenu<Root extends HTMLElement = HTMLElement, List extends HTMLElement = HTMLElement>({
  open,
  setOpen,
  itemSelector,
  openKeys = [],
  closeOnTab = false,
}: MenuOptions) {
  const id = useId();
  const root = useRef<Root>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<List>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(open, root, close, trigger);

  /** Opens, then focuses an item once the list is shown. */
  const openOn = (index: number | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(list.current, itemSelector, index));
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || openKeys.includes(event.key)) {
      event.preventDefault();
      openOn(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openOn('last');
    }
  };

  const onListKey = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      if (closeOnTab) close();
      return;
    }
    const items = [...(list.current?.querySelectorAll<HTMLElement>(itemSelector) ?? [])];
    const current = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number | 'last'> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: 'last' };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusItem(list.current, itemSelector, target);
  };

  /** Focus that moves to another element outside the menu closes it (a window losing focus does not). */
  const onRootBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !root.current?.contains(next)) close();
  };

  return {
    open,
    close,
    rootProps: { ref: root, onBlur: onRootBlur },
    triggerProps: {
      ref: trigger,
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => setOpen(!open),
      onKeyDown: onTriggerKey,
    },
    listProps: { id, ref: list, hidden: !open, onKeyDown: onListKey },
  };
}
