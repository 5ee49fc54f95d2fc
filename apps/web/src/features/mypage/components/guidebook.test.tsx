import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuidebookDetail, GuidebookSummary } from '@minda/contracts/mypage';
import type { StayCard } from '@minda/contracts/stays';
import { apiGet } from '../../../lib/api-client.ts';
import { aMember, aStayCard } from '../../../test/builders.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { Guidebook, type GuidebookWishToggle } from './guidebook.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn() }));
const mockedGet = vi.mocked(apiGet);

const summary: GuidebookSummary = {
  total: 5,
  types: [
    { type: 'stay', count: 2, thumbnails: [] },
    { type: 'tour', count: 3, thumbnails: [] },
    { type: 'hotel', count: 0, thumbnails: [] },
  ],
};

const stayPage = (content: StayCard[], page = 1, totalPages = 1): GuidebookDetail => ({
  type: 'stay',
  content,
  number: page - 1,
  size: 12,
  totalElements: 2,
  totalPages,
  last: page >= totalPages,
});

function answer(pages: GuidebookDetail[]) {
  mockedGet.mockReset();
  mockedGet.mockImplementation(async (path, options) => {
    if (path === 'common/mypage/guidebook/summary') return summary;
    if (path === 'common/mypage/guidebook/V2/summary') return [];
    const page = Number((options?.query as { page?: number } | undefined)?.page ?? 1);
    return pages[page - 1] ?? pages[0]!;
  });
}

const detailCalls = () => mockedGet.mock.calls.filter(([path]) => path === 'common/mypage/guidebook/detail').map(([, options]) => options?.query);

beforeEach(() => answer([stayPage([])]));

describe('Guidebook', () => {
  it('shows the stays tab with the counts of every line and the wished cards, newest first as the server sends them', async () => {
    answer([stayPage([aStayCard({ goodsNo: 1001, goodsName: '파리하늘민박', isWish: true }), aStayCard({ goodsNo: 1002, goodsName: '런던민박', isWish: true })])]);
    renderApp(<Guidebook heading="찜 목록" onToggleWish={() => undefined} />, { path: '/mypage/guidebook.php', user: aMember() });

    await screen.findByText('파리하늘민박');
    const tabs = within(screen.getByRole('navigation', { name: '찜 종류' })).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual(['한인민박 2', '투어·티켓 3', '호텔 0']);
    expect(tabs[0]!.getAttribute('aria-current')).toBe('page');
    expect(detailCalls()).toEqual([{ type: 'stay', page: 1 }]);
    const names = within(screen.getByRole('list', { name: '찜한 한인민박' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(names[0]).toContain('파리하늘민박');
    expect(names[1]).toContain('런던민박');
  });

  it('opens the tab the address names and offers a way to browse when it is empty', async () => {
    renderApp(<Guidebook onToggleWish={() => undefined} />, { path: '/m/1.0/guidebook/main.html?tab=hotel', user: aMember() });
    await screen.findByText('찜한 호텔이 없어요.');
    expect(detailCalls()).toEqual([{ type: 'hotel', page: 1 }]);
    expect(screen.getByRole('link', { name: '호텔 둘러보기' }).getAttribute('href')).toBe('/m/1.0/grp_main/hotel.html');
  });

  it('hands a heart tap to the wish toggle with the card', async () => {
    const card = aStayCard({ goodsNo: 1001, goodsName: '파리하늘민박', isWish: true });
    answer([stayPage([card])]);
    const taps: GuidebookWishToggle[] = [];
    renderApp(<Guidebook onToggleWish={(item) => taps.push(item)} />, { path: '/mypage/guidebook.php', user: aMember() });
    const item = (await screen.findByText('파리하늘민박')).closest('li')!;
    fireEvent.click(within(item).getByRole('button', { name: '찜 해제' }));
    expect(taps).toEqual([{ type: 'stay', card }]);
  });

  it('loads the next page with 더 보기', async () => {
    answer([stayPage([aStayCard({ goodsNo: 1001, goodsName: '첫 페이지 민박' })], 1, 2), stayPage([aStayCard({ goodsNo: 1002, goodsName: '둘째 페이지 민박' })], 2, 2)]);
    renderApp(<Guidebook onToggleWish={() => undefined} />, { path: '/mypage/guidebook.php', user: aMember() });
    fireEvent.click(await screen.findByRole('button', { name: '더 보기' }));
    await screen.findByText('둘째 페이지 민박');
    expect(screen.getByText('첫 페이지 민박')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull());
    expect(detailCalls()).toEqual([
      { type: 'stay', page: 1 },
      { type: 'stay', page: 2 },
    ]);
  });

  it('sends a visitor to the login page, coming back to the same tab', async () => {
    const { probe } = renderApp(<Guidebook onToggleWish={() => undefined} />, { path: '/mypage/guidebook.php?tab=tour', route: '/mypage/guidebook.php', user: null });
    await waitFor(() => expect(probe.location.pathname).toBe('/member/login.php'));
    expect(new URLSearchParams(probe.location.search).get('login_return_page')).toBe(encodeURIComponent('/mypage/guidebook.php?tab=tour'));
    expect(mockedGet).not.toHaveBeenCalled();
  });
});
