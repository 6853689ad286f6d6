/** The home hero: headline, the Download menu and Play trailer (SPEC §2). */
import { lazy, Suspense, useState } from 'react';
import { IconPlay } from '../../../components/icons/controls';
import { SceneArt } from './art';
import { DownloadMenu } from './DownloadMenu';

const TrailerDialog = lazy(() => import('./TrailerDialog'));

export function Hero() {
  const [trailer, setTrailer] = useState(false);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="eyebrow">Free on Quest, Rift and SteamVR</p>
          <h1 id="hero-title">Your cinema, office and hangout, together in VR</h1>
          <p className="hero__lead">
            Bigscreen puts you in a room with friends in front of a giant screen. Watch films in 3D, share your desktop,
            play games and talk face to face in spatial voice, wherever everyone lives.
          </p>
          <div className="hero__actions">
            <DownloadMenu />
            <button type="button" className="button button--ghost" onClick={() => setTrailer(true)}>
              <IconPlay /> Play trailer
            </button>
          </div>
        </div>
        <div className="hero__art">
          <SceneArt scene="cinema" alt="Friends in the rows of a virtual cinema, watching a film of a harbour city at sunset on a giant screen" priority />
        </div>
      </div>
      {trailer && (
        <Suspense fallback={null}>
          <TrailerDialog onClose={() => setTrailer(false)} />
        </Suspense>
      )}
    </section>
  );
}
