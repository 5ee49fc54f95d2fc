import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { AppRoutes } from './router.tsx';

/** The browser's app; entry-server.tsx renders the same routes in a StaticRouter with a client of its own. */
export function App() {
  // Marks the document once the app runs (hydrated, or rendered in the browser): what only the running app
  // shows (popups, a member's data) can be checked from then on, by people and end-to-end tests alike.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
