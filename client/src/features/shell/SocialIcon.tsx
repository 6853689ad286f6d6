import { IconDiscord, IconFacebook, IconInstagram, IconReddit, IconTwitter, IconYoutube, type Icon } from '../../components/icons';
import type { SocialNetwork } from './nav-data';

const ICONS: Record<SocialNetwork, Icon> = {
  twitter: IconTwitter,
  facebook: IconFacebook,
  youtube: IconYoutube,
  reddit: IconReddit,
  discord: IconDiscord,
  instagram: IconInstagram,
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  const Mark = ICONS[network];
  return <Mark className="social-icon" />;
}
