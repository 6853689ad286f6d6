/**
 * A navigation link's icon: nav-data.ts names it, this draws it. Loaded with the first opened
 * (or hovered) menu, so the icons are not part of every page's first load.
 */
import type { NavLink } from '#contract/entities.ts';
import { type Icon } from '#client/shared/components/icons/icon.tsx';
import { IconDownload, IconInfo, IconPlay, IconUndo } from '#client/shared/components/icons/controls.tsx';
import {
  IconCart,
  IconDisplays,
  IconDocument,
  IconEye,
  IconGift,
  IconHeadphones,
  IconHeadset,
  IconLink,
  IconMail,
  IconPencil,
  IconRefresh,
  IconShield,
  IconTicket,
} from '#client/shared/components/icons/nav.tsx';
import { IconCast, IconFilm, IconMonitor, IconSparkle } from '#client/shared/components/icons/product.tsx';

const NAV_ICONS: Record<string, Icon> = {
  download: IconDownload,
  monitor: IconMonitor,
  cast: IconCast,
  play: IconPlay,
  refresh: IconRefresh,
  pencil: IconPencil,
  headset: IconHeadset,
  headphones: IconHeadphones,
  eye: IconEye,
  displays: IconDisplays,
  shield: IconShield,
  cart: IconCart,
  film: IconFilm,
  ticket: IconTicket,
  sparkle: IconSparkle,
  document: IconDocument,
  mail: IconMail,
  undo: IconUndo,
  info: IconInfo,
  link: IconLink,
  gift: IconGift,
};

export default function NavIcon({ icon, color }: Pick<NavLink, 'icon' | 'color'>) {
  const Icon = icon ? NAV_ICONS[icon] : undefined;
  if (!Icon) return null;
  return (
    <span className="nav-panel__icon" aria-hidden="true" style={color ? { color } : undefined}>
      <Icon />
    </span>
  );
}
