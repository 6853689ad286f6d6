/**
 * Scene illustrations drawn for this site (client/src/shared/art/*.svg). They are files, not code: the
 * build gives each a content-hashed URL under /assets/ (cached for a year) and never inlines
 * them into a script (vite.config.ts), so the home page's JavaScript does not grow with the art.
 * Each <img> carries its intrinsic size, so nothing moves when it arrives.
 */
import cinema from '#client/shared/art/cinema.svg?url';
import desk from '#client/shared/art/desk.svg?url';
import game from '#client/shared/art/game.svg?url';
import headset from '#client/shared/art/headset.svg?url';
import remote from '#client/shared/art/remote.svg?url';
import social from '#client/shared/art/social.svg?url';
import space from '#client/shared/art/space.svg?url';
import theater from '#client/shared/art/theater.svg?url';

export type Scene = 'cinema' | 'theater' | 'desk' | 'game' | 'social' | 'headset' | 'space' | 'remote';

/** Every illustration is drawn on this canvas. */
export const ART_WIDTH = 640;
export const ART_HEIGHT = 360;

const ART: Record<Scene, string> = { cinema, theater, space, desk, game, social, headset, remote };

interface Props {
  scene: Scene;
  /**
   * What the picture shows, for those who cannot see it; '' where the text around it already
   * says it (the picture is then decorative, hidden from assistive technology).
   */
  alt: string;
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean;
}

/** Alternative texts live with the pages that show the art, so each page's chunk carries only its own. */
export function SceneArt({ scene, alt, priority = false }: Props) {
  return (
    <img
      className="scene-art"
      src={ART[scene]}
      width={ART_WIDTH}
      height={ART_HEIGHT}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
