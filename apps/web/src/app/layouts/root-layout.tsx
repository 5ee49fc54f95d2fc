import { useMemo } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/get-current-user.ts';
import { isLoggedIn, requireLogin } from '../../features/auth/require-login.ts';
import { LoginGateProvider, type LoginGate } from '../../lib/login-gate.tsx';
import { ToastProvider } from '../../ui/toast/toast-provider.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

const MOBILE_PREFIX = '/m/';

/**
 * Wraps every screen: toasts, and the login gate that lets features ask "is this a member?" and open the
 * login flow without importing the auth feature. Mobile screens redirect to the login page, PC screens
 * open the login popup (spec 1 §4.1).
 */
export function Component() {
  const { pathname } = useLocation();
  const mobile = pathname.startsWith(MOBILE_PREFIX);
  const { data: user } = useCurrentUser();

  const gate = useMemo<LoginGate>(
    () => ({
      // While the page user loads, the readable login marker decides: no marker means surely a visitor.
      isLoggedIn: user === undefined ? (isLoggedIn() ? undefined : false) : user !== null,
      requireLogin: () => requireLogin({ mode: mobile ? 'redirect' : 'popup' }),
    }),
    [user, mobile],
  );

  return (
    <ToastProvider platform={mobile ? 'mobile' : 'pc'}>
      <LoginGateProvider value={gate}>
        <Outlet />
      </LoginGateProvider>
      <ScrollRestoration />
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
