// The app itself, imported by main.tsx once a server-rendered page has painted.
// First: before any lazily loaded screen builds a zod schema (see the module).
import './lib/zod-jitless.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { adoptRouteChain, routeModulesReady } from './app/router.tsx';
import { applyDeferredStyles } from './lib/deferred-styles.ts';
import { queryClient } from './lib/query-client.ts';
import { hydratePageState, readPageState } from './lib/ssr-state.ts';
import { ViewportHintProvider } from './lib/viewport-hint.tsx';
import './app/global.css';

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
  // Hydrated as a transition: React then works in slices of a few milliseconds and yields between them, where
  // a default-priority hydration is one task as long as the page (decision 037).
  void nextTask()
    .then(() => Promise.all([routeModulesReady(window.location.pathname), applyDeferredStyles(document)]))
    .then(() =>
      startTransition(() => {
        hydrateRoot(container, app);
      }),
    );
} else {
  createRoot(container).render(app);
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
