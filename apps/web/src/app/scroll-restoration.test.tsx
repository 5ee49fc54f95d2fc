import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction, type NavigateOptions } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEP_SCROLL_STATE } from '../lib/keep-scroll.ts';
import { SCROLL_POSITIONS_KEY, ScrollRestoration } from './scroll-restoration.tsx';

let navigate: NavigateFunction;

function Driver() {
  navigate = useNavigate();
  return <h2 id="reviews">후기</h2>;
}

function renderAt(path = '/a') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Driver />
      <ScrollRestoration />
    </MemoryRouter>,
  );
}

/** The person scrolls: the browser moves the page, then fires a scroll event. */
function scrollBy(y: number) {
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });
}

const go = (to: string | number, options?: NavigateOptions) => act(() => void (typeof to === 'number' ? navigate(to) : navigate(to, options)));

beforeEach(() => {
  sessionStorage.clear();
  window.scrollTo(0, 0);
});

afterEach(() => vi.restoreAllMocks());

describe('ScrollRestoration', () => {
  it('takes scroll restoration over from the browser while mounted', () => {
    const { unmount } = renderAt();
    expect(history.scrollRestoration).toBe('manual');
    unmount();
    expect(history.scrollRestoration).toBe('auto');
  });

  it('starts a pushed or replaced page at the top', () => {
    renderAt();
    scrollBy(500);
    go('/b');
    expect(window.scrollY).toBe(0);
    scrollBy(300);
    go('/c', { replace: true });
    expect(window.scrollY).toBe(0);
  });

  it('goes back and forward to where each history entry was left', () => {
    renderAt();
    scrollBy(500);
    go('/b');
    scrollBy(200);
    go(-1);
    expect(window.scrollY).toBe(500);
    go(1);
    expect(window.scrollY).toBe(200);
  });

  it('scrolls a pushed page to the element its hash names', () => {
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderAt();
    scrollBy(500);
    go('/b#reviews');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('reviews'));
    // An unknown hash falls back to the top.
    go('/c#nowhere');
    expect(window.scrollY).toBe(0);
  });

  it('keeps the position when the navigation asks to', () => {
    renderAt('/list');
    scrollBy(800);
    go('/list?sort=price', { state: KEEP_SCROLL_STATE });
    expect(window.scrollY).toBe(800);
  });

  it('keeps the positions in sessionStorage when the page is hidden, so a reload restores them', () => {
    const { unmount } = renderAt();
    scrollBy(400);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    unmount();
    // The key of the first entry of a memory history, like the entry a reloaded page comes back to.
    expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}')).toEqual({ default: 400 });

    window.scrollTo(0, 0);
    renderAt();
    expect(window.scrollY).toBe(400);
  });

  it('restores nothing from stored positions it cannot read, and records anew', () => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, '{not json');
    const { unmount } = renderAt();
    expect(window.scrollY).toBe(0);
    scrollBy(300);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    unmount();
    expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}')).toEqual({ default: 300 });
  });

  it('keeps where the visitor scrolled a server-rendered page before the app ran, saved position or not', () => {
    // The page was left at 400 before a reload; after it, the visitor scrolled to 120 while the scripts loaded.
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ default: 400 }));
    window.scrollTo(0, 120);
    renderAt();
    expect(window.scrollY).toBe(120);
    // Later navigations are the app's as before.
    go('/b');
    expect(window.scrollY).toBe(0);
  });
});
