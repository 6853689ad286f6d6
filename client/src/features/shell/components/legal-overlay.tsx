/**
 * The footer's legal overlay: a modal dialog (ModalDialog) with the full text. It animates in and out over
 * 0.2 s (BEHAVIOUR §9), closes on Escape and on a click outside the sheet, keeps Tab inside itself,
 * and gives focus back to the button that opened it. Its heading links to the document's page.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ModalDialog } from '#client/shared/components/modal-dialog.tsx';
import type { LegalOverlayDoc } from '../legal-overlay-types';

const ANIMATION_MS = 200;

interface Props {
  doc: LegalOverlayDoc;
  title: string;
  href: string;
  onClose: () => void;
  children: ReactNode;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function LegalOverlay({ doc, title, href, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Read on the first render, before the dialog opens and takes the focus.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const restoreFocus = useRef(true);
  const [closing, setClosing] = useState(false);
  const { t } = useLingui();

  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('.legal-overlay__close')?.focus();
    return () => {
      if (restoreFocus.current && opener instanceof HTMLElement) opener.focus();
    };
  }, [opener]);

  const close = useCallback(() => {
    if (closing) return;
    setClosing(true);
    window.setTimeout(onClose, reducedMotion() ? 0 : ANIMATION_MS);
  }, [closing, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>('a[href], button, [tabindex]:not([tabindex="-1"])') ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // Escape and the backdrop run the animated close instead of the browser's instant one.
    <ModalDialog
      open
      ref={dialog}
      className={`legal-overlay${closing ? ' legal-overlay--closing' : ''}`}
      aria-labelledby={`legal-overlay-${doc}`}
      onDismiss={close}
      onKeyDown={onKeyDown}
    >
      <div className="legal-overlay__sheet">
        <div className="legal-overlay__top">
          <h2 id={`legal-overlay-${doc}`} className="legal-overlay__title">
            <Link
              to={href}
              onClick={() => {
                restoreFocus.current = false;
                onClose();
              }}
            >
              {title}
            </Link>
          </h2>
          <button type="button" className="legal-overlay__close button button--ghost" onClick={close}>
            <Trans>
              Close<span className="visually-hidden"> {title}</span>
            </Trans>
          </button>
        </div>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling text region must be reachable by keyboard to scroll */}
        <div className="legal-overlay__body" tabIndex={0} aria-label={t`${title} text`}>
          <Suspense fallback={<div className="spinner" role="status" aria-label={t`Loading the text`} />}>{children}</Suspense>
        </div>
      </div>
    </ModalDialog>
  );
}
