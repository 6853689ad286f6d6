/**
 * Play Trailer: a modal dialog (native <dialog> with showModal, so the page behind is inert and
 * Escape closes it). The video frame exists only while the dialog is open, and focus returns
 * to the button that opened it.
 */
import { useEffect, useId, useRef, useState } from 'react';

export function TrailerButton({ embedUrl, title }: { embedUrl: string; title: string }) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onClosed = () => {
    setOpen(false);
    openerRef.current?.focus();
  };

  return (
    <>
      <button ref={openerRef} type="button" className="button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span aria-hidden="true">▶</span> Play Trailer
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the backdrop's click; Escape closes a modal dialog natively */}
      <dialog
        ref={dialogRef}
        className="trailer-dialog"
        aria-labelledby={headingId}
        onClose={onClosed}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself, outside its box: close.
          const box = event.currentTarget.getBoundingClientRect();
          const outside =
            event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
          if (event.target === event.currentTarget && outside) event.currentTarget.close();
        }}
      >
        <div className="trailer-dialog__bar">
          <h2 id={headingId} className="trailer-dialog__title">
            {title}: trailer
          </h2>
          <button type="button" className="button button--ghost" onClick={() => dialogRef.current?.close()}>
            Close
          </button>
        </div>
        {open && (
          <div className="trailer-dialog__frame">
            <iframe
              src={embedUrl}
              title={`${title} trailer video`}
              allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        )}
      </dialog>
    </>
  );
}
