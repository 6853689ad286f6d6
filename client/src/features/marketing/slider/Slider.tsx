/**
 * A carousel: shows `perView` slides for the viewport width, with previous/next buttons and
 * position dots. With `autoplayMs` it advances by itself, except under prefers-reduced-motion,
 * while hovered or focused, or after the visitor pauses it. Off-screen slides are inert.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { IconChevronLeft, IconChevronRight } from '../../../components/icons/controls';
import { lastStart, slidesPerView, step, type SliderBreakpoint } from './breakpoints';

interface Props {
  label: string;
  slides: { key: string; label: string; content: ReactNode }[];
  breakpoints: SliderBreakpoint[];
  autoplayMs?: number;
  className?: string;
}

function useViewportWidth() {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

export function Slider({ label, slides, breakpoints, autoplayMs, className = '' }: Props) {
  const id = useId();
  const perView = slidesPerView(useViewportWidth(), breakpoints);
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = slides.length;
  const start = Math.min(index, lastStart(count, perView));
  const canAutoplay = !!autoplayMs && !reducedMotion;
  const playing = canAutoplay && !hovered && !focused && !stopped;

  useEffect(() => {
    if (!playing || !autoplayMs) return;
    const timer = window.setInterval(() => setIndex((i) => step(i, 1, count, perView)), autoplayMs);
    return () => window.clearInterval(timer);
  }, [playing, autoplayMs, count, perView]);

  const positions = lastStart(count, perView) + 1;
  return (
    <div
      className={`slider ${className}`}
      role="region"
      aria-roledescription="carousel"
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
        <div
          id={id}
          className="slider__track"
          aria-live={playing ? 'off' : 'polite'}
          style={{ transform: `translateX(-${(start * 100) / perView}%)` }}
        >
          {slides.map((slide, i) => {
            const visible = i >= start && i < start + perView;
            return (
              <div
                key={slide.key}
                className="slider__slide"
                style={{ flexBasis: `${100 / perView}%` }}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}: ${slide.label}`}
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
          <button type="button" className="slider__arrow" aria-controls={id} onClick={() => setIndex(step(start, -1, count, perView))}>
            <IconChevronLeft />
            <span className="visually-hidden">Previous slide</span>
          </button>
          <div className="slider__dots">
            {Array.from({ length: positions }, (_, p) => (
              <button
                key={p}
                type="button"
                className="slider__dot"
                aria-controls={id}
                aria-current={p === start}
                aria-label={`Show slide ${p + 1}`}
                onClick={() => setIndex(p)}
              />
            ))}
          </div>
          <button type="button" className="slider__arrow" aria-controls={id} onClick={() => setIndex(step(start, 1, count, perView))}>
            <IconChevronRight />
            <span className="visually-hidden">Next slide</span>
          </button>
          {canAutoplay && (
            <button type="button" className="slider__pause button button--ghost" onClick={() => setStopped((s) => !s)}>
              {stopped ? 'Play slideshow' : 'Pause slideshow'}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
