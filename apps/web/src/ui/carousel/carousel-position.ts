/**
 * Position logic of the looping carousel, kept pure so it can be tested without a browser.
 *
 * The track holds `perView` clones of the last slides, the slides, then `perView` clones of the first
 * slides. A step may move one past either end onto the clones (so the slide animates on in the same
 * direction); `settle` then jumps, without animation, to the real slide the clone shows.
 */
export type CarouselState = {
  /** Index of the first visible slide; -1 or `count` while resting on clones before settling. */
  position: number;
  /** Whether the next move of the track animates. */
  animate: boolean;
};

export type CarouselAction =
  | { type: 'step'; delta: 1 | -1; count: number; perView: number; animate: boolean }
  | { type: 'settle'; count: number }
  | { type: 'reset' };

export const initialCarouselState: CarouselState = { position: 0, animate: false };

/** Looping (and autoplay, buttons, clones) only makes sense when there is more than one view of slides. */
export function canLoop(count: number, perView: number): boolean {
  return count > perView;
}

export function isSettled(position: number, count: number): boolean {
  return position >= 0 && position < count;
}

/** The real slide index a position shows first: -1 -> count - 1, count -> 0. */
export function slideIndex(position: number, count: number): number {
  if (count <= 0) return 0;
  return ((position % count) + count) % count;
}

/** "2 / 5": the first visible slide and the number of slides. */
export function counterText(position: number, count: number): string {
  return `${slideIndex(position, count) + 1} / ${count}`;
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'step': {
      const { count, perView, delta, animate } = action;
      if (!canLoop(count, perView)) return state;
      // A second press while resting on a clone waits for the settle; otherwise it would run off the track.
      if (!isSettled(state.position, count)) return state;
      const next = state.position + delta;
      // Without animation there is nothing to see on the clone: land on the real slide at once.
      return animate ? { position: next, animate: true } : { position: slideIndex(next, count), animate: false };
    }
    case 'settle':
      return isSettled(state.position, action.count) ? state : { position: slideIndex(state.position, action.count), animate: false };
    case 'reset':
      return initialCarouselState;
  }
}

/** Track index (0-based, clones included) of each rendered slide, and which real slide it shows. */
export function trackSlides(count: number, perView: number): { trackIndex: number; slide: number; clone: boolean }[] {
  if (!canLoop(count, perView)) return Array.from({ length: count }, (_, i) => ({ trackIndex: i, slide: i, clone: false }));
  const before = Array.from({ length: perView }, (_, i) => count - perView + i);
  const after = Array.from({ length: perView }, (_, i) => i);
  return [
    ...before.map((slide) => ({ slide, clone: true })),
    ...Array.from({ length: count }, (_, slide) => ({ slide, clone: false })),
    ...after.map((slide) => ({ slide, clone: true })),
  ].map((entry, trackIndex) => ({ ...entry, trackIndex }));
}

/** Offset of the track (in slides) for a position: the leading clones come first. */
export function trackOffset(position: number, count: number, perView: number): number {
  return canLoop(count, perView) ? position + perView : 0;
}
