/**
 * Scene illustrations drawn for this site (client/src/art/*.svg). They are files, not code: the
 * build gives each a content-hashed URL under /assets/ (cached for a year) and never inlines
 * them into a script (vite.config.ts), so the home page's JavaScript does not grow with the art.
 * Each <img> carries its intrinsic size, so nothing moves when it arrives.
 */
import cinema from '../../../art/cinema.svg?url';
import desk from '../../../art/desk.svg?url';
import game from '../../../art/game.svg?url';
import headset from '../../../art/headset.svg?url';
import remote from '../../../art/remote.svg?url';
import social from '../../../art/social.svg?url';
import space from '../../../art/space.svg?url';
import theater from '../../../art/theater.svg?url';

export type Scene = 'cinema' | 'theater' | 'desk' | 'game' | 'social' | 'headset' | 'space' | 'remote';

/** Every illustration is drawn on this canvas. */
export const ART_WIDTH = 640;
export const ART_HEIGHT = 360;

const ART: Record<Scene, { src: string; alt: string }> = {
  cinema: { src: cinema, alt: 'Friends in the rows of a virtual cinema, watching a film of a harbour city at sunset on a giant screen' },
  theater: { src: theater, alt: 'A private theater with red velvet seats and curtains, friends watching an arctic film' },
  space: { src: space, alt: 'A giant screen floating in orbit above a planet, with friends watching from a platform among the stars' },
  desk: { src: desk, alt: 'A virtual office with three floating monitors showing code, a spreadsheet and a chart, and a colleague waving' },
  game: { src: game, alt: 'Two friends with controllers playing a platform game on a wall-sized screen' },
  social: { src: social, alt: 'Friends’ avatars chatting and laughing together on a sofa in a cozy virtual living room' },
  headset: { src: headset, alt: 'The Bigscreen Beyond headset: a small, light visor with two lenses and a soft strap' },
  remote: { src: remote, alt: 'A Windows desktop streamed from a PC over Wi-Fi to a giant screen in a virtual room' },
};

interface Props {
  scene: Scene;
  /** Alternative text; the scene's own description by default. */
  label?: string;
  /** Decorative where the text around it already says what it shows: hidden from assistive technology. */
  decorative?: boolean;
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean;
}

export function SceneArt({ scene, label, decorative = false, priority = false }: Props) {
  const art = ART[scene];
  return (
    <img
      className="scene-art"
      src={art.src}
      width={ART_WIDTH}
      height={ART_HEIGHT}
      alt={decorative ? '' : (label ?? art.alt)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
