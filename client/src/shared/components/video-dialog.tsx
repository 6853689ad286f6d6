/**
 * The one video dialog, for every feature that plays a video on request (the home trailer, a
 * film's trailer): a button that opens a modal dialog (ModalDialog: the page behind is inert, Escape
 * closes it, focus goes to Close and back to the button afterwards). The player frame exists only
 * while the dialog is open, so nothing from the video host loads before the visitor asks. A click
 * on the backdrop closes it. Styles are a CSS module: no other stylesheet can restyle it.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { DEFAULT_VIDEO_SIZE } from '#contract/video.ts';
import { ModalDialog } from './modal-dialog';
import { VideoPlayer } from './video-player';
import styles from './video-dialog.module.css';

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
  const openerRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  return (
    <>
      <button ref={openerRef} type="button" className={buttonClassName} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {children}
      </button>
      <ModalDialog
        open={open}
        className={styles.dialog}
        aria-labelledby={headingId}
        onDismiss={() => setOpen(false)}
        onClosed={() => openerRef.current?.focus()}
      >
        <div className={styles.bar}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
            <Trans>Close</Trans>
          </button>
        </div>
        {open && (
          <div className={styles.frame} style={{ aspectRatio: `${size.width} / ${size.height}` }}>
            <VideoPlayer embedUrl={embedUrl} title={title} size={size} />
          </div>
        )}
      </ModalDialog>
    </>
  );
}
