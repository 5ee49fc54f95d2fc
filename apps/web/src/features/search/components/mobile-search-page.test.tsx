import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '@minda/contracts/paths';
import { MODAL_SLIDE_MS } from '@minda/contracts/rules/limits';
import { renderApp } from '../../../test/render-app.tsx';
import { MobileSearchPage } from './mobile-search-page.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})), apiRequest: vi.fn() }));

afterEach(() => vi.useRealTimers());

function renderPage(entries: string[]) {
  const onSearchTypeChange = vi.fn();
  const path = entries.at(-1) ?? webPaths.mobile.search.href('hotel');
  const { probe } = renderApp(
    <Routes>
      <Route path={webPaths.mobile.stays.path} element={<p>민박 홈</p>} />
      <Route path={webPaths.mobile.home.path} element={<p>메인 홈</p>} />
      <Route path={webPaths.mobile.search.path} element={<MobileSearchPage searchType="hotel" onSearchTypeChange={onSearchTypeChange} />} />
    </Routes>,
    { history: entries.slice(0, -1), path },
  );
  return { probe, onSearchTypeChange };
}

describe('MobileSearchPage', () => {
  it('titles the page by type and reports tab changes', () => {
    const { onSearchTypeChange } = renderPage([webPaths.mobile.search.href('hotel')]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('해외호텔 검색');
    expect(document.title).toBe('해외호텔 검색 - 민다');
    fireEvent.click(screen.getByRole('tab', { name: '투어·티켓' }));
    expect(onSearchTypeChange).toHaveBeenCalledWith('tour');
  });

  it('closes with the 300 ms slide, back to the page before', () => {
    vi.useFakeTimers();
    const { probe } = renderPage([webPaths.mobile.stays.href(), webPaths.mobile.search.href('hotel')]);
    // MemoryRouter has no browser history state: give it the index React Router keeps in the browser.
    window.history.replaceState({ idx: 1 }, '');
    fireEvent.click(screen.getByRole('button', { name: '검색 닫기' }));
    act(() => vi.advanceTimersByTime(MODAL_SLIDE_MS - 1));
    expect(probe.location.pathname).toBe(webPaths.mobile.search.path);
    act(() => vi.advanceTimersByTime(1));
    expect(probe.location.pathname).toBe(webPaths.mobile.stays.path);
  });

  it('goes to the mobile home when it was opened directly', () => {
    vi.useFakeTimers();
    const { probe } = renderPage([webPaths.mobile.search.href('hotel')]);
    window.history.replaceState(null, '');
    fireEvent.click(screen.getByRole('button', { name: '검색 닫기' }));
    act(() => vi.advanceTimersByTime(MODAL_SLIDE_MS));
    expect(probe.location.pathname).toBe(webPaths.mobile.home.path);
  });
});
