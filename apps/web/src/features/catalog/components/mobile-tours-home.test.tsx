import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tourThemesQueryOptions } from '../api/get-tour-themes.ts';
import { aTourThemeGroup } from '../../../test/builders.ts';
import { MobileToursHome } from './mobile-tours-home.tsx';
import { renderApp } from '../../../test/render-app.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})) }));

const GROUPS = [
  aTourThemeGroup('첫째 그룹', [
    { name: '시내 투어', count: 7 },
    { name: '입장권', count: 2 },
  ]),
  aTourThemeGroup('둘째 그룹', [{ name: '근교 투어', count: 4 }]),
  aTourThemeGroup('셋째 그룹', [{ name: '야경 투어', count: 1 }]),
];

function renderHome(recentlyViewed: boolean) {
  renderApp(<MobileToursHome banners={null} recentlyViewed={recentlyViewed ? <section aria-label="최근 본 상품 자리" /> : null} />, {
    platform: 'mobile',
    cache: [[tourThemesQueryOptions().queryKey, GROUPS]],
  });
}

const layout = () =>
  Array.from(document.querySelectorAll('main h2, main [data-testid="recently-viewed-block"]')).map((el) =>
    el.matches('h2') ? el.textContent : 'RECENT',
  );

describe('MobileToursHome', () => {
  it('puts recently viewed after the first two groups, only when there is history', () => {
    renderHome(true);
    expect(layout()).toEqual(['첫째 그룹', '둘째 그룹', 'RECENT', '셋째 그룹']);
    screen.getByRole('heading', { name: '첫째 그룹' });
  });

  it('has no recent block without history', () => {
    renderHome(false);
    expect(layout()).toEqual(['첫째 그룹', '둘째 그룹', '셋째 그룹']);
  });

  it('shows at most four cards per theme block, in the API order, with a link to the theme list', () => {
    renderHome(false);
    const group = screen.getByRole('region', { name: '첫째 그룹' });
    const blocks = group.querySelectorAll('[data-theme]');
    expect(blocks).toHaveLength(2);
    const names = (block: Element) => Array.from(block.querySelectorAll('li strong')).map((s) => s.textContent);
    expect(names(blocks[0]!)).toHaveLength(4);
    expect(names(blocks[0]!)).toEqual(['시내 투어 1', '시내 투어 2', '시내 투어 3', '시내 투어 4']);
    expect(names(blocks[1]!)).toEqual(['입장권 1', '입장권 2']);
    const themeNo = GROUPS[0]!.themeItems[0]!.themeNo;
    expect(within(blocks[0] as HTMLElement).getByRole('link', { name: /시내 투어 더보기/ }).getAttribute('href')).toBe(
      `/m/1.0/tg/list_theme.html?themeno=${themeNo}`,
    );
  });

  it('links to the community, airport pickup, eSIM and the partners', () => {
    renderHome(false);
    const quick = screen.getByRole('navigation', { name: '투어 바로가기' });
    expect(within(quick).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/m/1.0/grp_main/community.html?id=tripbuddy',
      '/m/1.0/tg/list_theme.html?themeno=259',
      '/m/1.0/tg/list_theme.html?themeno=211',
    ]);
    const partners = within(screen.getByRole('navigation', { name: '제휴 서비스' })).getAllByRole('link');
    expect(partners.every((a) => a.getAttribute('target') === '_blank')).toBe(true);
    expect(screen.getByRole('link', { name: /도시, 투어·티켓/ }).getAttribute('href')).toBe('/m/1.0/grp_main/search_header.html?searchType=tour');
  });
});
