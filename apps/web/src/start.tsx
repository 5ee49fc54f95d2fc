// The app itself, imported by main.tsx once a server-rendered page has painted.
// First: before any lazily loaded screen builds a zod schema (see the module).
import './lib/zod-jitless.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter, resolveMatchedRoutes } from './app/app.tsx';
import { createAppRoutes } from './app/router.tsx';
import { applyDeferredStyles } from './lib/deferred-styles.ts';
import { queryClient } from './lib/query-client.ts';
import { hydratePageState, readPageState } from './lib/ssr-state.ts';
import { ViewportHintProvider } from './lib/viewport-hint.tsx';
import './app/global.css';

const container = document.getElementById('root')!;
const serverState = readPageState(document);
const appWith = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <ViewportHintProvider value={{ viewport: serverState?.viewport ?? 'wide' }}>
      <App router={router} />
    </ViewportHintProvider>
  </StrictMode>
);

if (serverState?.router && container.firstChild) {
  // A page the server rendered (decision 030): its cache first, so the screens find their answers and the
  // router's loaders have nothing left to fetch, then the modules of the routes it matched and its whole
  // stylesheet (decision 035), so hydration meets the same components at once.
  const renderedAddress = window.location.pathname + window.location.search;
  const { matched, loaderData } = serverState.router;
  const routes = createAppRoutes();
  hydratePageState(queryClient, serverState, () => window.location.pathname + window.location.search === renderedAddress);
  // The route modules are asked for in the next task, not in this one, which has just evaluated the app: Vite's
  // preload appends a <link rel="modulepreload"> per chunk the screen needs (about 20 for a home), and those
  // appends held the main thread 20-80 ms on Lighthouse's phone, which made one long task of both (decision 037).
  // Hydrated as a transition: React then works in slices of a few milliseconds and yields between them, where
  // a default-priority hydration is one task as long as the page (decision 037).
  void nextTask()
    .then(() => Promise.all([resolveMatchedRoutes(routes, matched), applyDeferredStyles(document)]))
    .then(() => {
      const router = createAppRouter(routes, { loaderData });
      startTransition(() => {
        hydrateRoot(container, appWith(router));
      });
    });
} else {
  createRoot(container).render(appWith(createAppRouter()));
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
