import { type Icon } from '#client/shared/components/icons/icon.tsx';
import { IconDiscord, IconFacebook, IconReddit, IconTwitter, IconYoutube } from '#client/shared/components/icons/social.tsx';
import type { SocialNetwork } from '../nav-data';

const ICONS: Record<SocialNetwork, Icon> = {
  twitter: IconTwitter,
  facebook: IconFacebook,
  youtube: IconYoutube,
  reddit: IconReddit,
  discord: IconDiscord,
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  const Mark = ICONS[network];
  return <Mark className="social-icon" />;
}
