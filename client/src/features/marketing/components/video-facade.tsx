/**
 * Click-to-load video: a poster button until the visitor asks to play, so no third-party frame
 * (and none of its cookies) loads before that.
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { VideoPlayer } from '#client/shared/components/video-player.tsx';
import { DEFAULT_VIDEO_SIZE } from '#contract/video.ts';

interface Props {
  /** The video's embed address (configuration). */
  embedUrl: string;
  title: string;
  size?: { width: number; height: number };
}

export function VideoFacade({ embedUrl, title, size = DEFAULT_VIDEO_SIZE }: Props) {
  const [loaded, setLoaded] = useState(false);
  const style = { aspectRatio: `${size.width} / ${size.height}`, maxWidth: `${size.width}px` };
  if (loaded) {
    return (
      <div className="video-facade" style={style}>
        <VideoPlayer embedUrl={embedUrl} title={title} size={size} />
      </div>
    );
  }
  return (
    <button type="button" className="video-facade video-facade--poster" style={style} onClick={() => setLoaded(true)}>
      <span className="video-facade__play" aria-hidden="true" />
      <span className="video-facade__label">
        <Trans>
          Play video<span className="visually-hidden">: {title}</span>
        </Trans>
      </span>
    </button>
  );
}
