import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

describe('RouteErrorPage', () => {
  it('offers the home of the platform the screen was on', () => {
    const pc = renderApp(<RouteErrorPage />, { path: '/mypage/mypage_home.php' });
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/main/index.php');
    pc.unmount();
    renderApp(<RouteErrorPage />, { path: '/m/1.0/mypage/index.html' });
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/m/1.0/grp_main/main.html');
  });
});
