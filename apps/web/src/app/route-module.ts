import type { ComponentType } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import { routeLoader, type ScreenLoader } from './route-data.ts';

/** What a screen's route module exports: its component and, when it shows data, the loader of that data. */
export type ScreenModule = { Component: ComponentType; loader?: ScreenLoader };

/** A route's `lazy`: the module's component and router loader, imported when the route first matches. */
export type RouteModule = () => Promise<{ Component: ComponentType; loader?: LoaderFunction; shouldRevalidate?: ShouldRevalidateFunction }>;

/**
 * A screen's loader runs when the screen opens, not when its own controls change the address: within one path (a
 * filter, a sort, a page, a tab in the search parameters) the change shows at once and the screen's queries fetch
 * it, keeping the previous answer on screen, where waiting for the loader would leave a ticked filter unticked
 * until the results came.
 */
const opensAnotherScreen: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/**
 * The `lazy` of a screen module, made once per module: routes sharing a module share its import and get the
 * same component (kept mounted between their paths). A failed import (a network error) is tried again next time.
 */
export function routeModule(load: () => Promise<ScreenModule>): RouteModule {
  let imported: ReturnType<RouteModule> | undefined;
  return () =>
    (imported ??= load().then(
      ({ Component, loader }) => ({ Component, ...(loader ? { loader: routeLoader(loader), shouldRevalidate: opensAnotherScreen } : {}) }),
      (error: unknown) => {
        imported = undefined;
        throw error;
      },
    ));
}
