/**
 * A page-builder region's frame (builder-region.tsx): the labelled section, with the placeholder
 * while it waits. Its own module, so a page can draw a waiting region before the region's code
 * has loaded (the home page takes its HTML over that way, pages/home-page.tsx) with exactly the
 * markup the region itself draws first.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export type RegionState = 'waiting' | 'fallback' | 'content';

export function RegionFrame({ url, label, state, children }: { url: string; label?: string; state: RegionState; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <section
      className="builder-region"
      aria-label={label ?? t`More from Bigscreen`}
      aria-busy={state === 'waiting'}
      data-builder-url={url}
      data-state={state}
    >
      {children}
      {state === 'waiting' ? <div className="builder-region__placeholder" aria-hidden="true" /> : null}
    </section>
  );
}
