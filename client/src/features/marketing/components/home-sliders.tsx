/** The home page's three sliders: immersive home cinema, features, and supported platforms. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Slider } from './slider';
import { CINEMA_AUTOPLAY_MS } from '../slider-breakpoints';
import { type Icon } from '#client/shared/components/icons/icon.tsx';
import { IconCheck } from '#client/shared/components/icons/controls.tsx';
import { IconCast, IconFilm, IconLock, IconMic, IconSmile } from '#client/shared/components/icons/product.tsx';
import { SceneArt, type Scene } from './home-art';

const CINEMA_SCENES: { key: string; scene: Scene; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    key: 'theater',
    scene: 'theater',
    title: msg`A private theater`,
    text: msg`Stadium seats, a wall-sized screen and nobody talking through the film except your friends.`,
  },
  {
    key: 'space',
    scene: 'space',
    title: msg`Watch among the stars`,
    text: msg`Float in orbit with a screen the size of a building hanging over the planet.`,
  },
  { key: 'living-room', scene: 'social', title: msg`The living room`, text: msg`A cozy sofa, warm lamps and room for the whole group.` },
  {
    key: 'arcade',
    scene: 'game',
    title: msg`Retro arcade`,
    text: msg`Neon, pinball sounds and a screen that makes every console game feel new.`,
  },
];

const FEATURES: { key: string; icon: Icon; title: MessageDescriptor; text: MessageDescriptor }[] = [
  { key: '3d', icon: IconFilm, title: msg`3D films, tonight`, text: msg`Rent new releases and classics in real stereoscopic 3D.` },
  {
    key: 'voice',
    icon: IconMic,
    title: msg`Spatial voice chat`,
    text: msg`Voices come from where people sit, so crosstalk feels natural.`,
  },
  { key: 'desktop', icon: IconCast, title: msg`Share your desktop`, text: msg`Stream your PC to the room for work, games or slideshows.` },
  {
    key: 'private',
    icon: IconLock,
    title: msg`Private rooms`,
    text: msg`Invite-only rooms for family and friends, with moderation tools.`,
  },
  {
    key: 'avatars',
    icon: IconSmile,
    title: msg`Expressive avatars`,
    text: msg`Make yourself, then wave, laugh and point with your hands.`,
  },
  { key: 'free', icon: IconCheck, title: msg`Free to download`, text: msg`The app costs nothing; rent films only when you want them.` },
];

const PLATFORMS: { key: string; name: string; detail: MessageDescriptor }[] = [
  { key: 'quest', name: 'Meta Quest', detail: msg`Quest 1, 2, 3 and Pro, standalone` },
  { key: 'rift', name: 'Oculus Rift', detail: msg`Rift and Rift S, or Quest over Link` },
  { key: 'index', name: 'Valve Index', detail: msg`Through SteamVR` },
  { key: 'vive', name: 'HTC Vive', detail: msg`Vive, Vive Pro and Cosmos through SteamVR` },
  { key: 'wmr', name: 'Windows Mixed Reality', detail: msg`Any WMR headset through SteamVR` },
  { key: 'beyond', name: 'Bigscreen Beyond', detail: msg`Our own ultralight headset` },
];

/** One home section holding a slider: eyebrow, heading (which names the section) and the slider itself. */
function SliderSection({ id, eyebrow, heading, children }: { id: string; eyebrow: ReactNode; heading: ReactNode; children: ReactNode }) {
  return (
    <section id={id} className="home-section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={`${id}-title`}>{heading}</h2>
        {children}
      </div>
    </section>
  );
}

export function CinemaSlider() {
  const { i18n, t } = useLingui();
  return (
    <SliderSection
      id="home-cinema"
      eyebrow={<Trans>Immersive home cinema</Trans>}
      heading={<Trans>Pick a theater to match the film</Trans>}
    >
      <Slider
        label={t`Bigscreen theaters`}
        autoplayMs={CINEMA_AUTOPLAY_MS}
        className="slider--cinema"
        slides={CINEMA_SCENES.map((s) => ({
          key: s.key,
          label: i18n._(s.title),
          content: (
            <figure className="cinema-slide">
              <SceneArt scene={s.scene} alt="" />
              <figcaption>
                <strong>{i18n._(s.title)}</strong> {i18n._(s.text)}
              </figcaption>
            </figure>
          ),
        }))}
      />
    </SliderSection>
  );
}

export function FeatureSlider() {
  const { i18n, t } = useLingui();
  return (
    <SliderSection id="features" eyebrow={<Trans>Everything in one app</Trans>} heading={<Trans>Made for watching together</Trans>}>
      <Slider
        label={t`Bigscreen features`}
        layout="slider--features"
        slides={FEATURES.map((f) => ({
          key: f.key,
          label: i18n._(f.title),
          content: (
            <article className="feature-card card">
              <span className="feature-card__icon" aria-hidden="true">
                <f.icon />
              </span>
              <h3>{i18n._(f.title)}</h3>
              <p>{i18n._(f.text)}</p>
            </article>
          ),
        }))}
      />
    </SliderSection>
  );
}

export function PlatformSlider() {
  const { i18n, t } = useLingui();
  return (
    <SliderSection id="platforms" eyebrow={<Trans>Supported headsets</Trans>} heading={<Trans>Bring the headset you have</Trans>}>
      <Slider
        label={t`Supported headsets and platforms`}
        layout="slider--platforms"
        slides={PLATFORMS.map((p) => ({
          key: p.key,
          label: p.name,
          content: (
            <article className="platform-card card">
              <h3>{p.name}</h3>
              <p className="muted">{i18n._(p.detail)}</p>
            </article>
          ),
        }))}
      />
    </SliderSection>
  );
}
