import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { PageUser } from '@minda/contracts/auth';
import type { Platform } from '@minda/contracts/paths';
import { currentUserQueryOptions } from '../features/auth/get-current-user.ts';
import { LoginGateProvider } from '../lib/login-gate.tsx';
import { platformOfPath, PlatformProvider } from '../lib/platform.tsx';
import { SearchModalProvider } from '../ui/pc-header/search-launcher.tsx';
import { ToastProvider } from '../ui/toast/toast-provider.tsx';
import { createLocationProbe } from './location-probe.tsx';

/** A query's cached answer: its key (from the feature's queryOptions) and the data. */
export type CachedQuery = readonly [queryKey: readonly unknown[], data: unknown];

export type RenderAppOptions = {
  /** Where the router starts; default '/'. */
  path?: string;
  /** Pages visited before `path` (oldest first), so Back has somewhere to go. */
  history?: string[];
  /** The route pattern(s) the screen is mounted at, when it reads path parameters; default every path. */
  route?: string | readonly string[];
  /** The layout the screen is drawn in; default the one of `path` (/m/… is mobile). */
  platform?: Platform;
  /** A signed-in member (see aMember), null for a visitor; left out, the page user is not known yet. */
  user?: PageUser | null;
  /** What the login gate does when a visitor tries a member-only action. */
  requireLogin?: () => void;
  /** Answers already in the query cache, so the screen renders at once without a request. */
  cache?: readonly CachedQuery[];
};

/** A query client as the tests want it: no retries, and cached answers that never go stale. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

/**
 * Renders a screen (or any part of one) as the app holds it: the query client with the given cache, a
 * router at `path` with a location probe (to read where a link or a search went), the platform, the login
 * gate and the page user, the toasts, and on PC the search modal. Returns the probe and the query client
 * with Testing Library's result.
 */
export function renderApp(ui: ReactNode, { path = '/', history = [], route = '*', platform = platformOfPath(path), user, requireLogin = () => {}, cache = [] }: RenderAppOptions = {}) {
  const queryClient = createTestQueryClient();
  if (user !== undefined) queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
  for (const [key, data] of cache) queryClient.setQueryData(key, data);
  const probe = createLocationProbe();
  const entries = [...history, path];
  const screen = (
    <PlatformProvider value={platform}>
      <LoginGateProvider value={{ isLoggedIn: user === undefined ? undefined : user !== null, requireLogin }}>
        <ToastProvider platform={platform}>{platform === 'pc' ? <SearchModalProvider>{ui}</SearchModalProvider> : ui}</ToastProvider>
      </LoginGateProvider>
    </PlatformProvider>
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          {(typeof route === 'string' ? [route] : route).map((pattern) => (
            <Route key={pattern} path={pattern} element={screen} />
          ))}
        </Routes>
        {probe.element}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, probe, queryClient };
}
