import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HotelProperty } from '@minda/contracts/hotels';
import type { StayCard } from '@minda/contracts/stays';
import type { TourItem } from '@minda/contracts/tours';
import { webPaths } from '@minda/contracts/paths';
import type { TotalSearchResult } from '@minda/contracts/search';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';
import { totalSearchQueryOptions } from '../api/get-total-search.ts';
import { readTotalSearchState } from '../total-search-params.ts';
import { TotalSearchPage } from './total-search-page.tsx';
import { aHotelProperty, aStayCard, aTourItem } from '../../../test/builders.ts';
import { renderApp } from '../../../test/render-app.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn() }));

const stay = (goodsNo: number, goodsName: string): StayCard => aStayCard({ goodsNo, goodsName, locations: [] });
const tour = (itemNo: number, itemName: string): TourItem => aTourItem({ itemNo, itemName });
const hotel = (propertyId: number, name: string): HotelProperty =>
  aHotelProperty(name, { propertyId, propertyUuid: `00000000-0000-4000-8000-${String(propertyId).padStart(12, '0')}`, cityId: 3 });

function answer(partial: Partial<TotalSearchResult>): TotalSearchResult {
  return { keyword: '파리', searchCls: 'all', sortCls: '', category: '', counts: { minbak: 0, tour: 0, hotel: 0 }, stays: [], tours: [], hotels: [], page: 0, totalPages: 0, ...partial };
}

function renderAt(href: string) {
  return renderApp(<TotalSearchPage />, { path: href, route: webPaths.pc.totalSearch.path }).probe;
}

const hrefOf = (probe: ReturnType<typeof renderAt>) => probe.location.pathname + probe.location.search;

describe('TotalSearchPage', () => {
  beforeEach(() => vi.mocked(apiGet).mockReset());

  it('keeps each line’s copy of the answer under that line’s root key, so hearts reach every card', () => {
    const state = readTotalSearchState(new URLSearchParams({ keyword: '파리' }));
    const shared = () => Promise.resolve(answer({}));
    expect(totalSearchQueryOptions('stay', state, shared).queryKey[0]).toBe(productQueryRoots.stay[0]);
    expect(totalSearchQueryOptions('tour', state, shared).queryKey[0]).toBe(productQueryRoots.tour[0]);
    expect(totalSearchQueryOptions('hotel', state, shared).queryKey[0]).toBe(productQueryRoots.hotel[0]);
  });

  it('asks for a keyword instead of searching when there is none', () => {
    renderAt(webPaths.pc.totalSearch.href({ category: 'stays', keyword: '' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('통합 검색');
    expect(screen.getByText(/입력해 주세요/)).toBeTruthy();
    expect(apiGet).not.toHaveBeenCalled();
  });

  it('groups the lines with their counts, marks the keyword in names, and makes one request', async () => {
    vi.mocked(apiGet).mockResolvedValue(
      answer({
        counts: { minbak: 12, tour: 1, hotel: 1 },
        stays: [stay(1, '에펠 파리 민박')],
        tours: [tour(5, '파리 야경 투어')],
        hotels: [hotel(9, '루브르 호텔')],
        totalPages: 1,
      }),
    );
    const probe = renderAt(webPaths.pc.totalSearch.href({ category: 'stays', keyword: '파리' }));
    expect(await screen.findByRole('tab', { name: '한인민박 12' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '전체 14' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: /한인민박/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /투어·티켓/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /해외호텔/ })).toBeTruthy();
    // Only lines with more than the preview get a "more" link.
    expect(screen.queryByRole('link', { name: '투어·티켓 더 보기' })).toBeNull();
    const marks = [...document.querySelectorAll('li mark')].map((m) => m.textContent);
    expect(marks).toEqual(['파리', '파리']);
    expect(apiGet).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('link', { name: '한인민박 더 보기' }));
    expect(probe.location.search).toContain('searchCls=minbak');
  });

  it('changes tab and sort through the address, back to the first page', async () => {
    vi.mocked(apiGet).mockResolvedValue(answer({ searchCls: 'minbak', counts: { minbak: 45, tour: 0, hotel: 2 }, stays: [stay(1, '파리 민박')], page: 1, totalPages: 3 }));
    const probe = renderAt('/main/total_search.php?searchTopCls=all&searchCls=minbak&sortCls=&keyword=%ED%8C%8C%EB%A6%AC&Page=1');
    const pager = await screen.findByRole('navigation', { name: '페이지' });
    expect(within(pager).getByRole('link', { name: '2페이지' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pager).getByRole('link', { name: '다음' }));
    expect(readTotalSearchState(new URLSearchParams(probe.location.search)).page).toBe(2);

    fireEvent.change(screen.getByLabelText('정렬'), { target: { value: 'price' } });
    expect(readTotalSearchState(new URLSearchParams(probe.location.search))).toMatchObject({ sortCls: 'price', page: 0, searchCls: 'minbak' });
    fireEvent.click(screen.getByRole('tab', { name: /해외호텔/ }));
    expect(hrefOf(probe)).toContain('searchCls=hotel');
  });

  it('says so when nothing matches', async () => {
    vi.mocked(apiGet).mockResolvedValue(answer({ keyword: '없는말' }));
    renderAt(webPaths.pc.totalSearch.href({ category: 'stays', keyword: '없는말' }));
    expect(await screen.findByText(/‘없는말’에 맞는 상품이 없어요/)).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });
});
