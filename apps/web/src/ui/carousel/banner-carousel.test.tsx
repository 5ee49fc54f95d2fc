import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from '@minda/contracts/rules/limits';
import { BannerCarousel, type BannerSlide } from './banner-carousel.tsx';

const slides: BannerSlide[] = [1, 2, 3, 4, 5].map((n) => ({ key: n, href: `/event/${n}`, imageSrc: `/uploads/banners/${n}.svg`, alt: `배너 ${n}` }));

function renderCarousel(props: Partial<Parameters<typeof BannerCarousel>[0]> = {}) {
  return render(
    <MemoryRouter>
      <BannerCarousel slides={slides} label="이벤트 배너" perView={2} gap={24} height={120} {...props} />
    </MemoryRouter>,
  );
}

const counter = () => screen.getByTestId('carousel-counter').textContent;
const advance = (ms: number) => void act(() => vi.advanceTimersByTime(ms));

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('BannerCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is an accessible carousel region with a counter and named buttons', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: '이벤트 배너' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(counter()).toBe('1 / 5');
    expect(screen.getByRole('button', { name: '이전 배너' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '다음 배너' })).toBeTruthy();
    // Two slides per view: the first two real slides are exposed, clones and the rest are hidden.
    const exposed = screen.getAllByRole('img').map((img) => img.getAttribute('alt'));
    expect(exposed).toEqual(['배너 1', '배너 2']);
  });

  it('autoplays every BANNER_AUTOPLAY_MS and loops from the last slide to the first', () => {
    renderCarousel();
    advance(BANNER_AUTOPLAY_MS - 1);
    expect(counter()).toBe('1 / 5');
    advance(1);
    expect(counter()).toBe('2 / 5');
    for (const expected of ['3 / 5', '4 / 5', '5 / 5', '1 / 5', '2 / 5']) {
      advance(BANNER_SPEED_MS);
      advance(BANNER_AUTOPLAY_MS);
      expect(counter()).toBe(expected);
    }
  });

  it('settles on the real first slide after looping past the end', () => {
    renderCarousel();
    const track = screen.getByTestId('carousel-track');
    for (let i = 0; i < 5; i += 1) {
      fireEvent.click(screen.getByRole('button', { name: '다음 배너' }));
      advance(BANNER_SPEED_MS);
    }
    expect(counter()).toBe('1 / 5');
    expect(track.dataset.offset).toBe('2');
  });

  it('pauses while hovered or focused and resumes afterwards', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: '이벤트 배너' });
    fireEvent.mouseEnter(region);
    advance(BANNER_AUTOPLAY_MS * 3);
    expect(counter()).toBe('1 / 5');
    fireEvent.mouseLeave(region);
    advance(BANNER_AUTOPLAY_MS);
    expect(counter()).toBe('2 / 5');

    fireEvent.focus(screen.getByRole('button', { name: '다음 배너' }));
    advance(BANNER_SPEED_MS + BANNER_AUTOPLAY_MS * 3);
    expect(counter()).toBe('2 / 5');
    fireEvent.blur(screen.getByRole('button', { name: '다음 배너' }));
    advance(BANNER_AUTOPLAY_MS);
    expect(counter()).toBe('3 / 5');
  });

  it('stops and restarts autoplay with the pause button', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: '자동 넘김 멈춤' }));
    fireEvent.blur(screen.getByRole('button', { name: '자동 넘김 재생' }));
    advance(BANNER_AUTOPLAY_MS * 2);
    expect(counter()).toBe('1 / 5');
    fireEvent.click(screen.getByRole('button', { name: '자동 넘김 재생' }));
    fireEvent.blur(screen.getByRole('button', { name: '자동 넘김 멈춤' }));
    advance(BANNER_AUTOPLAY_MS);
    expect(counter()).toBe('2 / 5');
  });

  it('goes backwards from the first slide to the last', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: '이전 배너' }));
    expect(counter()).toBe('5 / 5');
  });

  it('does not autoplay or animate when reduced motion is asked for', () => {
    mockReducedMotion(true);
    renderCarousel();
    advance(BANNER_AUTOPLAY_MS * 3);
    expect(counter()).toBe('1 / 5');
    expect(screen.queryByRole('button', { name: '자동 넘김 멈춤' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '다음 배너' }));
    expect(counter()).toBe('2 / 5');
    expect(screen.getByTestId('carousel-track').style.transition).toBe('none');
  });

  it('shows a skeleton while loading and nothing without slides', () => {
    const { unmount } = renderCarousel({ loading: true, slides: [] });
    expect(screen.getByRole('status', { name: '이벤트 배너 불러오는 중' })).toBeTruthy();
    unmount();
    const { container } = renderCarousel({ slides: [] });
    expect(container.textContent).toBe('');
  });

  it('shows all slides without controls when they fit in one view', () => {
    renderCarousel({ slides: slides.slice(0, 2) });
    expect(screen.queryByTestId('carousel-counter')).toBeNull();
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });
});
