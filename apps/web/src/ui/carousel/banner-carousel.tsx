import { useEffect, useReducer, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from '@minda/contracts/rules/limits';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons/icons.tsx';
import { SmartLink } from '../smart-link/smart-link.tsx';
import {
  canLoop,
  carouselReducer,
  counterText,
  initialCarouselState,
  isSettled,
  slideIndex,
  trackOffset,
  trackSlides,
} from './carousel-position.ts';
import styles from './banner-carousel.module.css';

export type BannerSlide = {
  key: string | number;
  href: string;
  imageSrc: string;
  /** What the banner says, for people who cannot see the image. */
  alt: string;
};

type Props = {
  slides: readonly BannerSlide[];
  /** Accessible name of the carousel region, e.g. "이벤트 배너". */
  label: string;
  loading?: boolean;
  perView?: number;
  gap?: number;
  height: number;
  autoplayMs?: number;
  speedMs?: number;
};

/** Minimum horizontal travel of a finger that counts as a swipe. */
const SWIPE_PX = 40;

/**
 * Looping banner carousel (spec 1 §2.3, §9): autoplay that pauses on hover, focus, touch or the pause
 * button, a "2 / 5" counter, previous/next buttons, swipe, a skeleton while loading, and no motion for
 * people who asked for reduced motion.
 */
export function BannerCarousel({
  slides,
  label,
  loading = false,
  perView = 1,
  gap = 0,
  height,
  autoplayMs = BANNER_AUTOPLAY_MS,
  speedMs = BANNER_SPEED_MS,
}: Props) {
  const count = slides.length;
  const reducedMotion = useReducedMotion();
  const [state, dispatch] = useReducer(carouselReducer, initialCarouselState);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touching, setTouching] = useState(false);
  const [stopped, setStopped] = useState(false);
  const touchStartX = useRef<number | undefined>(undefined);

  const loops = canLoop(count, perView);
  const autoplay = loops && !reducedMotion && !stopped;
  const paused = hovered || focused || touching;
  const current = slideIndex(state.position, count);

  // A different set of slides starts over at the first one.
  const slideKeys = slides.map((s) => s.key).join('|');
  useEffect(() => dispatch({ type: 'reset' }), [slideKeys]);

  // After the slide animation, a clone is swapped for the real slide it shows.
  useEffect(() => {
    if (isSettled(state.position, count) || count === 0) return;
    const timer = setTimeout(() => dispatch({ type: 'settle', count }), reducedMotion ? 0 : speedMs);
    return () => clearTimeout(timer);
  }, [state.position, count, speedMs, reducedMotion]);

  useEffect(() => {
    if (!autoplay || paused) return;
    const timer = setTimeout(() => dispatch({ type: 'step', delta: 1, count, perView, animate: true }), autoplayMs);
    return () => clearTimeout(timer);
  }, [autoplay, paused, current, count, perView, autoplayMs]);

  const move = (delta: 1 | -1) => dispatch({ type: 'step', delta, count, perView, animate: !reducedMotion });

  const frameStyle = {
    '--per-view': perView,
    '--gap': `${gap}px`,
    '--height': `${height}px`,
    '--speed': `${speedMs}ms`,
  } as CSSProperties;

  if (loading) {
    return (
      <div className={styles.frame} style={frameStyle} aria-busy="true" aria-label={`${label} 불러오는 중`} role="status">
        <div className={styles.skeletonRow}>
          {Array.from({ length: perView }, (_, i) => (
            <div key={i} className={styles.skeleton} />
          ))}
        </div>
      </div>
    );
  }
  if (count === 0) return null;

  const offset = trackOffset(state.position, count, perView);
  const trackStyle = {
    '--offset': offset,
    transition: state.animate && !reducedMotion ? undefined : 'none',
  } as CSSProperties;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={styles.frame}
      style={frameStyle}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        className={styles.viewport}
        aria-live={autoplay && !paused ? 'off' : 'polite'}
        onTouchStart={(event) => {
          touchStartX.current = event.touches[0]?.clientX;
          setTouching(true);
        }}
        onTouchEnd={(event) => {
          const start = touchStartX.current;
          const end = event.changedTouches[0]?.clientX;
          touchStartX.current = undefined;
          setTouching(false);
          if (start === undefined || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
          move(end < start ? 1 : -1);
        }}
        onTouchCancel={() => setTouching(false)}
      >
        <div className={styles.track} style={trackStyle} data-testid="carousel-track" data-offset={offset}>
          {trackSlides(count, perView).map(({ trackIndex, slide, clone }) => {
            const item = slides[slide];
            if (!item) return null;
            const visible = !clone && trackIndex >= offset && trackIndex < offset + perView;
            return (
              <div
                key={`${clone ? 'clone' : 'slide'}-${trackIndex}`}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slide + 1} / ${count}`}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
              >
                <SmartLink href={item.href} className={styles.link} tabIndex={visible ? undefined : -1}>
                  <img
                    className={styles.image}
                    src={item.imageSrc}
                    alt={item.alt}
                    loading={!clone && slide < perView ? 'eager' : 'lazy'}
                    // The first banner is the largest paint of the homes: fetch it before anything else.
                    fetchPriority={!clone && slide === 0 ? 'high' : undefined}
                    decoding={!clone && slide === 0 ? 'sync' : 'async'}
                    draggable={false}
                  />
                </SmartLink>
              </div>
            );
          })}
        </div>
      </div>
      {loops && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={() => move(-1)} aria-label="이전 배너">
            <ChevronLeftIcon size={16} />
          </button>
          <span className={styles.counter} data-testid="carousel-counter">
            {counterText(state.position, count)}
          </span>
          <button type="button" className={styles.control} onClick={() => move(1)} aria-label="다음 배너">
            <ChevronRightIcon size={16} />
          </button>
          {!reducedMotion && (
            <button
              type="button"
              className={styles.control}
              onClick={() => setStopped((s) => !s)}
              aria-label={stopped ? '자동 넘김 재생' : '자동 넘김 멈춤'}
            >
              {stopped ? <PlayIcon size={14} /> : <PauseIcon size={14} />}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
