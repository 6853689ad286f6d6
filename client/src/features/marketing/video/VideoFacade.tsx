/**
 * Click-to-load video: a poster button until the visitor asks to play, so no third-party frame
 * (and none of its cookies) loads before that.
 */
import { useState } from 'react';
import { DEFAULT_VIDEO_SIZE, embedUrl } from './video-sizes';

interface Props {
  videoId: string;
  title: string;
  size?: { width: number; height: number };
  /** Start with the player (for a dialog opened by "Play trailer"). */
  autoload?: boolean;
}

export function VideoFacade({ videoId, title, size = DEFAULT_VIDEO_SIZE, autoload = false }: Props) {
  const [loaded, setLoaded] = useState(autoload);
  const style = { aspectRatio: `${size.width} / ${size.height}`, maxWidth: `${size.width}px` };
  if (loaded) {
    return (
      <div className="video-facade" style={style}>
        <iframe
          src={embedUrl(videoId)}
          title={title}
          width={size.width}
          height={size.height}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <button type="button" className="video-facade video-facade--poster" style={style} onClick={() => setLoaded(true)}>
      <span className="video-facade__play" aria-hidden="true" />
      <span className="video-facade__label">
        Play video<span className="visually-hidden">: {title}</span>
      </span>
    </button>
  );
}
