import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationProgress, PROGRESS_DELAY_MS } from './navigation-progress.tsx';

afterEach(() => vi.useRealTimers());

describe('NavigationProgress', () => {
  it('shows a bar while the next screen loads, keeping the current screen, and not for a navigation that arrives at once', async () => {
    vi.useFakeTimers();
    let arrive!: () => void;
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <NavigationProgress />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <Link to="/stay">숙소 보기</Link> },
            { path: '/quick', element: <p>바로 온 화면</p> },
            { path: '/stay', loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))), element: <p>숙소 화면</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);

    await act(async () => void (await router.navigate('/quick')));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => void (await router.navigate('/')));

    fireEvent.click(screen.getByRole('link', { name: '숙소 보기' }));
    await act(async () => void vi.advanceTimersByTime(PROGRESS_DELAY_MS - 10));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => void vi.advanceTimersByTime(20));
    expect(screen.getByRole('progressbar', { name: '페이지를 불러오는 중' })).toBeTruthy();
    // The current screen stays until the next one is ready.
    expect(screen.getByRole('link', { name: '숙소 보기' })).toBeTruthy();

    await act(async () => arrive());
    expect(screen.getByText('숙소 화면')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
