import { type Icon } from '../../components/icons/icon';
import { IconDiscord, IconFacebook, IconReddit, IconTwitter, IconYoutube } from '../../components/icons/social';
import type { SocialNetwork } from './nav-data';

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
