import { lazy, type ComponentType } from 'react';
import { lazyModule } from '../ui/hooks/use-lazy-module.ts';

/**
 * A route module or the PC layout of the route table: its component, suspending until the module arrives,
 * and `preload`, which starts the import ahead of rendering (once, shared with the component).
 */
export type RouteModule<P extends object = object> = {
  Component: ComponentType<P>;
  preload: () => void;
  /** Resolves once the module is in (or its import failed): the browser waits on it before hydrating. */
  ready: () => Promise<void>;
};

export function routeModule<P extends object>(load: () => Promise<{ Component: ComponentType<P> }>): RouteModule<P> {
  const module = lazyModule(load);
  return {
    // React.lazy rather than lazyComponent: it keeps a failed import failed, so the error reaches
    // RouteErrorBoundary instead of the screen suspending on a new attempt at every render.
    Component: lazy(() => module.load().then((m) => ({ default: m.Component }))),
    // A failed preload surfaces when the route renders.
    preload: () => void module.load().catch(() => {}),
    ready: () => module.load().then(
      () => undefined,
      () => undefined,
    ),
  };
}
