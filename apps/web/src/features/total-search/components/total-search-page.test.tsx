import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HotelProperty, StayCard, TourItem } from '@minda/contracts/catalog';
import { webPaths } from '@minda/contracts/paths';
import type { TotalSearchResult } from '@minda/contracts/search';
import { apiGet } from '../../../lib/api-client.ts';
import { productQueryRoots } from '../../../lib/query-keys.ts';
import { createLocationProbe } from '../../../test/location-probe.tsx';
import { totalSearchQueryOptions } from '../api/get-total-search.ts';
import { readTotalSearchState } from '../total-search-params.ts';
import { TotalSearchPage } from './total-search-page.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn() }));

const stay = (goodsNo: number, goodsName: string): StayCard => ({
  goodsNo, goodsName, minPrice: 50000, reviewGrade: 4.5, reviewCount: 10, wishCount: 3, isWish: false, bookType: 1, goodsImgPath: 'stay/x.svg',
  locations: [], category: '001002001', categoryName: '파리', countryName: '프랑스', isAwards: false, saleRate: 0,
});
const tour = (itemNo: number, itemName: string): TourItem => ({
  itemNo, itemName, salePrice: 30000, itemImgPath: 'tour/x.svg', isWish: false, reviewGrade: 4, reviewCount: 2, wishCount: 1,
  category: '001002001', categoryName: '파리', countryName: '프랑스', sort: 1, itemCategoryType: 'LOCAL_TOUR',
});
const hotel = (propertyId: number, name: string): HotelProperty => ({
  propertyUuid: `00000000-0000-4000-8000-${String(propertyId).padStart(12, '0')}`, propertyId, nameTranslations: { 'ko-KR': name, 'en-US': name },
  starRating: 4, reviewScore: 8.5, reviewCount: 5, wishCount: 0, isWish: false, minBasePriceBeforeDiscount: 150000, thumbnailPath: 'hotel/x.svg',
  cityId: 3, cities: [{ translations: [{ language: 'ko-KR', translation: '파리' }] }],
});

function answer(partial: Partial<TotalSearchResult>): TotalSearchResult {
  return { keyword: '파리', searchCls: 'all', sortCls: '', category: '', counts: { minbak: 0, tour: 0, hotel: 0 }, stays: [], tours: [], hotels: [], page: 0, totalPages: 0, ...partial };
}

function renderAt(href: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const probe = createLocationProbe();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[href]}>
        <Routes>
          <Route path={webPaths.pc.totalSearch.path} element={<TotalSearchPage />} />
        </Routes>
        {probe.element}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return probe;
}

const hrefOf = (probe: ReturnType<typeof createLocationProbe>) => probe.location.pathname + probe.location.search;

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
