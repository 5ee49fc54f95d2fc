import { QueryClientProvider } from '@tanstack/react-query';
import type { HydrationState, LoaderFunction, RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client.ts';
import { backOfficeOnNavigation, createAppRoutes } from './router.tsx';

/** The routes a server-rendered page matched, as the router's ids (their places in the table: "1-0-3"). */
export type MatchedRouteIds = string[];

function routeOfId(routes: RouteObject[], id: string): RouteObject | undefined {
  let level: RouteObject[] | undefined = routes;
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
export async function resolveMatchedRoutes(routes: RouteObject[], ids: MatchedRouteIds): Promise<void> {
  await Promise.all(ids.map((id) => resolveLazyRoute(routeOfId(routes, id))));
}

/**
 * Puts a route's lazy properties into the route, as the router does on its first match: both forms, a function
 * (the layouts) or an object of one import per property (the screens). A screen's loader is not needed to
 * hydrate (the server's data is the router's state): its data module is imported when the loader first runs.
 * A failed import leaves the route to the router.
 */
async function resolveLazyRoute(route: RouteObject | undefined): Promise<void> {
  const lazy = route?.lazy;
  if (!route || !lazy) return;
  try {
    if (typeof lazy === 'function') {
      Object.assign(route, await lazy());
    } else {
      const { loader, ...now } = lazy;
      const entries = await Promise.all(Object.entries(now).map(async ([key, load]) => [key, await (load as (() => Promise<unknown>) | undefined)?.()] as const));
      Object.assign(route, Object.fromEntries(entries));
      if (loader) route.loader = async (args) => ((await loader()) as LoaderFunction)(args);
    }
  } catch {
    return;
  }
  delete route.lazy;
}

/**
 * The browser's router over its own route table (the one resolveMatchedRoutes filled, for a server-rendered page),
 * adding the back office's routes when one of them is opened.
 */
export const createAppRouter = (routes: RouteObject[] = createAppRoutes(), hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { patchRoutesOnNavigation: backOfficeOnNavigation(), ...(hydrationData ? { hydrationData } : {}) });

/** The browser's app; entry-server.tsx renders the same routes with a static router and a client of its own. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
