import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StayCard } from '@minda/contracts/stays';
import { RECENTLY_VIEWED_KEYS } from '@minda/contracts/rules/recently-viewed';
import { recentlyViewedStaysQueryOptions } from '../api/get-recently-viewed-stays.ts';
import { recordView } from '../recently-viewed-store.ts';
import { RecentlyViewedStays } from './recently-viewed-section.tsx';
import { aStayCard } from '../../../test/builders.ts';
import { renderApp, type CachedQuery } from '../../../test/render-app.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})) }));

const card = (goodsNo: number, goodsName: string): StayCard => aStayCard({ goodsNo, goodsName });

function renderSection(cache: CachedQuery[] = []) {
  renderApp(<RecentlyViewedStays />, { platform: 'mobile', cache });
}

afterEach(() => localStorage.clear());

describe('RecentlyViewedStays', () => {
  it('renders nothing without history', () => {
    renderSection();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the stays of the history in stored order under its title', () => {
    localStorage.setItem(
      RECENTLY_VIEWED_KEYS.stay,
      JSON.stringify([
        { goodsNo: 1002, category: 'c', name: '두번째', viewedAt: '2026-11-21T00:00:00Z' },
        { goodsNo: 1001, category: 'c', name: '첫번째', viewedAt: '2026-11-20T00:00:00Z' },
      ]),
    );
    renderSection([[recentlyViewedStaysQueryOptions([1002, 1001]).queryKey, [card(1002, '민박 B'), card(1001, '민박 A')]]]);
    const region = screen.getByRole('region', { name: '내가 본 상품, 다시 보기' });
    expect(Array.from(region.querySelectorAll('strong')).map((s) => s.textContent)).toEqual(['민박 B', '민박 A']);
  });

  it('follows new views recorded while the page is open', () => {
    renderSection([[recentlyViewedStaysQueryOptions([1001]).queryKey, [card(1001, '민박 A')]]]);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => recordView({ kind: 'stay', goodsNo: 1001, category: 'c', name: '민박 A' }));
    expect(screen.getByRole('region', { name: '내가 본 상품, 다시 보기' }).textContent).toContain('민박 A');
  });

  it('survives a corrupted history', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEYS.stay, '{oops');
    renderSection();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
