/**
 * Everything below the home hero, in BEHAVIOUR §2's order. Loaded as its own chunk after the hero
 * so the home page's first load stays small.
 */
import { Link } from 'react-router';
import { paths } from '#client/core/paths.ts';
import { VideoFacade } from '../video/VideoFacade';
import { HOWTO_TITLE } from './downloads';
import { useClientConfig } from '#client/api/useClientConfig.ts';
import { FeatureSection } from './Feature';
import { InfoPanels } from './InfoPanels';
import { RoomsSection } from './RoomsSection';
import { CinemaSlider, FeatureSlider, PlatformSlider } from './sliders';

export default function HomeSections() {
  // The how-to video is configuration: without one its section is left out.
  const howTo = useClientConfig()?.howToVideoUrl;
  return (
    <>
      <FeatureSection
        id="coworking"
        eyebrow="Coworking"
        title="An office with a view, and your team in it"
        scene="desk"
        art="A virtual office with three floating monitors showing code, a spreadsheet and a chart, and a colleague waving"
      >
        <p>
          Put up to three monitors around you, share your screen with colleagues and talk as if you were at the same desk. Focus rooms keep
          things quiet; a wave gets someone's attention.
        </p>
        <Link to={paths.desktop}>Share your desktop in VR</Link>
      </FeatureSection>
      <CinemaSlider />
      <FeatureSlider />
      <FeatureSection
        id="gaming"
        eyebrow="Gaming"
        title="Play on a screen the size of a wall"
        scene="game"
        art="Two friends with controllers playing a platform game on a wall-sized screen"
        reverse
      >
        <p>Stream your PC or plug in a console capture card and play on a wall-sized screen, with friends cheering from the front row.</p>
        <Link to={paths.videoPlayer}>Play your own videos, too</Link>
      </FeatureSection>
      <FeatureSection
        id="social"
        eyebrow="Social"
        title="Hang out like you are in the same room"
        scene="social"
        art="Friends’ avatars chatting and laughing together on a sofa in a cozy virtual living room"
      >
        <p>
          Spatial voice, expressive avatars and hand tracking make a movie night with far-away friends feel like the real thing. Public
          rooms are open to everyone; private rooms are invite-only.
        </p>
        <p className="cta-row">
          <Link className="button" to={paths.catalog}>
            Browse Catalog
          </Link>
          <Link className="button button--ghost" to={paths.rentals}>
            My rentals
          </Link>
        </p>
      </FeatureSection>
      <RoomsSection />
      {howTo && (
        <section id="how-to" className="home-section" aria-labelledby="how-to-title">
          <div className="container how-to">
            <div>
              <p className="eyebrow">Getting started</p>
              <h2 id="how-to-title">From download to your first movie</h2>
              <ol className="how-to__steps">
                <li>Install Bigscreen on your headset from its store.</li>
                <li>Create a free account and make your avatar.</li>
                <li>Join a public room, or make a private one and invite friends.</li>
              </ol>
            </div>
            <VideoFacade embedUrl={howTo} title={HOWTO_TITLE} />
          </div>
        </section>
      )}
      <PlatformSlider />
      <InfoPanels />
    </>
  );
}
