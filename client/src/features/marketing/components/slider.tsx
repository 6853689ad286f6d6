/**
 * A carousel: shows as many slides at once as its stylesheet says for the viewport width (the
 * `--per-view` custom property, marketing.css), with previous/next buttons and position dots.
 * With `autoplayMs` it advances by itself, except under prefers-reduced-motion, while hovered or
 * focused, or after the visitor pauses it. Off-screen slides are inert.
 *
 * The first render reads nothing from the window, so a prerendered page and the browser's first
 * render agree (hydration): the slide widths and the offset come from CSS, every possible dot is
 * rendered and CSS hides the ones the width leaves no position for, and the pause button is
 * rendered and hidden by CSS under reduced motion. After mounting, the script reads `--per-view`
 * back and renders exactly what is on screen, so nothing moves.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { IconChevronLeft, IconChevronRight } from '#client/shared/components/icons/controls.tsx';
import { lastStart, step } from '../slider-breakpoints';

interface Props {
  label: string;
  slides: { key: string; label: string; content: ReactNode }[];
  /** The CSS class that sets `--per-view` for each width (marketing.css); without one, one slide at a time. */
  layout?: 'slider--features' | 'slider--platforms';
  autoplayMs?: number;
  className?: string;
}

/** The slides per view the stylesheet sets for the current width; undefined until mounted. */
function useCssPerView(ref: RefObject<HTMLElement | null>): number | undefined {
  const [perView, setPerView] = useState<number | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => {
      const value = Number.parseInt(getComputedStyle(element).getPropertyValue('--per-view'), 10);
      setPerView(Number.isFinite(value) && value >= 1 ? value : 1);
    };
    read();
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, [ref]);
  return perView;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the visitor asked for less motion; the prerendered page (and hydration) assume not, and CSS covers the difference. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

export function Slider({ label, slides, layout, autoplayMs, className = '' }: Props) {
  const id = useId();
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const perView = useCssPerView(ref);
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = slides.length;
  // Until the width is known (first render), every position a width could have is rendered.
  const measured = perView ?? 1;
  const start = Math.min(index, lastStart(count, measured));
  const canAutoplay = !!autoplayMs && !reducedMotion;
  const playing = canAutoplay && !hovered && !focused && !stopped;

  // Taken over from the server's HTML with the pointer or the focus already on it (a prerendered
  // page, home-islands.tsx): no enter or focus event is coming, so it does not start moving.
  useEffect(() => {
    const element = ref.current;
    if (element?.matches(':hover')) setHovered(true);
    if (element?.matches(':focus-within')) setFocused(true);
  }, []);

  useEffect(() => {
    if (!playing || !autoplayMs || perView === undefined) return;
    const timer = window.setInterval(() => setIndex((i) => step(i, 1, count, perView)), autoplayMs);
    return () => window.clearInterval(timer);
  }, [playing, autoplayMs, count, perView]);

  const positions = lastStart(count, measured) + 1;
  return (
    <div
      ref={ref}
      className={['slider', layout, className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={label}
      data-per-view={perView}
      data-playing={playing}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node)) setFocused(false);
      }}
    >
      <div className="slider__viewport">
        <div id={id} className="slider__track" aria-live={playing ? 'off' : 'polite'} style={{ '--slider-start': start } as CSSProperties}>
          {slides.map((slide, i) => {
            const visible = perView === undefined || (i >= start && i < start + perView);
            const number = i + 1;
            const name = slide.label;
            return (
              <div
                key={slide.key}
                className="slider__slide"
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${number} of ${count}: ${name}`}
                aria-hidden={!visible}
                inert={!visible}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>
      {positions > 1 && (
        <div className="slider__controls">
          <button type="button" className="slider__arrow" aria-controls={id} onClick={() => setIndex(step(start, -1, count, measured))}>
            <IconChevronLeft />
            <span className="visually-hidden">{t`Previous slide`}</span>
          </button>
          <div className="slider__dots">
            {Array.from({ length: positions }, (_, p) => {
              const number = p + 1;
              return (
                <button
                  key={p}
                  type="button"
                  className="slider__dot"
                  aria-controls={id}
                  aria-current={p === start}
                  aria-label={t`Show slide ${number}`}
                  onClick={() => setIndex(p)}
                />
              );
            })}
          </div>
          <button type="button" className="slider__arrow" aria-controls={id} onClick={() => setIndex(step(start, 1, count, measured))}>
            <IconChevronRight />
            <span className="visually-hidden">{t`Next slide`}</span>
          </button>
          {canAutoplay && (
            <button type="button" className="slider__pause button button--ghost" onClick={() => setStopped((s) => !s)}>
              {stopped ? t`Play slideshow` : t`Pause slideshow`}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
