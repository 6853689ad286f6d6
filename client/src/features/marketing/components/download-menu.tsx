/** The hero's Download dropdown, titled "Choose platform" (BEHAVIOUR §2), on the menu primitive (shared/components/use-menu.ts). */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMenu } from '#client/shared/components/use-menu.ts';
import { DOWNLOADS } from '../downloads';

export function DownloadMenu() {
  const [open, setOpen] = useState(false);
  const { i18n, t } = useLingui();
  const menu = useMenu<HTMLDivElement, HTMLDivElement>({ open, setOpen, itemSelector: '.download-menu__entry' });
  const { close } = menu;
  const titleId = `${menu.listProps.id}-title`;

  return (
    <div className="download-menu" {...menu.rootProps}>
      <button type="button" className="button download-menu__button" {...menu.triggerProps}>
        {t`Download`}
        <span className="nav-group__caret" aria-hidden="true" />
      </button>
      <div className="download-menu__panel" role="group" aria-labelledby={titleId} {...menu.listProps}>
        <h2 id={titleId} className="download-menu__title">
          {t`Choose platform`}
        </h2>
        <ul>
          {DOWNLOADS.map((d) => {
            const body = (
              <>
                <span className="download-menu__platform">{d.platform}</span>{' '}
                <span className="download-menu__detail">({i18n._(d.detail)})</span>
              </>
            );
            return (
              <li key={d.platform}>
                {d.external ? (
                  <a className="download-menu__entry" href={d.url} target="_blank" rel="noopener noreferrer" onClick={close}>
                    {body}
                    <span className="visually-hidden">{t` (opens the store in a new tab)`}</span>
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
