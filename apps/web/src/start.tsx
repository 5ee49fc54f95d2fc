// The app itself, imported by main.tsx once a server-rendered page has painted.
// First: before any lazily loaded screen builds a zod schema (see the module).
import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { hydrateInSlices } from './app/hydration-slice.tsx';
import { adoptRouteChain, routeModulesReady } from './app/router.tsx';
import { preloadScreensOnIntent } from './app/screen-intent.ts';
import { applyDeferredStyles } from './lib/deferred-styles.ts';
import { queryClient } from './lib/query-client.ts';
import { hydratePageState, readPageState } from './lib/ssr-state.ts';
import { ViewportHintProvider } from './lib/viewport-hint.tsx';
import './app/global.css';

preloadScreensOnIntent(document);

const container = document.getElementById('root')!;
const serverState = readPageState(document);
const app = (
  <StrictMode>
    <ViewportHintProvider value={{ viewport: serverState?.viewport ?? 'wide' }}>
      <App />
    </ViewportHintProvider>
  </StrictMode>
);

if (serverState && container.firstChild) {
  // A page the server rendered (decision 030): its cache first, so the screens find their answers, the routes
  // it matched (no cold match of the whole table here), and its route modules, so hydration meets the same
  // components at once instead of suspending on each import, and its whole stylesheet (decision 035).
  const renderedAddress = window.location.pathname + window.location.search;
  if (serverState.routes) adoptRouteChain(window.location.pathname, serverState.routes);
  hydratePageState(queryClient, serverState, () => window.location.pathname + window.location.search === renderedAddress);
  // The route modules are asked for in the next task, not in this one, which has just evaluated the app: Vite's
  // preload appends a <link rel="modulepreload"> per chunk the screen needs (about 20 for a home), and those
  // appends held the main thread 20-80 ms on Lighthouse's phone, which made one long task of both (decision 037).
  // Preact hydrates in one task: the screen and its larger sections are hydration slices, each hydrated in a task
  // of its own (decision 040).
  void nextTask()
    .then(() => Promise.all([routeModulesReady(window.location.pathname), applyDeferredStyles(document)]))
    .then(() => {
      hydrateInSlices();
      hydrateRoot(container, app);
    });
} else {
  createRoot(container).render(app);
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
