import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { webPaths } from '@minda/contracts/paths';
import { MobileHome } from './mobile-home.tsx';

function renderHome() {
  return render(
    <MemoryRouter>
      <MobileHome
        banners={<div>배너 자리</div>}
        stayRecommendations={<div>민박 추천 자리</div>}
        tourRecommendations={<div>투어 추천 자리</div>}
        popularCities={<div>인기 도시 자리</div>}
      />
    </MemoryRouter>,
  );
}

describe('MobileHome', () => {
  it('links the tiles to their exact targets', () => {
    renderHome();
    const tiles = within(screen.getByRole('navigation', { name: '서비스 바로가기' })).getAllByRole('link');
    expect(tiles.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['한인민박', '/m/1.0/grp_main/accom.html'],
      ['민박 특가', '/m/1.0/md/stays?search_type=blowout_sale_minbak&sort_type=sale'],
      ['투어·티켓', '/m/1.0/grp_main/tour.html'],
      ['스테이플러스', '/m/1.0/grp_main/stayplus.html'],
      ['이벤트', webPaths.mobile.eventList.href()],
      ['비수기 특가', '/m/1.0/md/stays?search_type=noseason_sale_minbak&sort_type=booking'],
      ['공항픽업', '/m/1.0/tg/list_theme.html?themeno=259'],
      ['유심·보험', '/m/1.0/tg/list_theme.html?themeno=211'],
      ['민다 온리', webPaths.mobile.exclusive.href()],
    ]);
    // Every tile has its own inline icon, nothing loaded from elsewhere.
    for (const tile of tiles) expect(tile.querySelector('svg')).not.toBeNull();
  });

  it('has the search bar, the menu link and the community links', () => {
    renderHome();
    expect(screen.getByRole('link', { name: /어디로 떠나세요/ }).getAttribute('href')).toBe('/m/1.0/grp_main/search_header.html');
    expect(screen.getByRole('link', { name: '전체 메뉴' }).getAttribute('href')).toBe('/m/1.0/grp_main/more.html');
    const community = within(screen.getByRole('region', { name: '민다 커뮤니티' })).getAllByRole('link');
    expect(community.map((a) => a.getAttribute('href'))).toEqual([
      webPaths.mobile.community.href('tripbuddy'),
      webPaths.mobile.community.href('sale'),
      webPaths.mobile.community.href('jobs'),
    ]);
    expect(community.map((a) => a.textContent)).toEqual([
      expect.stringContaining('동행 찾기'),
      expect.stringContaining('할인 양도'),
      expect.stringContaining('구인구직'),
    ]);
  });

  it('lays out the feature sections in order inside the main landmark, with header and footer', () => {
    renderHome();
    const main = screen.getByRole('main');
    const text = main.textContent ?? '';
    const order = ['배너 자리', '민박 추천 자리', '투어 추천 자리', '인기 도시 자리', '민다 커뮤니티'].map((t) => text.indexOf(t));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('통신판매중개자');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('민다');
  });

  it('sets the page title and the share metadata', () => {
    renderHome();
    expect(document.title).toBe('민다 - 해외 한인민박, 호텔, 투어·티켓');
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('민다 - 해외 한인민박, 호텔, 투어·티켓');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('한인민박');
  });
});
