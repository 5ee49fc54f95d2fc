import { routeModulesReady } from './router.tsx';

/**
 * A link's screen is fetched as the visitor starts to follow it (a pointer or a finger pressed on it, the keyboard's
 * focus on it), not once the click lands. Preact has no transitions (decision 040): a navigation to a screen whose
 * code is still to come shows the screens' busy fallback until the code arrives, and the press comes 50-150 ms before
 * its click, about a round trip of a phone's network.
 */
export function preloadScreensOnIntent(doc: Document, preload: (pathname: string) => void = preloadScreen): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== doc.location.origin) return;
    preload(link.pathname);
  };
  doc.addEventListener('pointerdown', onIntent, { capture: true, passive: true });
  doc.addEventListener('focusin', onIntent, { capture: true });
}

/** A failed fetch is no error anyone sees: the navigation itself asks again. */
const preloadScreen = (pathname: string) => void routeModulesReady(pathname).catch(() => undefined);
