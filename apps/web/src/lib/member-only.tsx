import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { platformPaths } from '@minda/contracts/paths';
import { useLoginGate } from './login-gate.tsx';
import { usePlatform } from './platform.tsx';

/** The login page of this platform, coming back to this address after login. */
export function ToLogin() {
  const { pathname, search } = useLocation();
  return <Navigate to={platformPaths[usePlatform()].login(`${pathname}${search}`)} replace />;
}

/**
 * A member page (reservations, wish list, profile): a known visitor goes to the login page at once (nothing to fetch),
 * and a screen whose call answered "log in first" (an expired session) sends the member there too.
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useLoginGate();
  return isLoggedIn === false ? <ToLogin /> : children;
}
