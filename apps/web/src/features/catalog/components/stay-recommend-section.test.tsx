import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StayCategory, StayRecommendItem } from '@minda/contracts/stays';
import { stayRecommendationsQueryOptions } from '../api/get-stay-recommendations.ts';
import { StayRecommendSection } from './stay-recommend-section.tsx';
import { aStayCard } from '../../../test/builders.ts';
import { renderApp } from '../../../test/render-app.tsx';

// Lists here come from the cache; a call that does go out (the loading case) never answers.
vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})) }));

const item = (stayCategory: StayCategory): StayRecommendItem => {
  const card = aStayCard();
  return { ...card, goodsName: `${stayCategory} 민박 ${card.goodsNo}`, stayCategory };
};

function renderSection(data: StayRecommendItem[] | undefined, onToggleWish = vi.fn()) {
  renderApp(<StayRecommendSection onToggleWish={onToggleWish} />, { platform: 'mobile', cache: data ? [[stayRecommendationsQueryOptions().queryKey, data]] : [] });
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
