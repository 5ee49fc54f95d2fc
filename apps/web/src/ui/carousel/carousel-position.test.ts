import { describe, expect, it } from 'vitest';
import { canLoop, carouselReducer, counterText, initialCarouselState, slideIndex, trackOffset, trackSlides } from './carousel-position.ts';

const step = (delta: 1 | -1, animate = true) => ({ type: 'step' as const, delta, count: 5, perView: 2, animate });

describe('carousel position', () => {
  it('loops forward through a clone and settles on the first slide', () => {
    let state = { position: 4, animate: false };
    state = carouselReducer(state, step(1));
    expect(state).toEqual({ position: 5, animate: true });
    expect(counterText(state.position, 5)).toBe('1 / 5');
    state = carouselReducer(state, { type: 'settle', count: 5 });
    expect(state).toEqual({ position: 0, animate: false });
  });

  it('loops backward from the first slide to the last', () => {
    let state = carouselReducer(initialCarouselState, step(-1));
    expect(state.position).toBe(-1);
    expect(counterText(state.position, 5)).toBe('5 / 5');
    state = carouselReducer(state, { type: 'settle', count: 5 });
    expect(state.position).toBe(4);
  });

  it('ignores a step while resting on a clone, and moves straight to the real slide without animation', () => {
    const onClone = { position: 5, animate: true };
    expect(carouselReducer(onClone, step(1))).toBe(onClone);
    expect(carouselReducer({ position: 4, animate: false }, step(1, false))).toEqual({ position: 0, animate: false });
    expect(carouselReducer({ position: 0, animate: false }, step(-1, false))).toEqual({ position: 4, animate: false });
  });

  it('does not move when every slide is already visible', () => {
    expect(canLoop(2, 2)).toBe(false);
    const state = carouselReducer(initialCarouselState, { type: 'step', delta: 1, count: 2, perView: 2, animate: true });
    expect(state).toBe(initialCarouselState);
    expect(trackSlides(2, 2).map((s) => s.clone)).toEqual([false, false]);
    expect(trackOffset(0, 2, 2)).toBe(0);
  });

  it('lays out clones of the last and first slides around the real ones', () => {
    expect(trackSlides(5, 2).map((s) => `${s.clone ? 'c' : ''}${s.slide}`)).toEqual(['c3', 'c4', '0', '1', '2', '3', '4', 'c0', 'c1']);
    expect(trackOffset(0, 5, 2)).toBe(2);
    expect(trackOffset(-1, 5, 2)).toBe(1);
    expect(slideIndex(-1, 5)).toBe(4);
    expect(slideIndex(7, 5)).toBe(2);
  });
});
