/** The home page's three sliders: immersive home cinema, features, and supported platforms. */
import { Slider } from '../slider/Slider';
import { CINEMA_AUTOPLAY_MS } from '../slider/breakpoints';
import { type Icon } from '#client/components/icons/icon.tsx';
import { IconCheck } from '#client/components/icons/controls.tsx';
import { IconCast, IconFilm, IconLock, IconMic, IconSmile } from '#client/components/icons/product.tsx';
import { SceneArt, type Scene } from './art';

const CINEMA_SCENES: { key: string; scene: Scene; title: string; text: string }[] = [
  {
    key: 'theater',
    scene: 'theater',
    title: 'A private theater',
    text: 'Stadium seats, a wall-sized screen and nobody talking through the film except your friends.',
  },
  {
    key: 'space',
    scene: 'space',
    title: 'Watch among the stars',
    text: 'Float in orbit with a screen the size of a building hanging over the planet.',
  },
  { key: 'living-room', scene: 'social', title: 'The living room', text: 'A cozy sofa, warm lamps and room for the whole group.' },
  {
    key: 'arcade',
    scene: 'game',
    title: 'Retro arcade',
    text: 'Neon, pinball sounds and a screen that makes every console game feel new.',
  },
];

const FEATURES: { key: string; icon: Icon; title: string; text: string }[] = [
  { key: '3d', icon: IconFilm, title: '3D films, tonight', text: 'Rent new releases and classics in real stereoscopic 3D.' },
  { key: 'voice', icon: IconMic, title: 'Spatial voice chat', text: 'Voices come from where people sit, so crosstalk feels natural.' },
  { key: 'desktop', icon: IconCast, title: 'Share your desktop', text: 'Stream your PC to the room for work, games or slideshows.' },
  { key: 'private', icon: IconLock, title: 'Private rooms', text: 'Invite-only rooms for family and friends, with moderation tools.' },
  { key: 'avatars', icon: IconSmile, title: 'Expressive avatars', text: 'Make yourself, then wave, laugh and point with your hands.' },
  { key: 'free', icon: IconCheck, title: 'Free to download', text: 'The app costs nothing; rent films only when you want them.' },
];

const PLATFORMS: { key: string; name: string; detail: string }[] = [
  { key: 'quest', name: 'Meta Quest', detail: 'Quest 1, 2, 3 and Pro, standalone' },
  { key: 'rift', name: 'Oculus Rift', detail: 'Rift and Rift S, or Quest over Link' },
  { key: 'index', name: 'Valve Index', detail: 'Through SteamVR' },
  { key: 'vive', name: 'HTC Vive', detail: 'Vive, Vive Pro and Cosmos through SteamVR' },
  { key: 'wmr', name: 'Windows Mixed Reality', detail: 'Any WMR headset through SteamVR' },
  { key: 'beyond', name: 'Bigscreen Beyond', detail: 'Our own ultralight headset' },
];

export function CinemaSlider() {
  return (
    <section id="home-cinema" className="home-section" aria-labelledby="home-cinema-title">
      <div className="container">
        <p className="eyebrow">Immersive home cinema</p>
        <h2 id="home-cinema-title">Pick a theater to match the film</h2>
        <Slider
          label="Bigscreen theaters"
          autoplayMs={CINEMA_AUTOPLAY_MS}
          className="slider--cinema"
          slides={CINEMA_SCENES.map((s) => ({
            key: s.key,
            label: s.title,
            content: (
              <figure className="cinema-slide">
                <SceneArt scene={s.scene} alt="" />
                <figcaption>
                  <strong>{s.title}</strong> {s.text}
                </figcaption>
              </figure>
            ),
          }))}
        />
      </div>
    </section>
  );
}

export function FeatureSlider() {
  return (
    <section id="features" className="home-section" aria-labelledby="features-title">
      <div className="container">
        <p className="eyebrow">Everything in one app</p>
        <h2 id="features-title">Made for watching together</h2>
        <Slider
          label="Bigscreen features"
          layout="slider--features"
          slides={FEATURES.map((f) => ({
            key: f.key,
            label: f.title,
            content: (
              <article className="feature-card card">
                <span className="feature-card__icon" aria-hidden="true">
                  <f.icon />
                </span>
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </article>
            ),
          }))}
        />
      </div>
    </section>
  );
}

export function PlatformSlider() {
  return (
    <section id="platforms" className="home-section" aria-labelledby="platforms-title">
      <div className="container">
        <p className="eyebrow">Supported headsets</p>
        <h2 id="platforms-title">Bring the headset you have</h2>
        <Slider
          label="Supported headsets and platforms"
          layout="slider--platforms"
          slides={PLATFORMS.map((p) => ({
            key: p.key,
            label: p.name,
            content: (
              <article className="platform-card card">
                <h3>{p.name}</h3>
                <p className="muted">{p.detail}</p>
              </article>
            ),
          }))}
        />
      </div>
    </section>
  );
}
