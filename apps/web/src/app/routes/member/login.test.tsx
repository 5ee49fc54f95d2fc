import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { Component as LoginPage } from './login.tsx';

describe('the login page', () => {
  it('shows no demo account or password (they are in the README only)', async () => {
    const { container } = renderApp(<LoginPage />, { path: '/member/login.php', user: null });
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeTruthy();
    expect(screen.getByLabelText('비밀번호')).toBeTruthy();
    expect(container.textContent).not.toContain('minda1234!');
    expect(container.textContent).not.toContain('체험용 계정');
    expect(container.textContent).not.toMatch(/\badmin\b/);
  });
});
