import { useEffect } from 'react';
import { HYDRATED_MARK } from '@minda/contracts/web-pages';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { AppRoutes } from './router.tsx';

/** The browser's app; entry-server.tsx renders the same routes in a StaticRouter with a client of its own. */
export function App() {
  // Marks the document once the app runs (hydrated, or rendered in the browser): what only the running app
  // shows (popups, a member's data) can be checked from then on, by people and end-to-end tests alike. The
  // user timing mark tells bench/page-speed.ts which scripts the page needed to become interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    performance.mark(HYDRATED_MARK);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
