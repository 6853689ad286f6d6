/** The trailer in a modal dialog; the player loads only because the visitor pressed Play trailer. */
import { useEffect, useRef } from 'react';
import { VideoFacade } from '../video/VideoFacade';
import { TRAILER_VIDEO } from './downloads';

export default function TrailerDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const opener = document.activeElement;
    dialog.current?.showModal();
    return () => {
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the backdrop's click; Escape closes a modal dialog natively
    <dialog
      ref={dialog}
      className="trailer-dialog"
      aria-label={TRAILER_VIDEO.title}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="trailer-dialog__sheet">
        <button type="button" className="button button--ghost trailer-dialog__close" onClick={onClose}>
          Close trailer
        </button>
        <VideoFacade videoId={TRAILER_VIDEO.id} title={TRAILER_VIDEO.title} autoload />
      </div>
    </dialog>
  );
}
