/** The hero's Download dropdown, titled "Choose platform" (SPEC §2). */
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDismiss } from '../../../components/useDismiss';
import { DOWNLOADS } from './downloads';

export function DownloadMenu() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, wrapper, close, button);

  return (
    <div className="download-menu" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="button download-menu__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => wrapper.current?.querySelector<HTMLElement>('.download-menu__entry')?.focus());
          }
        }}
      >
        Download
        <span className="nav-group__caret" aria-hidden="true" />
      </button>
      <div id={id} className="download-menu__panel" hidden={!open} role="group" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="download-menu__title">
          Choose platform
        </h2>
        <ul>
          {DOWNLOADS.map((d) => {
            const body = (
              <>
                <span className="download-menu__platform">{d.platform}</span>{' '}
                <span className="download-menu__detail">({d.detail})</span>
              </>
            );
            return (
              <li key={d.platform}>
                {d.external ? (
                  <a className="download-menu__entry" href={d.url} target="_blank" rel="noopener noreferrer" onClick={close}>
                    {body}
                    <span className="visually-hidden"> (opens the store in a new tab)</span>
                  </a>
                ) : (
                  <Link className="download-menu__entry" to={d.url} onClick={close}>
                    {body}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
