/** The social networks as icon links, opening in a new tab; shared by the header and the footer. */
import { Trans } from '@lingui/react/macro';
import { SocialIcon } from './social-icon';
import type { SOCIAL_LINKS } from '../nav-data';

export function SocialLinkList({ links, label }: { links: typeof SOCIAL_LINKS; label?: string }) {
  return (
    <ul className="social-links" aria-label={label}>
      {links.map((s) => (
        <li key={s.network}>
          <a href={s.url} target="_blank" rel="noopener noreferrer" className="social-links__link">
            <SocialIcon network={s.network} />
            <span className="visually-hidden">
              <Trans>{s.title} (opens in a new tab)</Trans>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
