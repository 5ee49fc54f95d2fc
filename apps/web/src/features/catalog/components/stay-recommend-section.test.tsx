import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { StayCategory, StayRecommendItem } from '@minda/contracts/catalog';
import { stayRecommendationsQueryOptions } from '../api/get-stay-recommendations.ts';
import { StayRecommendSection } from './stay-recommend-section.tsx';

// Lists here come from the cache; a call that does go out (the loading case) never answers.
vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})) }));

let goodsNo = 1000;
const item = (stayCategory: StayCategory): StayRecommendItem => {
  goodsNo += 1;
  return {
    goodsNo,
    goodsName: `${stayCategory} 민박 ${goodsNo}`,
    minPrice: 50000,
    reviewGrade: 4.5,
    reviewCount: 10,
    wishCount: 3,
    isWish: false,
    bookType: 1,
    goodsImgPath: `stays/${goodsNo}.svg`,
    locations: ['파리'],
    category: '001002001',
    categoryName: '파리',
    countryName: '프랑스',
    isAwards: false,
    saleRate: 0,
    stayCategory,
  };
};

function renderSection(data: StayRecommendItem[] | undefined, onToggleWish = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (data) queryClient.setQueryData(stayRecommendationsQueryOptions().queryKey, data);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <StayRecommendSection onToggleWish={onToggleWish} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onToggleWish };
}

const cardNames = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('link')
    .map((a) => a.querySelector('strong')?.textContent);

describe('StayRecommendSection', () => {
  it('selects the first chip by default and shows at most five of its stays', () => {
    renderSection([...Array.from({ length: 7 }, () => item('GRADE')), item('SALE'), item('BREAKFAST')]);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['평점 좋은 민박', '특가 민박', '조식 맛집']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(cardNames()).toHaveLength(5);
    expect(cardNames().every((name) => name?.startsWith('GRADE'))).toBe(true);
  });

  it('shows the chosen chip’s stays and scrolls the list back to the start', () => {
    renderSection([item('GRADE'), item('GRADE'), item('SALE')]);
    const rail = within(screen.getByRole('tabpanel')).getByRole('list');
    rail.scrollLeft = 300;
    fireEvent.click(screen.getByRole('tab', { name: '특가 민박' }));
    expect(screen.getByRole('tab', { name: '특가 민박' }).getAttribute('aria-selected')).toBe('true');
    expect(cardNames().every((name) => name?.startsWith('SALE'))).toBe(true);
    expect(within(screen.getByRole('tabpanel')).getByRole('list').scrollLeft).toBe(0);
  });

  it('moves between chips with the arrow keys', () => {
    renderSection([item('GRADE'), item('SALE')]);
    fireEvent.keyDown(screen.getByRole('tab', { name: '평점 좋은 민박' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '특가 민박' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '특가 민박' }));
  });

  it('passes the tapped stay to the wish toggle', () => {
    const stays = [item('GRADE')];
    const { onToggleWish } = renderSection(stays);
    fireEvent.click(screen.getByRole('button', { name: '찜하기' }));
    expect(onToggleWish).toHaveBeenCalledWith(stays[0]);
  });

  it('shows three chip and four card skeletons while loading', () => {
    renderSection(undefined);
    const status = screen.getByRole('status', { name: '추천 민박 불러오는 중' });
    expect(status.querySelectorAll('[data-skeleton="chip"]')).toHaveLength(3);
    expect(status.querySelectorAll('[data-skeleton="card"]')).toHaveLength(4);
  });
});
