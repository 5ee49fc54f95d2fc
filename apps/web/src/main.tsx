/**
 * The browser entry: a few hundred bytes that let a server-rendered page paint before any of the app is
 * fetched (decision 037). Module scripts run before the first paint when they arrive while the HTML is still
 * being parsed, so an entry that imported React at once made the first paint wait for 130 KB of scripts,
 * and on a slow phone those scripts took the network from the page's first image. Here the page paints with
 * its inlined styles and images first, and the app (start.tsx) is requested in the task after that frame.
 * A page the server did not render (an empty #root) has nothing to paint: it starts the app at once.
 */
import { keepLinksNativeUntilHydrated } from './links-before-hydration.ts';

const rendered = Boolean(document.getElementById('root')?.firstChild);
if (rendered) keepLinksNativeUntilHydrated(window);

/** How long a page whose browser reports no contentful paint waits for one before the app starts anyway. */
const CONTENTFUL_PAINT_WAIT_MS = 1000;

function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // Where the browser reports paints, the first contentful one: the first frame may be painted before the page's
    // text and images are (the mobile home, about one load in four), and the app must not be fetched before them.
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      const start = () => {
        observer.disconnect();
        setTimeout(resolve, 0);
      };
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) start();
      });
      observer.observe({ type: 'paint', buffered: true });
      setTimeout(start, CONTENTFUL_PAINT_WAIT_MS);
      return;
    }
    // Elsewhere: a task queued from an animation frame runs once that frame has been painted.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

void (rendered ? afterFirstPaint() : Promise.resolve()).then(() => import('./start.tsx'));
