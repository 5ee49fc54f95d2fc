import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { webPaths } from '@minda/contracts/paths';
import { createLocationProbe } from '../../test/location-probe.tsx';
import { TooltipProvider } from '../tooltip/tooltip.tsx';
import type { PcHeaderMode } from './header-state.ts';
import { PcHeader, type PcHeaderUser } from './pc-header.tsx';
import { SearchModalProvider } from './search-launcher.tsx';

const member: PcHeaderUser = { nickName: '여행자', profileImage: null, unreadInquiryCount: 0 };

function renderHeader(props: { user: PcHeaderUser | null | undefined; mode?: PcHeaderMode; saleInProgress?: boolean }, initialPath = '/stay/index.php?x=1') {
  const probe = createLocationProbe();
  render(
    <MemoryRouter initialEntries={[initialPath]}>
      <Routes>
        <Route
          path="*"
          element={
            <TooltipProvider>
              <SearchModalProvider>
                <PcHeader mode="normal" {...props} />
              </SearchModalProvider>
            </TooltipProvider>
          }
        />
      </Routes>
      {probe.element}
    </MemoryRouter>,
  );
  return probe;
}

describe('PcHeader: visitor and member', () => {
  it('gives a visitor login (carrying the current path) and sign-up links, and no nickname', () => {
    renderHeader({ user: null });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/member/login.php?encoded_login_return_page=true&login_return_page=%252Fstay%252Findex.php%253Fx%253D1');
    expect(within(banner).getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe('/member/register.php');
    expect(within(banner).queryByText(/님$/)).toBeNull();
    expect(within(banner).getByRole('link', { name: '민다 홈' }).getAttribute('href')).toBe('/main/index.php');
    expect(within(banner).getByRole('link', { name: '고객센터' }).getAttribute('href')).toBe('/community/list.php?id=notice');
  });

  it('shows nothing in the account area while the page user loads', () => {
    renderHeader({ user: undefined });
    expect(screen.queryByRole('link', { name: '로그인' })).toBeNull();
    expect(screen.queryByText(/님$/)).toBeNull();
  });

  it('shows a member the nickname with 님 and the default profile image, without a dot when nothing is unread', () => {
    renderHeader({ user: member });
    expect(screen.getByText('여행자님')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '로그인' })).toBeNull();
    const avatar = screen.getByRole('button', { name: /여행자님/ }).querySelector('img');
    expect(avatar?.getAttribute('src')).toBe('/uploads/default/profile.svg');
    expect(screen.queryByTestId('unread-dot')).toBeNull();
  });

  it('uses the member profile image when there is one', () => {
    renderHeader({ user: { ...member, profileImage: 'profiles/7.svg' } });
    expect(screen.getByRole('button', { name: /여행자님/ }).querySelector('img')?.getAttribute('src')).toBe('/uploads/profiles/7.svg');
  });

  it('caps the unread badge at 99+ and shows the red dot beside the nickname', () => {
    renderHeader({ user: { ...member, unreadInquiryCount: 120 } });
    const button = screen.getByRole('button', { name: /여행자님/ });
    expect(within(button).getByTestId('unread-dot')).toBeTruthy();
    expect(screen.getByText('99+')).toBeTruthy();
  });

  it('shows the exact unread count up to 99', () => {
    renderHeader({ user: { ...member, unreadInquiryCount: 99 } });
    expect(screen.getByText('99')).toBeTruthy();
  });

  it('opens the member menu with the my-page links and logout', async () => {
    const user = userEvent.setup();
    renderHeader({ user: member });
    const button = screen.getByRole('button', { name: /여행자님/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const hrefs = ['마이페이지', '예약내역', '찜', '1:1 문의', '로그아웃'].map((name) => screen.getByRole('link', { name }).getAttribute('href'));
    expect(hrefs).toEqual([
      '/mypage/mypage_home.php',
      '/mypage/my_reservation.php',
      '/mypage/guidebook.php',
      '/mypage/inquiry/list.php',
      webPaths.member.logout.href(),
    ]);
  });
});

describe('PcHeader: menu bar', () => {
  it('lists the menu bar with the NEW tag, and the SALE tag only while a sale runs', () => {
    renderHeader({ user: null });
    const nav = screen.getByRole('navigation', { name: '주요 메뉴' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/stay/index.php',
      '/main/sale_tab1.php',
      '/tg/index.php',
      '/stay/hotel.php',
      '/minda_only/index.php',
      '/stayplus/index.php',
    ]);
    expect(within(nav).getByText('NEW')).toBeTruthy();
    expect(within(nav).queryByText('SALE')).toBeNull();
  });

  it('tags the stays tab (한인민박) with SALE when the flag is set', () => {
    renderHeader({ user: null, saleInProgress: true });
    const nav = screen.getByRole('navigation', { name: '주요 메뉴' });
    expect(within(nav).getByRole('link', { name: /한인민박/ }).textContent).toContain('SALE');
    expect(within(nav).getByRole('link', { name: /^특가/ }).textContent).not.toContain('SALE');
  });
});

describe('PcHeader: all-menu', () => {
  it('opens on hover, lists the groups and links, and closes on Escape and on leave', async () => {
    const user = userEvent.setup();
    renderHeader({ user: null });
    const button = screen.getByRole('button', { name: '전체 메뉴' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.hover(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    expect(within(panel).getAllByRole('heading').map((h) => h.textContent)).toEqual(['교통', '통신·보험', '할인·쿠폰', '이벤트', '커뮤니티', '여행정보']);
    expect(within(panel).getByRole('link', { name: '공항픽업' }).getAttribute('href')).toBe('/tg/list_theme.php?themeno=259');
    expect(within(panel).getByRole('link', { name: '유심·eSIM' }).getAttribute('href')).toBe('/tg/list_theme.php?themeno=211');
    expect(within(panel).getByRole('link', { name: '비수기 특가' }).getAttribute('href')).toBe('/main/sale_tab3.php');
    expect(within(panel).getByRole('link', { name: '쿠폰' }).getAttribute('href')).toBe('/main/coupon_tab2.php');
    expect(within(panel).getByRole('link', { name: '동행 찾기' }).getAttribute('href')).toBe('/community/list.php?id=tripbuddy');
    expect(within(panel).getByRole('link', { name: '할인 양도' }).getAttribute('href')).toBe('/community/list.php?id=sale');
    expect(within(panel).getByRole('link', { name: '구인구직' }).getAttribute('href')).toBe('/community/list.php?id=jobs');
    const eventHrefs = within(panel)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
      .filter((h) => h?.startsWith('/event/'));
    expect(eventHrefs).toEqual(['/event/view.php?id=gevent&no=353', '/event/view.php?id=gevent&no=336']);
    for (const name of [/렌터카/, /여행자보험/]) {
      const link = within(panel).getByRole('link', { name });
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);

    await user.unhover(button.parentElement!);
    await user.hover(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.unhover(button.parentElement!);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens by keyboard (Enter) and Escape returns focus to the button', async () => {
    const user = userEvent.setup();
    renderHeader({ user: null });
    const button = screen.getByRole('button', { name: '전체 메뉴' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('공항픽업');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('stays open when the hover that opened it is followed by a click', async () => {
    const user = userEvent.setup();
    renderHeader({ user: null });
    const button = screen.getByRole('button', { name: '전체 메뉴' });
    await user.click(button); // user-event hovers first, then clicks
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('PcHeader: fixed mode and the search modal', () => {
  it('offers the compact search trigger only in fixed mode', () => {
    renderHeader({ user: null, mode: 'normal' });
    expect(screen.queryByRole('button', { name: '어디로 떠나시나요?' })).toBeNull();
    expect(screen.getByRole('banner').getAttribute('data-mode')).toBe('normal');
  });

  it('opens the three-tab search modal from the fixed trigger and locks page scroll; an empty keyword only closes', async () => {
    const user = userEvent.setup();
    const probe = renderHeader({ user: null, mode: 'fixed' });
    expect(screen.getByRole('banner').getAttribute('data-mode')).toBe('fixed');
    await user.click(screen.getByRole('button', { name: '어디로 떠나시나요?' }));

    const dialog = await screen.findByRole('dialog', { name: '검색' });
    expect(within(dialog).getAllByRole('tab').map((t) => t.textContent)).toEqual(['한인민박', '해외호텔', '투어·티켓']);
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: '검색' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
    expect(probe.location.pathname).toBe('/stay/index.php');
  });

  it('sends a keyword to the site-wide search with the chosen tab as category', async () => {
    const user = userEvent.setup();
    const probe = renderHeader({ user: null, mode: 'fixed' });
    await user.click(screen.getByRole('button', { name: '어디로 떠나시나요?' }));
    const dialog = await screen.findByRole('dialog', { name: '검색' });
    await user.click(within(dialog).getByRole('tab', { name: '투어·티켓' }));
    expect(within(dialog).getByRole('tab', { name: '투어·티켓' }).getAttribute('aria-selected')).toBe('true');
    await user.type(within(dialog).getByLabelText('검색어'), '루브르{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(probe.location.pathname + probe.location.search).toBe('/main/total_search.php?searchTopCls=all&searchCls=all&sortCls=&category=tour&keyword=%EB%A3%A8%EB%B8%8C%EB%A5%B4&Page=0');
  });

  it('also opens the modal from the search icon in normal mode', async () => {
    const user = userEvent.setup();
    renderHeader({ user: null });
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByRole('dialog', { name: '검색' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
