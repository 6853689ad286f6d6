import { localMessage } from '#client/shared/i18n/index.ts';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { AUTH_MESSAGES } from '#contract/messages.ts';
import { ModalDialog } from '#client/shared/components/modal-dialog.tsx';
import { useCatalog } from '#client/shared/i18n/use-catalog.ts';

/**
 * BEHAVIOUR §2: a full-screen 'Logging out...' overlay with a spinner while logout runs. A modal
 * dialog without a way to dismiss it: the page behind is inert and Escape does nothing until
 * logout has finished. In a portal, so a closing menu around it cannot hide it.
 */
export function LogoutOverlay() {
  const box = useRef<HTMLDialogElement>(null);
  useCatalog('errors');
  useEffect(() => {
    box.current?.focus();
  }, []);
  return createPortal(
    <ModalDialog open className="logout-overlay" aria-labelledby="logout-overlay-text" tabIndex={-1} ref={box}>
      <div className="spinner" aria-hidden="true" />
      <p id="logout-overlay-text" role="status" aria-live="assertive">
        {localMessage(AUTH_MESSAGES.loggingOut)}
      </p>
    </ModalDialog>,
    document.body,
  );
}
