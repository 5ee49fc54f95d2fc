import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { webPaths } from '@minda/contracts/paths';
import { renderApp } from '../../../test/render-app.tsx';
import { PcHome } from './pc-home.tsx';

function renderHome() {
  return renderApp(
    <PcHome
      banners={<div>배너 자리</div>}
      stayRecommendations={<div>민박 추천 자리</div>}
      tourRecommendations={<div>투어 추천 자리</div>}
      hotelRecommendations={<div>호텔 추천 자리</div>}
      popularCities={<div>인기 도시 자리</div>}
    />,
  );
}

describe('PcHome', () => {
  it('lays out search, product lines, banners, the three recommendations, popular cities and community in order', () => {
    renderHome();
    const text = document.body.textContent ?? '';
    const order = ['자유여행의 시작, 민다', '해외호텔', '배너 자리', '민박 추천 자리', '투어 추천 자리', '호텔 추천 자리', '인기 도시 자리', '민다 커뮤니티'].map((t) =>
      text.indexOf(t),
    );
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('자유여행의 시작, 민다');
    expect(document.title).toBe('민다 - 해외 한인민박, 호텔, 투어·티켓');
  });

  it('links the three product lines to their PC homes', () => {
    renderHome();
    const lines = within(screen.getByRole('navigation', { name: '상품 바로가기' })).getAllByRole('link');
    expect(lines.map((a) => [a.querySelector('strong')?.textContent, a.getAttribute('href')])).toEqual([
      ['한인민박', webPaths.pc.stays.href()],
      ['투어·티켓', webPaths.pc.tours.href()],
      ['해외호텔', webPaths.pc.hotels.href()],
    ]);
  });

  it('links the community boards on PC', () => {
    renderHome();
    const links = within(screen.getByRole('region', { name: '민다 커뮤니티' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/community/list.php?id=tripbuddy',
      '/community/list.php?id=sale',
      '/community/list.php?id=jobs',
    ]);
  });

  it('has the 336 px search bar whose tabs pick the modal tab and the prompt', async () => {
    const user = userEvent.setup();
    renderHome();
    expect(document.querySelector<HTMLElement>('[data-search-bar="home"]')?.style.getPropertyValue('--hero-height')).toBe('336px');
    const tabs = within(screen.getByRole('group', { name: '검색할 상품' })).getAllByRole('button');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-pressed')])).toEqual([
      ['한인민박', 'true'],
      ['해외호텔', 'false'],
      ['투어·티켓', 'false'],
    ]);
    await user.click(tabs[1]!);
    expect(tabs[1]!.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: '도시나 호텔 이름으로 검색해 보세요' }));
    expect(within(await screen.findByRole('dialog', { name: '검색' })).getByRole('tab', { selected: true }).textContent).toBe('해외호텔');
  });

  it('sends a keyword typed in the opened modal to the site-wide search of that tab', async () => {
    const user = userEvent.setup();
    const { probe } = renderHome();
    await user.click(screen.getByRole('button', { name: '투어·티켓' }));
    await user.click(screen.getByRole('button', { name: '도시나 투어·티켓 이름으로 검색해 보세요' }));
    await user.keyboard('바티칸{Enter}');
    expect(probe.location.pathname + probe.location.search).toBe('/main/total_search.php?searchTopCls=all&searchCls=all&sortCls=&category=tour&keyword=%EB%B0%94%ED%8B%B0%EC%B9%B8&Page=0');
  });
});
