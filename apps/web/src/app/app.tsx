import { QueryClientProvider } from '@tanstack/react-query';
import type { HydrationState, RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client.ts';
import { appRoutes } from './router.tsx';

/** The routes a server-rendered page matched, as the router's ids (their places in the table: "1-0-3"). */
export type MatchedRouteIds = string[];

function routeOfId(id: string): RouteObject | undefined {
  let level: RouteObject[] | undefined = appRoutes;
  let route: RouteObject | undefined;
  for (const index of id.split('-').map(Number)) {
    route = level?.[index];
    level = route?.children;
  }
  return route;
}

/**
 * Imports the modules of the routes a server-rendered page matched before the router starts, so hydration
 * meets the same components at once instead of suspending on each import (the router would otherwise load
 * them after its first render, which would not match the server's HTML). An id naming no route (another
 * build) is left to the router.
 */
export async function resolveMatchedRoutes(ids: MatchedRouteIds): Promise<void> {
  await Promise.all(
    ids.map(async (id) => {
      const route = routeOfId(id);
      if (typeof route?.lazy !== 'function') return;
      const properties = await route.lazy().catch(() => undefined);
      if (!properties) return;
      Object.assign(route, properties);
      delete route.lazy;
    }),
  );
}

export const createAppRouter = (hydrationData?: HydrationState) => createBrowserRouter(appRoutes, hydrationData ? { hydrationData } : {});

/** The browser's app; entry-server.tsx renders the same routes with a static router and a client of its own. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
