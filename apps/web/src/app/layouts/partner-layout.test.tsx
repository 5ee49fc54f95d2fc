import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMember } from '../../test/builders.ts';
import { renderApp } from '../../test/render-app.tsx';
import { PartnerLayout } from './partner-layout.tsx';

describe('the partner layout', () => {
  it('tells a member to sign in with a partner account', () => {
    renderApp(<PartnerLayout variant="pc" />, { path: '/manager/booking/list.php?astep=1', user: aMember() });
    expect(screen.getByRole('heading', { name: '파트너 계정으로 로그인해 주세요.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '파트너 계정으로 로그인' }).getAttribute('href')).toBe(
      // The return page is sent encoded (spec 2 §6.1), then encoded again as a query value.
      '/member/login.php?encoded_login_return_page=true&login_return_page=%252Fmanager%252Fbooking%252Flist.php%253Fastep%253D1',
    );
    expect(screen.queryByRole('navigation', { name: '파트너 메뉴' })).toBeNull();
  });

  it('sends a visitor of the partner app to the mobile login page and back (issue 55)', () => {
    const { probe } = renderApp(<PartnerLayout variant="app" />, { path: '/manager_app/booking/index.html', route: '/manager_app/booking/index.html', user: null });
    expect(probe.location.pathname).toBe('/m/1.0/member/login.html');
    expect(probe.location.search).toBe('?encoded_login_return_page=true&login_return_page=%252Fmanager_app%252Fbooking%252Findex.html');
  });

  it('opens the manager to a partner, with both lists in the PC menu', () => {
    renderApp(<PartnerLayout variant="pc" />, { path: '/manager/booking/list.php', user: aMember({ role: 'partner', nickName: '파리하늘민박' }) });
    expect(screen.getByRole('link', { name: '숙소 예약 관리' }).getAttribute('href')).toBe('/manager/booking/list.php?astep=1');
    expect(screen.getByRole('link', { name: '투어 예약 관리' }).getAttribute('href')).toBe('/manager/tg/reserve_list.php');
    expect(screen.getByRole('link', { name: '숙소 고객 문의' }).getAttribute('href')).toBe('/manager/inquiry/list.php');
    expect(screen.getByRole('link', { name: '투어 고객 문의' }).getAttribute('href')).toBe('/manager/tg/inquiry/list.php');
    expect(screen.getByRole('link', { name: '후기 관리' }).getAttribute('href')).toBe('/manager/review/list.php');
    expect(screen.getByText('파리하늘민박님')).toBeTruthy();
    expect(screen.queryByText('파트너 계정으로 로그인해 주세요.')).toBeNull();
  });

  it("names a partner's staff login itself, not its business (issue 57, partner users)", () => {
    const staff = aMember({ id: 12, role: 'partner', loginId: 'sun.staff', nickName: '햇살직원', partnerStaff: { accountId: 40, businessName: '파리하늘민박' } });
    renderApp(<PartnerLayout variant="pc" />, { path: '/manager/booking/list.php', user: staff });
    expect(screen.getByText('햇살직원님')).toBeTruthy();
    expect(screen.getByRole('link', { name: '숙소 예약 관리' })).toBeTruthy();
  });
});
