import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { webPaths } from '@minda/contracts/paths';
import type { TourListPage, TourItem } from '@minda/contracts/tours';
import { productQueryRoots } from '../../../lib/query-keys.ts';
import { tourListPageQueryOptions, tourListPagesQueryOptions } from '../api/get-tour-list-page.ts';
import { CityTourList } from './city-tour-list.tsx';
import { renderApp, type CachedQuery } from '../../../test/render-app.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})) }));

const PARIS = '001002001';

const tour = (itemNo: number, over: Partial<TourItem> = {}): TourItem => ({
  itemNo,
  itemName: `파리 상품 ${itemNo}`,
  salePrice: 45000,
  itemImgPath: `tours/${itemNo}.svg`,
  isWish: false,
  reviewGrade: 4.5,
  reviewCount: 3,
  wishCount: 2,
  category: PARIS,
  categoryName: '파리',
  countryName: '프랑스',
  sort: itemNo,
  itemCategoryType: 'LOCAL_TOUR',
  ...over,
});

const pageOf = (content: TourItem[], over: Partial<TourListPage> = {}): TourListPage => ({
  category: PARIS,
  categoryName: '파리',
  countryName: '프랑스',
  content,
  number: 0,
  size: 20,
  totalElements: 45,
  totalPages: 3,
  last: false,
  counts: { LOCAL_TOUR: 20, TICKET: 15, ACTIVITY: 10, CONVENIENCE: 0 },
  ...over,
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderList(platform: 'pc' | 'mobile', url: string, page?: TourListPage, category = PARIS) {
  const filter = { category, itemCategoryType: undefined, sort: 'recommended' as const };
  const cache: CachedQuery[] = !page
    ? []
    : platform === 'pc'
      ? [[tourListPageQueryOptions(filter, 0).queryKey, page]]
      : [[tourListPagesQueryOptions(filter).queryKey, { pages: [page], pageParams: [0] }]];
  renderApp(
    <>
      <CityTourList category={category} platform={platform} />
      <Location />
    </>,
    { path: url, platform, cache },
  );
}

describe('CityTourList', () => {
  it('keeps its pages under the tours root key, so wish toggles reach them', () => {
    const key = tourListPageQueryOptions({ category: PARIS, itemCategoryType: undefined, sort: 'recommended' }, 0).queryKey;
    expect(key.slice(0, productQueryRoots.tour.length)).toEqual([...productQueryRoots.tour]);
  });

  it('titles the city, shows the type tabs with counts (no empty type) and the total', () => {
    renderList('pc', webPaths.pc.tourList.href(PARIS), pageOf([tour(1), tour(2)]));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('파리 투어·티켓');
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['전체 45', '투어 20', '티켓 15', '액티비티 10']);
    expect(screen.getByRole('tab', { name: '전체 45' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('총 45개')).toBeTruthy();
    expect(document.querySelectorAll('[data-item-no]')).toHaveLength(2);
  });

  it('moves to the tab, sort and page through the address', () => {
    renderList('pc', webPaths.pc.tourList.href(PARIS), pageOf([tour(1)]));
    fireEvent.click(screen.getByRole('tab', { name: '티켓 15' }));
    expect(screen.getByTestId('location').textContent).toBe('/tg/list.php?category=001002001&itemCategoryType=TICKET');
    fireEvent.change(screen.getByRole('combobox', { name: '정렬' }), { target: { value: 'price' } });
    expect(screen.getByTestId('location').textContent).toBe('/tg/list.php?category=001002001&itemCategoryType=TICKET&sort=price');
  });

  it('pages on PC with numbered links', () => {
    renderList('pc', webPaths.pc.tourList.href(PARIS), pageOf([tour(1)]));
    const pager = screen.getByRole('navigation', { name: '페이지' });
    expect(pager.querySelector('[aria-current="page"]')?.textContent).toBe('1');
    expect(screen.getByRole('link', { name: '2페이지' }).getAttribute('href')).toBe('/tg/list.php?category=001002001&page=2');
    expect(screen.getByRole('link', { name: '다음 페이지' }).getAttribute('href')).toBe('/tg/list.php?category=001002001&page=2');
    expect(screen.queryByRole('link', { name: '이전 페이지' })).toBeNull();
  });

  it('scrolls instead of paging on mobile, with the sold-out text on a sold-out card', () => {
    renderList('mobile', webPaths.mobile.tourList.href(PARIS), pageOf([tour(1, { salePrice: 0 }), tour(2, { salePrice: 1234500 })]));
    expect(screen.queryByRole('navigation', { name: '페이지' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('파리 투어·티켓');
    const [soldOut, priced] = [...document.querySelectorAll('[data-item-no]')];
    expect(soldOut!.textContent).toContain('판매완료 (다른 일정 확인)');
    expect(priced!.textContent).toContain('1,234,500원~');
    expect(priced!.querySelector('a')!.getAttribute('href')).toBe('/m/1.0/tg/view.html?itemno=2');
  });

  it('shows the empty text for a tab without products', () => {
    renderList('pc', webPaths.pc.tourList.href(PARIS), pageOf([], { totalElements: 0, totalPages: 0, last: true }));
    expect(screen.getByText('조건에 맞는 투어·티켓이 없습니다.')).toBeTruthy();
  });

  it('shows skeletons while the first page loads', () => {
    renderList('mobile', webPaths.mobile.tourList.href(PARIS));
    expect(screen.getByRole('status', { name: '투어·티켓 불러오는 중' })).toBeTruthy();
  });

  it('says the city is missing for a malformed code without asking the API', () => {
    renderList('pc', webPaths.pc.tourList.href('paris'), undefined, 'paris');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('도시 정보를 찾을 수 없습니다.');
  });
});
