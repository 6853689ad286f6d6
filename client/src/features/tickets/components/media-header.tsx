/** The purchase page's details header: backdrop, poster, title, description and Play Trailer. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '#contract/entities.ts';
import { marketingOf } from '../api';
import { youTubeEmbedUrl } from '#contract/video.ts';
import { VideoDialog } from '#client/shared/components/video-dialog.tsx';
import { IconPlay } from '#client/shared/components/icons/controls.tsx';

export function MediaHeader({ product }: { product: Product }) {
  const { t } = useLingui();
  const info = marketingOf(product);
  const title = info?.title ?? product.url;
  const poster = info?.webImages.posterImageUrl;
  const backdrop = info?.webImages.backgroundImageUrl;
  // Only YouTube links are embedded (the video host the CSP allows in frames); others get no Play Trailer.
  const trailer = youTubeEmbedUrl(info?.trailerUrl);
  return (
    <header className="media-header">
      {backdrop && <img className="media-header__backdrop" src={backdrop} alt="" width={1600} height={900} />}
      <div className="container media-header__inner">
        {poster ? (
          <img className="media-header__poster" src={poster} alt={t`Poster of ${title}`} width={240} height={360} />
        ) : (
          <div className="media-header__poster media-header__poster--blank" aria-hidden="true" />
        )}
        <div className="media-header__text">
          <h1>
            {title}
            {product.is3D && (
              <>
                {' '}
                <span className="badge">3D</span>
              </>
            )}
          </h1>
          {info?.description && <p className="media-header__description">{info.description}</p>}
          {trailer && (
            <VideoDialog title={t`${title}: trailer`} embedUrl={trailer}>
              <IconPlay /> <Trans>Play Trailer</Trans>
            </VideoDialog>
          )}
        </div>
      </div>
    </header>
  );
}
