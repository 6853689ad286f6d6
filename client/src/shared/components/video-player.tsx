/** The player frame of a video, for every place that plays one (the video dialog, a click-to-load facade). */
import { playerUrl } from '#contract/video.ts';

export function VideoPlayer({ embedUrl, title, size }: { embedUrl: string; title: string; size: { width: number; height: number } }) {
  return (
    <iframe
      src={playerUrl(embedUrl)}
      title={title}
      width={size.width}
      height={size.height}
      // `fullscreen` in `allow` is the whole permission; a separate allowFullScreen only draws the
      // browser's "allow attribute will take precedence" warning.
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
