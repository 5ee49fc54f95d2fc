import { useMemo } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/get-current-user.ts';
import { isLoggedIn, requireLogin } from '../../features/auth/require-login.ts';
import { LoginGateProvider, type LoginGate } from '../../lib/login-gate.tsx';
import { usePageLinks } from '../../lib/page-meta.ts';
import { platformOfPath, PlatformProvider } from '../../lib/platform.tsx';
import { ToastProvider } from '../../ui/toast/toast-provider.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/**
 * Wraps every screen: toasts, and the login gate that lets features ask "is this a member?" and open the
 * login flow without importing the auth feature. Mobile screens redirect to the login page, PC screens
 * open the login popup (spec 1 §4.1); and the platform, which shared components follow.
 */
export function Component() {
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
          <Outlet />
        </LoginGateProvider>
        <ScrollRestoration />
      </ToastProvider>
    </PlatformProvider>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
