/** The home hero: headline, the Download menu and Play trailer (BEHAVIOUR §2). */
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { IconPlay } from '#client/shared/components/icons/controls.tsx';
import { SceneArt } from './home-art';
import { DownloadMenu } from './download-menu';
import { useClientConfig } from '#client/shared/api/use-client-config.ts';

// Loaded with the settings, not in the home page's first load: the button appears when both are in.
const VideoDialog = lazy(() => import('#client/shared/components/video-dialog.tsx').then((m) => ({ default: m.VideoDialog })));

export function Hero() {
  // The trailer is configuration (GET /api/client-config): without one there is no button at all.
  const trailer = useClientConfig()?.trailerVideoUrl;
  const { t } = useLingui();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="eyebrow">{t`Free on Quest, Rift and SteamVR`}</p>
          <h1 id="hero-title">{t`Your cinema, office and hangout, together in VR`}</h1>
          <p className="hero__lead">
            {t`Bigscreen puts you in a room with friends in front of a giant screen. Watch films in 3D, share your desktop, play games and talk face to face in spatial voice, wherever everyone lives.`}
          </p>
          <div className="hero__actions">
            <DownloadMenu />
            {trailer && (
              <Suspense fallback={null}>
                <VideoDialog buttonClassName="button button--ghost" title={t`Bigscreen trailer`} embedUrl={trailer}>
                  <IconPlay /> {t`Play trailer`}
                </VideoDialog>
              </Suspense>
            )}
          </div>
        </div>
        <div className="hero__art">
          <SceneArt
            scene="cinema"
            alt={t`Friends in the rows of a virtual cinema, watching a film of a harbour city at sunset on a giant screen`}
            priority
          />
        </div>
      </div>
    </section>
  );
}
