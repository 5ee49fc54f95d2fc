import { Suspense, useMemo } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/get-current-user.ts';
import { isLoggedIn, requireLogin } from '../../features/auth/require-login.ts';
import { PendingWishReplay } from '../../features/wishes/pending-wish-replay.tsx';
import { LoginGateProvider, type LoginGate } from '../../lib/login-gate.tsx';
import { usePageLinks } from '../../lib/page-meta.ts';
import { platformOfPath, PlatformProvider } from '../../lib/platform.tsx';
import { ToastProvider } from '../../ui/toast/toast-provider.tsx';
import { NavigationProgress } from '../navigation-progress.tsx';
import { RunningMark } from '../running-mark.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/**
 * Wraps every screen: toasts, and the login gate that lets features ask "is this a member?" and open the
 * login flow without importing the auth feature. Mobile screens redirect to the login page, PC screens
 * open the login popup (spec 1 §4.1); and the platform, which shared components follow.
 *
 * Part of the entry (every page has it). The one Suspense boundary of the screens is here: on a first load
 * it shows the fallback until the screen's chunks are in; on a navigation, which the router runs as a
 * transition, React keeps the current screen until the next one is ready, since this boundary already shows
 * content (a boundary lower down that mounted with the next screen would flash its fallback instead).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const platform = platformOfPath(pathname);
  const { data: user } = useCurrentUser();
  // Canonical and alternate links for every screen, including those that set only a title (member pages).
  usePageLinks();

  const gate = useMemo<LoginGate>(
    () => ({
      // While the page user loads, the readable login marker decides: no marker means surely a visitor.
      isLoggedIn: user === undefined ? (isLoggedIn() ? undefined : false) : user !== null,
      requireLogin: () => requireLogin({ mode: platform === 'mobile' ? 'redirect' : 'popup' }),
    }),
    [user, platform],
  );

  return (
    <PlatformProvider value={platform}>
      <ToastProvider platform={platform}>
        <LoginGateProvider value={gate}>
          <PendingWishReplay />
          <NavigationProgress />
          <Suspense fallback={<div aria-busy="true" />}>
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
            <ScrollRestoration />
            <RunningMark />
          </Suspense>
        </LoginGateProvider>
      </ToastProvider>
    </PlatformProvider>
  );
}
