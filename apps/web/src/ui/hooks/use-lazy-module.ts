import { createElement, use, useEffect, useSyncExternalStore, type ComponentType } from 'react';

/** How long an idle preload may wait for the browser to be idle before it runs anyway. */
export const IDLE_PRELOAD_TIMEOUT_MS = 3000;
/** Without requestIdleCallback (Safari), the preload runs this long after the load event. */
export const IDLE_PRELOAD_FALLBACK_MS = 500;

/**
 * Code kept out of a page's first load (a Radix primitive, a pane of the search widget): it is imported on
 * the first sign of interest (pointer, focus, a click) or, failing that, once the page is idle after load,
 * so it is usually there before anyone asks for it.
 */
export type LazyModule<T> = {
  /** Starts the import once and returns it; after a failure (a network error) the next call tries again. */
  load: () => Promise<T>;
  /**
   * The latest attempt, failed or not (starting one if there is none): what a suspended render waits on, so
   * a failed import reaches the error boundary instead of being retried by every render.
   */
  attempt: () => Promise<T>;
  /** The module once it has arrived. */
  get: () => T | undefined;
  /** Loads the module once the page is idle after the load event; scheduled once however often it is called. */
  preloadWhenIdle: () => void;
  subscribe: (onChange: () => void) => () => void;
};

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let latest: Promise<T> | undefined;
  let failed = false;
  let idleScheduled = false;
  const listeners = new Set<() => void>();

  const load = () => {
    if (!latest || failed) {
      failed = false;
      latest = importer().then(
        (module) => {
          loaded = module;
          listeners.forEach((listener) => listener());
          return module;
        },
        (error: unknown) => {
          failed = true;
          throw error;
        },
      );
    }
    return latest;
  };

  return {
    load,
    attempt: () => latest ?? load(),
    get: () => loaded,
    preloadWhenIdle: () => {
      if (idleScheduled || loaded) return;
      idleScheduled = true;
      // A failed preload is not an error anyone sees: the next interest tries again.
      whenIdle(() => void load().catch(() => undefined));
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/** Runs `task` when the browser is idle after the load event (so it never competes with the first screen). */
export function whenIdle(task: () => void): void {
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: IDLE_PRELOAD_TIMEOUT_MS });
    else window.setTimeout(task, IDLE_PRELOAD_FALLBACK_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

const notLoaded = () => undefined;

/** The module once it has arrived (undefined before, without suspending); asks for an idle preload. */
export function useLazyModule<T>(module: LazyModule<T>): T | undefined {
  useEffect(() => module.preloadWhenIdle(), [module]);
  // The server's snapshot is "not there yet": a server render and the hydration after it both draw the page
  // without the module, whatever this process happened to load for an earlier page (decision 030).
  return useSyncExternalStore(module.subscribe, module.get, notLoaded);
}

/**
 * The module, suspending until it arrives (render it under a Suspense boundary). Unlike React.lazy, a module
 * that is already there renders at once, without a frame of the fallback.
 */
function useSuspendedModule<T>(module: LazyModule<T>): T {
  return module.get() ?? use(module.attempt());
}

/** A component of a lazy module, suspending until the module arrives (see useSuspendedModule). */
export function lazyComponent<M, P extends object>(module: LazyModule<M>, pick: (loaded: M) => ComponentType<P>): ComponentType<P> {
  return function LazyComponent(props: P) {
    return createElement(pick(useSuspendedModule(module)), props);
  };
}
