import { createElement, type ComponentType } from 'react';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { routeLoader, type ScreenLoader } from './route-data.ts';

/** A screen's route module exports its component; a screen that shows data has a data module beside it. */
export type ScreenModule = { Component: ComponentType };
/** A screen's data module (`<screen>.data.ts`): the loader of what the screen shows (route-data.ts). */
export type ScreenDataModule = { loader: ScreenLoader };

/**
 * A screen route's `lazy`, in React Router's object form: the component and the loader are imported apart, so
 * a navigation starts fetching the screen's data as soon as its small data module is there, while the
 * screen's code is still arriving (one after the other, the data would wait for the code).
 */
export type ScreenLazy = { Component: () => Promise<ComponentType>; loader?: () => Promise<LoaderFunction> };

/**
 * A screen's loader runs when the screen opens, not when its own controls change the address: within one path (a
 * filter, a sort, a page, a tab in the search parameters) the change shows at once and the screen's queries fetch
 * it, keeping the previous answer on screen, where waiting for the loader would leave a ticked filter unticked
 * until the results came.
 */
export const opensAnotherScreen: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/** An import made once and shared; a failed one (a network error) is tried again next time. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let imported: Promise<T> | undefined;
  return () =>
    (imported ??= load().catch((error: unknown) => {
      imported = undefined;
      throw error;
    }));
}

/**
 * The `lazy` of a screen, made once per module: routes sharing a module share its imports and get the same
 * component (kept mounted between their paths).
 */
export function screenModule(load: () => Promise<ScreenModule>, loadData?: () => Promise<ScreenDataModule>): ScreenLazy {
  const screen = once(load);
  const data = loadData && once(loadData);
  return {
    Component: () => screen().then((m) => m.Component),
    ...(data ? { loader: () => data().then((m) => routeLoader(m.loader)) } : {}),
  };
}

/**
 * A screen's route: its path, its lazy module and, when it has data, when its loader runs again. A screen
 * without data keeps the function form: the router waits for it (and shows the error page when its code
 * fails to load), where it would render an object's missing component as nothing.
 */
export function screenRoute(path: string, { Component, loader }: ScreenLazy): RouteObject {
  if (!loader) return { path, lazy: async () => ({ Component: await Component() }) };
  // The route's own object: the router clears each of its properties once loaded.
  return { path, lazy: { Component, loader }, shouldRevalidate: opensAnotherScreen };
}

/** A screen's route from its two imports (screenModule, screenRoute). */
export const screen = (path: string, load: () => Promise<ScreenModule>, loadData?: () => Promise<ScreenDataModule>): RouteObject =>
  screenRoute(path, screenModule(load, loadData));

/**
 * A lazy layout given its props: an element of the module's one component, so moving between two groups of
 * the same layout (the PC layout's header kinds) keeps it mounted.
 */
export const layoutRoute = <P extends object>(load: () => Promise<{ Component: ComponentType<P> }>, props: P, children: RouteObject[]): RouteObject => ({
  lazy: async () => {
    const { Component } = await load();
    return { element: createElement(Component, props) };
  },
  children,
});
