/**
 * The site's one icon set, drawn for it on a 24-unit grid: line icons (1.75 stroke, round ends)
 * and a few solid marks (the social networks, play), every one made by `icon()` below. They take
 * their colour from `currentColor` and their size from CSS (1em by default, so they follow the
 * text around them), and are hidden from assistive technology: the control or text beside an
 * icon carries the meaning. Each is a named export of the file for where it is used (social.tsx
 * for the header and footer, nav.tsx for the menus, product.tsx for the home sections,
 * controls.tsx for arrows, play and status). Import from those files, not through a shared
 * index: the bundler places a module by what imports it, so an index imported by the header
 * would pull every icon into every page's first load.
 */
import type { ComponentType } from 'react';

export interface IconProps {
  className?: string;
}

export type Icon = ComponentType<IconProps>;

/** `paths` are SVG path data; `solid` fills them instead of stroking. */
export function icon(paths: string[], solid = false): Icon {
  function SiteIcon({ className }: IconProps) {
    return (
      <svg
        className={className ? `icon ${className}` : 'icon'}
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        aria-hidden="true"
        focusable="false"
        fill={solid ? 'currentColor' : 'none'}
        fillRule={solid ? 'evenodd' : undefined}
        stroke={solid ? undefined : 'currentColor'}
        strokeWidth={solid ? undefined : 1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  return SiteIcon;
}

export const CIRCLE = 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0';
