import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

let navigate: NavigateFunction;

function Navigator() {
  navigate = useNavigate();
  return null;
}

function Screen() {
  const { pathname } = useLocation();
  if (pathname === '/broken') throw new Error('화면 오류');
  return <p>화면 {pathname}</p>;
}

const errorTitle = () => screen.queryByRole('heading', { name: '화면을 불러오지 못했어요' });

beforeEach(() => {
  // React reports caught errors on the console; the tests expect them.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RouteErrorBoundary', () => {
  it('shows the error page in place of a screen that throws, and the screen again at another address', () => {
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <RouteErrorBoundary>
          <Screen />
        </RouteErrorBoundary>
        <Navigator />
      </MemoryRouter>,
    );
    expect(errorTitle()).toBeTruthy();
    expect(screen.getByRole('button', { name: '새로고침' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toBeTruthy();

    act(() => void navigate('/fine'));
    expect(errorTitle()).toBeNull();
    expect(screen.getByText('화면 /fine')).toBeTruthy();
  });

  it('shows the error page when a screen chunk fails to load', async () => {
    const Broken = lazy(() => Promise.reject<{ default: () => null }>(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <MemoryRouter>
        <Suspense fallback={<div aria-busy="true" />}>
          <RouteErrorBoundary>
            <Broken />
          </RouteErrorBoundary>
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: '화면을 불러오지 못했어요' })).toBeTruthy();
  });
});
