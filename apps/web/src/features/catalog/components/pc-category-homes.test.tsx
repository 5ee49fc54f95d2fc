import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { hotelThemesQueryOptions } from '../api/get-hotel-themes.ts';
import { stayThemesQueryOptions } from '../api/get-stay-themes.ts';
import { tourThemesQueryOptions } from '../api/get-tour-themes.ts';
import { aHotelTheme, aStayTheme, aTourThemeGroup } from '../../../test/builders.ts';
import { PcHotelsHome } from './pc-hotels-home.tsx';
import { PcStaysHome } from './pc-stays-home.tsx';
import { PcToursHome } from './pc-tours-home.tsx';

// Lists come from the pre-filled cache; a call that does go out (the loading case) never answers.
vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})) }));

const STAY_THEMES = [
  aStayTheme('첫째 테마', [
    { name: '파리', count: 12 },
    { name: '런던', count: 2 },
  ]),
  aStayTheme('둘째 테마', [{ name: '로마', count: 2 }]),
  aStayTheme('셋째 테마', [{ name: '프라하', count: 2 }]),
  aStayTheme('넷째 테마', [{ name: '빈', count: 1 }]),
];
const TOUR_GROUPS = [
  aTourThemeGroup('첫째 그룹', [
    { name: '시내 투어', count: 7 },
    { name: '입장권', count: 2 },
  ]),
  aTourThemeGroup('둘째 그룹', [{ name: '근교 투어', count: 4 }]),
  aTourThemeGroup('셋째 그룹', [{ name: '야경 투어', count: 1 }]),
];
const HOTEL_THEMES = [aHotelTheme('유럽 인기 호텔', [{ name: '파리', count: 11 }]), aHotelTheme('야경 호텔', [{ name: '홍콩', count: 1 }])];

const slot = (name: string) => <section aria-label={name} data-slot={name} />;
const recent = (history: boolean) => (history ? <section aria-label="최근 본 상품 자리" /> : null);

/** Section headings, slots and the recent block of main content, in document order. */
const layout = () =>
  Array.from(document.querySelectorAll('h1, h2, [data-slot], [data-testid="recently-viewed-block"], nav[aria-label="제휴 서비스"]')).map((el) => {
    if (el.matches('[data-testid="recently-viewed-block"]')) return 'RECENT';
    if (el.matches('nav')) return 'PARTNERS';
    return el.getAttribute('data-slot') ?? el.textContent;
  });

function renderStays(history: boolean) {
  return renderApp(
    <PcStaysHome popularCities={slot('인기 도시')} banners={slot('배너')} recentlyViewed={recent(history)} />,
    { cache: [[stayThemesQueryOptions().queryKey, STAY_THEMES]] },
  );
}

describe('PcStaysHome', () => {
  it('lays out search, popular cities, banners, two themes, recently viewed, the rest, then the partner tiles', () => {
    renderStays(true);
    expect(layout()).toEqual(['한국어로 편하게, 가족 같은 한인민박', '인기 도시', '배너', '첫째 테마', '둘째 테마', 'RECENT', '셋째 테마', '넷째 테마', 'PARTNERS']);
    expect(document.title).toBe('한인민박 | 자유여행의 시작, 민다');
  });

  it('leaves out the recent block without history but keeps the partner tiles, opening in a new tab', () => {
    renderStays(false);
    expect(layout()).toEqual(['한국어로 편하게, 가족 같은 한인민박', '인기 도시', '배너', '첫째 테마', '둘째 테마', '셋째 테마', '넷째 테마', 'PARTNERS']);
    const partners = within(screen.getByRole('navigation', { name: '제휴 서비스' })).getAllByRole('link');
    expect(partners.map((a) => [a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
      ['_blank', 'noopener noreferrer'],
      ['_blank', 'noopener noreferrer'],
    ]);
  });

  it('shows up to ten stays of the first chip as a grid of PC cards linking to the PC stay detail', () => {
    renderStays(false);
    const panel = within(screen.getByRole('region', { name: '첫째 테마' })).getByRole('tabpanel');
    const links = within(panel).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]!.getAttribute('href')).toMatch(/^\/main\/view\.php\?goodsno=\d+$/);
    expect(within(panel).getByRole('list').style.getPropertyValue('--grid-columns')).toBe('5');
  });

  it('has a search box without tabs that opens the search modal on the stays tab', async () => {
    const user = userEvent.setup();
    renderStays(false);
    expect(screen.queryByRole('group', { name: '검색할 상품' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '도시나 민박 이름으로 검색해 보세요' }));
    const dialog = await screen.findByRole('dialog', { name: '검색' });
    expect(within(dialog).getByRole('tab', { selected: true }).textContent).toBe('한인민박');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('검색어'));
  });

  it('keeps the search bar exactly as tall as the fixed threshold counts (240 px)', () => {
    renderStays(false);
    const hero = document.querySelector<HTMLElement>('[data-search-bar]');
    expect(hero?.dataset.searchBar).toBe('product');
    expect(hero?.style.getPropertyValue('--hero-height')).toBe('240px');
  });
});

