import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hotelThemesQueryOptions } from '../api/get-hotel-themes.ts';
import { aHotelTheme } from '../../../test/builders.ts';
import { MobileHotelsHome } from './mobile-hotels-home.tsx';
import { renderApp } from '../../../test/render-app.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})) }));

const THEMES = [
  aHotelTheme('유럽 인기 호텔', [
    { name: '파리', count: 11 },
    { name: '런던', count: 2 },
  ]),
  aHotelTheme('야경 호텔', [{ name: '홍콩', count: 1 }]),
];

function renderHome(onToggleWish = vi.fn()) {
  renderApp(<MobileHotelsHome banners={null} recentlyViewed={null} popularCities={<section aria-label="인기 도시 자리" />} onToggleWish={onToggleWish} />, {
    platform: 'mobile',
    cache: [[hotelThemesQueryOptions().queryKey, THEMES]],
  });
  return { onToggleWish };
}

describe('MobileHotelsHome', () => {
  it('shows each theme with a chip per city, the first selected, at most ten hotels', () => {
    renderHome();
    const theme = screen.getByRole('region', { name: '유럽 인기 호텔' });
    const tabs = within(theme).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['파리', '런던']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    const names = () => within(within(theme).getByRole('tabpanel')).getAllByRole('link').map((a) => a.querySelector('strong')?.textContent);
    expect(names()).toHaveLength(10);

    fireEvent.click(within(theme).getByRole('tab', { name: '런던' }));
    expect(within(theme).getByRole('tab', { name: '런던' }).getAttribute('aria-selected')).toBe('true');
    expect(names()).toEqual(['유럽 인기 호텔 런던 1', '유럽 인기 호텔 런던 2']);
    expect(screen.getByRole('region', { name: '야경 호텔' })).toBeTruthy();
  });

  it('passes the tapped hotel to the wish toggle and links cards to the hotel detail', () => {
    const { onToggleWish } = renderHome();
    const theme = screen.getByRole('region', { name: '야경 호텔' });
    fireEvent.click(within(theme).getByRole('button', { name: '찜하기' }));
    expect(onToggleWish).toHaveBeenCalledWith(THEMES[1]!.cityHotels[0]!.properties[0]);
    expect(within(theme).getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^\/hotel\/detail\/[0-9a-f-]+\?occupancy=2$/);
    expect(screen.getByRole('link', { name: /도시, 호텔/ }).getAttribute('href')).toBe('/m/1.0/grp_main/search_header.html?searchType=hotel');
  });
});
