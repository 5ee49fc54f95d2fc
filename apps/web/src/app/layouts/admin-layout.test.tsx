import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMember } from '../../test/builders.ts';
import { renderApp } from '../../test/render-app.tsx';
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

  it('opens to an operator, with bookings and refunds in the menu', () => {
    renderApp(<AdminLayout />, { path: '/admin/bookings', user: aMember({ role: 'admin', nickName: '운영자' }) });
    expect(screen.getByRole('link', { name: '예약 관리' }).getAttribute('href')).toBe('/admin/bookings');
    expect(screen.getByRole('link', { name: '환불 관리' }).getAttribute('href')).toBe('/admin/refunds');
    expect(screen.getByText('운영자님')).toBeTruthy();
  });
});
