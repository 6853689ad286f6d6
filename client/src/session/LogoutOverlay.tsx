import { localMessage } from '../i18n';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { AUTH_MESSAGES } from '../../../contract/messages';

/** BEHAVIOUR §2: a full-screen 'Logging out...' overlay with a spinner while logout runs. */
export function LogoutOverlay() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  return createPortal(
    <div className="logout-overlay" role="dialog" aria-modal="true" aria-labelledby="logout-overlay-text" tabIndex={-1} ref={box}>
      <div className="spinner" aria-hidden="true" />
      <p id="logout-overlay-text" role="status" aria-live="assertive">
        {localMessage(AUTH_MESSAGES.loggingOut)}
      </p>
    </div>,
    document.body,
  );
}