function renderTours(history: boolean) {
  return renderApp(
    <PcToursHome banners={slot('배너')} recentlyViewed={recent(history)} popularCities={slot('인기 도시')} selectCollection={slot('셀렉트 컬렉션')} />,
    { cache: [[tourThemesQueryOptions().queryKey, TOUR_GROUPS]] },
  );
}

describe('PcToursHome', () => {
  it('puts recently viewed after the first two groups, then popular cities, the select collection and the partners', () => {
    renderTours(true);
    expect(layout()).toEqual(['현지에서 즐기는 한국어 투어·티켓', '배너', '첫째 그룹', '둘째 그룹', 'RECENT', '셋째 그룹', '인기 도시', '셀렉트 컬렉션', 'PARTNERS']);
    expect(document.title).toBe('투어·티켓 | 자유여행의 시작, 민다');
  });

  it('has no recent block without local history', () => {
    renderTours(false);
    expect(layout()).not.toContain('RECENT');
  });

  it('shows four cards per theme block in one PC row, with PC links to the theme list and the tours', () => {
    renderTours(false);
    const block = screen.getByRole('region', { name: '첫째 그룹' }).querySelector<HTMLElement>('[data-theme]')!;
    const cards = within(block).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(within(block).getByRole('list').dataset.platform).toBe('pc');
    expect(within(block).getByRole('link', { name: /시내 투어 더보기/ }).getAttribute('href')).toBe(`/tg/list_theme.php?themeno=${block.dataset.theme}`);
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toMatch(/^\/tg\/view\.php\?itemno=\d+$/);
  });

  it('links the PC community, airport pickup (259) and eSIM (211) pages', () => {
    renderTours(false);
    const quick = screen.getByRole('navigation', { name: '투어 바로가기' });
    expect(within(quick).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/community/list.php?id=tripbuddy',
      '/tg/list_theme.php?themeno=259',
      '/tg/list_theme.php?themeno=211',
    ]);
  });

  it('opens the search modal on the tour tab', async () => {
    const user = userEvent.setup();
    renderTours(false);
    await user.click(screen.getByRole('button', { name: '도시나 투어·티켓 이름으로 검색해 보세요' }));
    expect(within(await screen.findByRole('dialog', { name: '검색' })).getByRole('tab', { selected: true }).textContent).toBe('투어·티켓');
  });
});

describe('PcHotelsHome', () => {
  it('shows the hotel themes with city chips, then recently viewed, popular cities and the partners', () => {
    renderApp(<PcHotelsHome banners={slot('배너')} recentlyViewed={recent(true)} popularCities={slot('인기 호텔 도시')} />, {
      cache: [[hotelThemesQueryOptions().queryKey, HOTEL_THEMES]],
    });
    expect(layout()).toEqual(['전 세계 호텔을 도시별로 비교해 보세요', '배너', '유럽 인기 호텔', '야경 호텔', 'RECENT', '인기 호텔 도시', 'PARTNERS']);
    expect(within(screen.getByRole('region', { name: '유럽 인기 호텔' })).getByRole('tab', { selected: true }).textContent).toBe('파리');
    expect(document.title).toBe('해외호텔 | 자유여행의 시작, 민다');
  });

  it('opens the search modal on the hotel tab', async () => {
    const user = userEvent.setup();
    renderApp(<PcHotelsHome banners={null} recentlyViewed={null} popularCities={null} />, { cache: [[hotelThemesQueryOptions().queryKey, HOTEL_THEMES]] });
    await user.click(screen.getByRole('button', { name: '도시나 호텔 이름으로 검색해 보세요' }));
    expect(within(await screen.findByRole('dialog', { name: '검색' })).getByRole('tab', { selected: true }).textContent).toBe('해외호텔');
  });
});
