import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RootErrorPage } from './layouts/route-error-page.tsx';
import { screenModule, screenRoute } from './route-module.ts';

describe('screen routes', () => {
  it('imports a module shared by several routes once, and gives them one component', async () => {
    const Screen = () => <p>커뮤니티 화면</p>;
    const load = vi.fn(() => Promise.resolve({ Component: Screen }));
    const lazy = screenModule(load);
    const [first, second] = await Promise.all([lazy.Component(), lazy.Component()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toBe(Screen);
    expect(second).toBe(first);
  });

  it('tries a failed import again next time (the network came back)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ Component: () => null });
    const lazy = screenModule(load);
    await expect(lazy.Component()).rejects.toThrow('Failed to fetch');
    await expect(lazy.Component()).resolves.toBeTypeOf('function');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['without data', undefined],
    ['with data', () => Promise.resolve({ loader: () => Promise.resolve() })],
  ])("shows the error page, in Korean, when a screen's code fails to load (a screen %s)", async (_, loadData) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(
      [{ ErrorBoundary: RootErrorPage, children: [screenRoute('/m/1.0/grp_main/main.html', screenModule(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), loadData))] }],
      { initialEntries: ['/m/1.0/grp_main/main.html'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: '화면을 불러오지 못했어요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/m/1.0/grp_main/main.html');
  });

  it("runs a screen's loader when the screen opens, not when its own filter or page changes the search parameters", async () => {
    const loader = vi.fn(() => Promise.resolve());
    const results = screenModule(
      () => Promise.resolve({ Component: () => <p>숙소 목록</p> }),
      () => Promise.resolve({ loader }),
    );
    const router = createMemoryRouter(
      [
        screenRoute('/md/stays', results),
        { path: '/main/index.php', element: <p>홈</p> },
      ],
      { initialEntries: ['/main/index.php'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/md/stays?cityCode=001002001'));
    expect(await screen.findByText('숙소 목록')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/md/stays?cityCode=001002001&breakfast=true'));
    expect(router.state.location.search).toBe('?cityCode=001002001&breakfast=true');
    expect(loader).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/main/index.php'));
    await act(() => router.navigate('/md/stays?cityCode=001002001'));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("starts a screen's loader while the screen's code is still on its way", async () => {
    let codeArrives: (module: { Component: () => ReactElement }) => void = () => undefined;
    const code = new Promise<{ Component: () => ReactElement }>((resolve) => (codeArrives = resolve));
    const loader = vi.fn(() => Promise.resolve());
    const router = createMemoryRouter(
      [screenRoute('/md/stays', screenModule(() => code, () => Promise.resolve({ loader }))), { path: '/main/index.php', element: <p>홈</p> }],
      { initialEntries: ['/main/index.php'] },
    );
    render(<RouterProvider router={router} />);
    const navigation = act(() => router.navigate('/md/stays?cityCode=001002001'));
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    expect(screen.getByText('홈')).toBeTruthy();
    codeArrives({ Component: () => <p>숙소 목록</p> });
    await navigation;
    expect(await screen.findByText('숙소 목록')).toBeTruthy();
  });
});
