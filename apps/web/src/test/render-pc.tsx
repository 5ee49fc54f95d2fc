import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PlatformProvider } from '../lib/platform.tsx';
import { SearchModalProvider } from '../ui/pc-header/search-launcher.tsx';
import { createLocationProbe } from './location-probe.tsx';

/**
 * Renders a PC screen's content as the PC layout would hold it: the PC platform, the screen's search modal,
 * a router (with a location probe, returned, to read where links and searches went) and a query client
 * with the given cache.
 */
export function renderPc(ui: ReactNode, { cache = [], path = '/' }: { cache?: [readonly unknown[], unknown][]; path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, data] of cache) queryClient.setQueryData(key, data);
  const probe = createLocationProbe();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <PlatformProvider value="pc">
                <SearchModalProvider>{ui}</SearchModalProvider>
              </PlatformProvider>
            }
          />
        </Routes>
        {probe.element}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { probe, queryClient };
}
