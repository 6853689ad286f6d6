/**
 * The one video dialog, for every feature that plays a video on request (the home trailer, a
 * film's trailer): a button that opens a native modal <dialog> (the page behind is inert, Escape
 * closes it, focus goes to Close and back to the button afterwards). The player frame exists only
 * while the dialog is open, so nothing from the video host loads before the visitor asks. A click
 * on the backdrop closes it. Styles are a CSS module: no other stylesheet can restyle it.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_VIDEO_SIZE } from '../../../contract/video';
import { VideoPlayer } from './VideoPlayer';
import styles from './VideoDialog.module.css';

interface Props {
  /** The button's content. */
  children: ReactNode;
  buttonClassName?: string;
  /** The dialog's heading and accessible name. */
  title: string;
  /** The video's embed address (the player parameters are added here). */
  embedUrl: string;
  size?: { width: number; height: number };
}

export function VideoDialog({ children, buttonClassName = 'button', title, embedUrl, size = DEFAULT_VIDEO_SIZE }: Props) {
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
      <button ref={openerRef} type="button" className={buttonClassName} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {children}
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the backdrop's click; Escape closes a modal dialog natively */}
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={headingId}
        onClose={onClosed}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself, outside its box.
          const box = event.currentTarget.getBoundingClientRect();
          const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
          if (event.target === event.currentTarget && outside) event.currentTarget.close();
        }}
      >
        <div className={styles.bar}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className="button button--ghost" onClick={() => dialogRef.current?.close()}>
            Close
          </button>
        </div>
        {open && (
          <div className={styles.frame} style={{ aspectRatio: `${size.width} / ${size.height}` }}>
            <VideoPlayer embedUrl={embedUrl} title={title} size={size} />
          </div>
        )}
      </dialog>
    </>
  );
}
