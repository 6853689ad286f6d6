/** A text-and-art home section with an h2, used by coworking, gaming and social. */
import type { ReactNode } from 'react';
import { SceneArt, type Scene } from './home-art';

interface Props {
  id: string;
  eyebrow: string;
  title: string;
  scene: Scene;
  /** What the art shows. */
  art: string;
  reverse?: boolean;
  children: ReactNode;
}

export function FeatureSection({ id, eyebrow, title, scene, art, reverse = false, children }: Props) {
  return (
    <section id={id} className="home-section" aria-labelledby={`${id}-title`}>
      <div className={`container feature${reverse ? ' feature--reverse' : ''}`}>
        <div className="feature__copy">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={`${id}-title`}>{title}</h2>
          {children}
        </div>
        <div className="feature__art">
          <SceneArt scene={scene} alt={art} />
        </div>
      </div>
    </section>
  );
}
