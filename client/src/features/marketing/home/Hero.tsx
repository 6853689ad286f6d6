/** The home hero: headline, the Download menu and Play trailer (BEHAVIOUR §2). */
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { IconPlay } from '#client/components/icons/controls.tsx';
import { SceneArt } from './art';
import { DownloadMenu } from './DownloadMenu';
import { TRAILER_TITLE } from './downloads';
import { useClientConfig } from '#client/api/useClientConfig.ts';

// Loaded with the settings, not in the home page's first load: the button appears when both are in.
const VideoDialog = lazy(() => import('#client/components/VideoDialog.tsx').then((m) => ({ default: m.VideoDialog })));

export function Hero() {
  // The trailer is configuration: without one there is no button at all.
  const trailer = useClientConfig()?.trailerVideoUrl;
  const { i18n, t } = useLingui();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="eyebrow">
            <Trans>Free on Quest, Rift and SteamVR</Trans>
          </p>
          <h1 id="hero-title">
            <Trans>Your cinema, office and hangout, together in VR</Trans>
          </h1>
          <p className="hero__lead">
            <Trans>
              Bigscreen puts you in a room with friends in front of a giant screen. Watch films in 3D, share your desktop, play games and
              talk face to face in spatial voice, wherever everyone lives.
            </Trans>
          </p>
          <div className="hero__actions">
            <DownloadMenu />
            {trailer && (
              <Suspense fallback={null}>
                <VideoDialog buttonClassName="button button--ghost" title={i18n._(TRAILER_TITLE)} embedUrl={trailer}>
                  <IconPlay /> <Trans>Play trailer</Trans>
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
