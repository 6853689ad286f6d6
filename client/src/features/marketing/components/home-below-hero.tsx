/**
 * Everything below the home hero, in BEHAVIOUR §2's order. Loaded as its own chunk after the hero
 * so the home page's first load stays small.
 *
 * Each section sits in a wrapper of its own (`home__island`, which draws no box: `display:
 * contents`), so a prerendered home page can take the sections over one at a time, each with a
 * React root of its own (home-islands.tsx).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/shared/core/paths.ts';
import { VideoFacade } from './video-facade';
import { useClientConfig } from '#client/shared/api/use-client-config.ts';
import { FeatureSection } from './home-feature';
import { InfoPanels } from './info-panels';
import { RoomsSection } from './rooms-section';
import { CinemaSlider, FeatureSlider, PlatformSlider } from './home-sliders';
import { ISLAND_CLASS } from './early-clicks';

export { takeOverIslands } from './home-islands';

function Coworking() {
  const { t } = useLingui();
  return (
    <FeatureSection
      id="coworking"
      eyebrow={t`Coworking`}
      title={t`An office with a view, and your team in it`}
      scene="desk"
      art={t`A virtual office with three floating monitors showing code, a spreadsheet and a chart, and a colleague waving`}
    >
      <p>
        <Trans>
          Put up to three monitors around you, share your screen with colleagues and talk as if you were at the same desk. Focus rooms keep
          things quiet; a wave gets someone's attention.
        </Trans>
      </p>
      <Link to={paths.desktop}>
        <Trans>Share your desktop in VR</Trans>
      </Link>
    </FeatureSection>
  );
}

function Gaming() {
  const { t } = useLingui();
  return (
    <FeatureSection
      id="gaming"
      eyebrow={t`Gaming`}
      title={t`Play on a screen the size of a wall`}
      scene="game"
      art={t`Two friends with controllers playing a platform game on a wall-sized screen`}
      reverse
    >
      <p>
        <Trans>
          Stream your PC or plug in a console capture card and play on a wall-sized screen, with friends cheering from the front row.
        </Trans>
      </p>
      <Link to={paths.videoPlayer}>
        <Trans>Play your own videos, too</Trans>
      </Link>
    </FeatureSection>
  );
}

function Social() {
  const { t } = useLingui();
  return (
    <FeatureSection
      id="social"
      eyebrow={t`Social`}
      title={t`Hang out like you are in the same room`}
      scene="social"
      art={t`Friends’ avatars chatting and laughing together on a sofa in a cozy virtual living room`}
    >
      <p>
        <Trans>
          Spatial voice, expressive avatars and hand tracking make a movie night with far-away friends feel like the real thing. Public
          rooms are open to everyone; private rooms are invite-only.
        </Trans>
      </p>
      <p className="cta-row">
        <Link className="button" to={paths.catalog}>
          <Trans>Browse Catalog</Trans>
        </Link>
        <Link className="button button--ghost" to={paths.rentals}>
          <Trans>My rentals</Trans>
        </Link>
      </p>
    </FeatureSection>
  );
}

/** The how-to video is configuration: without one its section is left out (its wrapper stays, empty). */
function HowTo() {
  const howTo = useClientConfig()?.howToVideoUrl;
  const { t } = useLingui();
  if (!howTo) return null;
  return (
    <section id="how-to" className="home-section" aria-labelledby="how-to-title">
      <div className="container how-to">
        <div>
          <p className="eyebrow">
            <Trans>Getting started</Trans>
          </p>
          <h2 id="how-to-title">
            <Trans>From download to your first movie</Trans>
          </h2>
          <ol className="how-to__steps">
            <li>
              <Trans>Install Bigscreen on your headset from its store.</Trans>
            </li>
            <li>
              <Trans>Create a free account and make your avatar.</Trans>
            </li>
            <li>
              <Trans>Join a public room, or make a private one and invite friends.</Trans>
            </li>
          </ol>
        </div>
        <VideoFacade embedUrl={howTo} title={t`How to get started with Bigscreen`} />
      </div>
    </section>
  );
}

/** The sections in page order, each named by its wrapper's `data-island`. */
export const SECTIONS: readonly { key: string; Section: ComponentType }[] = [
  { key: 'coworking', Section: Coworking },
  { key: 'cinema', Section: CinemaSlider },
  { key: 'features', Section: FeatureSlider },
  { key: 'gaming', Section: Gaming },
  { key: 'social', Section: Social },
  { key: 'rooms', Section: RoomsSection },
  { key: 'how-to', Section: HowTo },
  { key: 'platforms', Section: PlatformSlider },
  { key: 'policies', Section: InfoPanels },
];

export default function HomeSections() {
  return SECTIONS.map(({ key, Section }) => (
    <div key={key} className={ISLAND_CLASS} data-island={key}>
      <Section />
    </div>
  ));
}
