import { QueryClientProvider } from '@tanstack/react-query';
import { act, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUserQueryOptions } from '../../features/auth/get-current-user.ts';
import { createTestQueryClient } from '../../test/render-app.tsx';
import { RootLayout } from './root-layout.tsx';

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
});

describe('RootLayout', () => {
  it('marks the page as running only once the server-rendered screen has hydrated and run its effects', async () => {
    const seenByScreen: (string | undefined)[] = [];
    function Screen() {
      // What a Link or the scroll restoration does on mount; the mark must not come before it.
      useLayoutEffect(() => void seenByScreen.push(document.documentElement.dataset.hydrated), []);
      return <a href="/stay/theme/paris.php">파리</a>;
    }
    const page = (): ReactNode => {
      const queryClient = createTestQueryClient();
      queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
      return (
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={createMemoryRouter([{ element: <RootLayout />, children: [{ path: '/main/index.php', element: <Screen /> }] }], { initialEntries: ['/main/index.php'] })} />
        </QueryClientProvider>
      );
    };
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page());

    await act(async () => void hydrateRoot(container, page()));

    // React hydrates the screens' Suspense boundary in a pass after the root's: a mark set at the root came first.
    expect(seenByScreen).toEqual([undefined]);
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(container.querySelector('a')?.textContent).toBe('파리');
  });
});
