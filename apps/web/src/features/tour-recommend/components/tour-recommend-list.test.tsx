import type { InfiniteData } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TourRecommendItem, TourRecommendPage } from '@minda/contracts/tours';
import { productQueryRoots } from '../../../lib/query-keys.ts';
import { tourRecommendPagesQueryOptions } from '../api/get-tour-recommend-page.ts';
import { TourRecommendList } from './tour-recommend-list.tsx';
import { renderApp } from '../../../test/render-app.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})) }));

const PARIS = '001002001';

const item = (itemNo: number, over: Partial<TourRecommendItem> = {}): TourRecommendItem => ({
  itemNo,
  itemName: `파리 투어 ${itemNo}`,
  itemImgPath: `tour/${itemNo}.svg`,
  category: PARIS,
  categoryName: '파리',
  salePrice: 45000,
  reviewGrade: 4.8,
  reviewCount: 12,
  wishCount: 3,
  isWish: false,
  ...over,
});

function renderList(platform: 'pc' | 'mobile', pages?: TourRecommendPage[], onToggleWish = vi.fn()) {
  const data: InfiniteData<TourRecommendPage, number> | undefined = pages && { pages, pageParams: pages.map((p) => p.number) };
  renderApp(<TourRecommendList category={PARIS} platform={platform} onToggleWish={onToggleWish} />, {
    platform: 'mobile',
    cache: data ? [[tourRecommendPagesQueryOptions(PARIS).queryKey, data]] : [],
  });
  return onToggleWish;
}

afterEach(() => vi.unstubAllGlobals());

describe('TourRecommendList', () => {
  it('asks for the next page when its end comes within 200 px of the viewport', () => {
    const margins: (string | undefined)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(_callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          margins.push(options?.rootMargin);
        }
        observe() {}
        disconnect() {}
      },
    );
    renderList('mobile', [{ content: [item(1), item(2)], number: 0, last: false, categoryName: '파리' }]);
    expect(margins).toEqual(['0px 0px 200px 0px']);
  });

  it('keeps its pages under the tours root key, so wish toggles reach them', () => {
    expect(tourRecommendPagesQueryOptions(PARIS).queryKey.slice(0, productQueryRoots.tour.length)).toEqual([...productQueryRoots.tour]);
  });

  it('titles the list with the city and renders cards from every loaded page', () => {
    renderList('pc', [
      { content: [item(1), item(2)], number: 0, last: false, categoryName: '파리' },
      { content: [item(3)], number: 1, last: true, categoryName: '파리' },
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('파리에서 인기있는 트립 상품');
    expect(document.querySelectorAll('[data-item-no]')).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: /파리 투어 1/ })[0]!.getAttribute('href')).toBe('/tg/view.php?itemno=1');
  });

  it('shows review and wish counts only above 0, and the sold-out text at price 0', () => {
    renderList('mobile', [
      { content: [item(1, { reviewCount: 0, wishCount: 0, salePrice: 0 }), item(2, { reviewCount: 1234, wishCount: 5, salePrice: 1234500 })], number: 0, last: true, categoryName: '파리' },
    ]);
    const [soldOut, priced] = [...document.querySelectorAll('[data-item-no]')];
    expect(soldOut!.textContent).toContain('판매완료 (다른 일정 확인)');
    expect(soldOut!.querySelector('[data-stat]')).toBeNull();
    expect(soldOut!.textContent).toContain('4.8');
    expect(priced!.textContent).toContain('후기 1,234');
    expect(priced!.textContent).toContain('찜 5');
    expect(priced!.textContent).toContain('1,234,500원~');
    expect(priced!.querySelector('a')!.getAttribute('href')).toBe('/m/1.0/tg/view.html?itemno=2');
  });

  it('hands the heart tap to the route and never follows the link', () => {
    const onToggle = renderList('pc', [{ content: [item(7, { isWish: true })], number: 0, last: true, categoryName: '파리' }]);
    fireEvent.click(screen.getByRole('button', { name: '찜 해제' }));
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ itemNo: 7, isWish: true }));
  });

  it('shows the empty message when the city has no tours', () => {
    renderList('pc', [{ content: [], number: 0, last: true, categoryName: '체스키크룸로프' }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('상품 정보가 존재하지 않습니다.');
  });

  it('shows two rows of skeleton cards while the first page loads', () => {
    renderList('mobile');
    expect(screen.getByRole('status', { name: '투어·티켓 불러오는 중' }).querySelectorAll('[data-skeleton="card"]')).toHaveLength(4);
  });

  it('links the promo board to the platform pages', () => {
    renderList('mobile', [{ content: [item(1)], number: 0, last: true, categoryName: '파리' }]);
    expect(screen.getByRole('link', { name: /우리 함께 떠나요/ }).getAttribute('href')).toBe('/m/1.0/grp_main/community.html?id=tripbuddy');
    expect(screen.getByRole('link', { name: /공항 픽업/ }).getAttribute('href')).toBe('/m/1.0/tg/list_theme.html?themeno=259');
  });
});
