/**
 * The one modal dialog: a native <dialog> shown with showModal() while `open` is true, so the
 * page behind is inert and the browser keeps focus inside it. Escape and a click on the backdrop
 * ask `onDismiss` to close it (the owner decides: at once, after an animation, or never, for a
 * dialog that must stay until its work is done); the browser's own instant close on Escape is
 * not used. `onClosed` runs once it has closed. The video dialog, the legal overlay and the
 * logout overlay are built on it.
 */
import { useEffect, useRef, type ComponentPropsWithoutRef, type MouseEvent, type RefObject } from 'react';

type DialogProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onCancel' | 'onClose' | 'onClick'>;

interface Props extends DialogProps {
  open: boolean;
  /** Escape or a click on the backdrop; without it the dialog cannot be dismissed. */
  onDismiss?: () => void;
  onClosed?: () => void;
  /** The owner's handle on the element, when it needs one. */
  ref?: RefObject<HTMLDialogElement | null>;
}

/** A click on the backdrop lands on the dialog element itself, outside its box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

export function ModalDialog({ open, onDismiss, onClosed, ref, children, ...rest }: Props) {
  const own = useRef<HTMLDialogElement>(null);
  const dialog = ref ?? own;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open, dialog]);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the backdrop's click; Escape is the keyboard's way out (onCancel)
    <dialog
      {...rest}
      ref={dialog}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss?.();
      }}
      onClose={() => {
        // Closed by the browser while its owner still wants it open (Chrome force-closes after a
        // second prevented Escape): an undismissable dialog comes back, any other is dismissed.
        if (open && !onDismiss) return dialog.current?.showModal();
        if (open) onDismiss?.();
        onClosed?.();
      }}
      onClick={(event) => {
        if (onBackdrop(event)) onDismiss?.();
      }}
    >
      {children}
    </dialog>
  );
}
