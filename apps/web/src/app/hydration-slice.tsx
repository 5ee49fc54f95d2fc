import { Suspense, useEffect, type ReactNode } from 'react';

/**
 * Hydration in parts (decision 040). Preact hydrates what it is given in one task, however large the page; React
 * yielded every few milliseconds. A slice is a part of a server-rendered page whose hydration waits for a task of
 * its own: on the page's first hydration its content suspends once, Preact keeps the server's DOM there and comes back
 * to it after the task in which the rest hydrated. Outside that first hydration (a page rendered in the browser, a
 * navigation, the server's render, tests) a slice is its content in a Suspense boundary.
 */

let hydrating = false;
/** Slices that have waited their task, by id. */
const resumed = new Set<string>();
const waits = new Map<string, Promise<void>>();
let waiting = 0;
let onHydrated: (() => void)[] = [];

/** Called before the app hydrates a server-rendered page (start.tsx): the slices met in it then wait their turn. */
export function hydrateInSlices(): void {
  hydrating = true;
}

/** Resolves once every slice of the first hydration has hydrated; at once on a page that had none. */
export function slicesHydrated(): Promise<void> {
  return waiting === 0 ? Promise.resolve() : new Promise((resolve) => onHydrated.push(resolve));
}

function Wait({ id, children }: { id: string; children: ReactNode }) {
  if (hydrating && !resumed.has(id)) {
    let wait = waits.get(id);
    if (!wait) {
      waiting += 1;
      wait = new Promise<void>((resolve) =>
        setTimeout(() => {
          resumed.add(id);
          resolve();
        }, 0),
      );
      waits.set(id, wait);
    }
    throw wait;
  }
  return (
    <>
      {children}
      <Hydrated id={id} />
    </>
  );
}

/** After its slice's content: its effect runs once that content's own have. */
function Hydrated({ id }: { id: string }) {
  useEffect(() => {
    if (!waits.delete(id)) return;
    waiting -= 1;
    // Slices inside this one have suspended in the same render, before this effect: zero means the page is done.
    if (waiting > 0) return;
    hydrating = false;
    const callbacks = onHydrated;
    onHydrated = [];
    callbacks.forEach((callback) => callback());
  }, [id]);
  return null;
}

/** `id`: unique on the page. `fallback`: what a navigation shows while the content loads (none by default). */
export function HydrationSlice({ id, fallback = null, children }: { id: string; fallback?: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Wait id={id}>{children}</Wait>
    </Suspense>
  );
}
