import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OperatorPermission, OperatorRole } from '@minda/contracts/rules/operator-roles';
import { signedInOperatorQueryOptions } from '../../features/operators/api/get-signed-in-operator.ts';
import { aMember } from '../../test/builders.ts';
import { renderApp, type CachedQuery } from '../../test/render-app.tsx';
import { AdminLayout } from './admin-layout.tsx';

describe('the admin layout', () => {
  it('sends a visitor to the back office login and back', () => {
    const { probe } = renderApp(<AdminLayout />, { path: '/admin/bookings?status=9', route: '/admin/bookings', user: null });
    expect(probe.location.pathname).toBe('/admin/login');
    expect(probe.location.search).toBe('?return=%2Fadmin%2Fbookings%3Fstatus%3D9');
  });

  it.each(['member', 'partner'] as const)('shows a %s the 403 screen, not the menu', (role) => {
    renderApp(<AdminLayout />, { path: '/admin/refunds', user: aMember({ role }) });
    expect(screen.getByRole('heading', { name: '관리자 계정으로 로그인해 주세요.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '관리자 계정으로 로그인' }).getAttribute('href')).toBe('/admin/login?return=%2Fadmin%2Frefunds');
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).toBeNull();
  });

  it('opens to the super operator, with every screen in the menu', () => {
    renderApp(<AdminLayout />, { path: '/admin/bookings', user: aMember({ role: 'admin', nickName: '운영자' }), cache: [operator('super', '최고 관리자', ['bookings.read', 'bookings.write', 'inquiries.answer', 'refunds.manage'])] });
    const menu = within(screen.getByRole('navigation', { name: '관리자 메뉴' }));
    expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['예약 관리', '/admin/bookings'],
      ['환불 관리', '/admin/refunds'],
      ['1:1 문의', '/admin/inquiries'],
      ['내 계정', '/admin/account'],
    ]);
    expect(screen.getByText('운영자님')).toBeTruthy();
    expect(screen.getByText('· 최고 관리자')).toBeTruthy();
  });

  it("shows an operator only what the role may open, and says so on a screen outside it", () => {
    renderApp(<AdminLayout />, { path: '/admin/refunds', user: aMember({ role: 'admin', nickName: '지원팀' }), cache: [operator('support', '고객 지원', ['bookings.read', 'bookings.write', 'inquiries.answer'])] });
    const menu = within(screen.getByRole('navigation', { name: '관리자 메뉴' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['예약 관리', '1:1 문의', '내 계정']);
    expect(screen.getByRole('heading', { name: '이 화면을 열 권한이 없습니다.' })).toBeTruthy();
    expect(screen.getByText(/고객 지원 역할로는 이 화면을 열 수 없습니다/)).toBeTruthy();
    const open = within(screen.getByRole('list', { name: '열 수 있는 화면' }));
    expect(open.getByRole('link', { name: '1:1 문의' }).getAttribute('href')).toBe('/admin/inquiries');
  });
});

function operator(role: OperatorRole, roleLabel: string, permissions: OperatorPermission[]): CachedQuery {
  return [signedInOperatorQueryOptions().queryKey, { id: 3, loginId: `${role}-admin`, nickname: '운영자', role, roleLabel, permissions, secondFactor: false }];
}
