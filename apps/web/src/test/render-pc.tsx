import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PlatformProvider } from '../lib/platform.tsx';
import { SearchModalProvider } from '../ui/pc-header/search-launcher.tsx';

/**
 * Renders a PC screen's content as the PC layout would hold it: the PC platform, the screen's search modal,
 * a router (returned, to read where links and searches went) and a query client with the given cache.
 */
export function renderPc(ui: ReactNode, { cache = [], path = '/' }: { cache?: [readonly unknown[], unknown][]; path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, data] of cache) queryClient.setQueryData(key, data);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <PlatformProvider value="pc">
            <SearchModalProvider>{ui}</SearchModalProvider>
          </PlatformProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
