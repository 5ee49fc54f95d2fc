import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { platformPaths } from '@minda/contracts/paths';
import { isLoginRequiredError, useLoginGate } from '../../lib/login-gate.tsx';
import { usePlatform } from '../../lib/platform.tsx';

/** A visitor for sure (the page user loaded as nobody, or no login marker at all). */
export function useIsVisitor(): boolean {
  return useLoginGate().isLoggedIn === false;
}

/**
 * The booking pages are the member's: a visitor, or a member whose session ended (a call answered "log in
 * first"), goes to the login page of the booking's platform, which sends them back to this same address, so the choices in its query
 * are kept. True while they are being sent away.
 */
export function useSendToLogin(visitor: boolean, error: unknown): boolean {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const login = platformPaths[usePlatform()].login;
  const send = visitor || (error != null && isLoginRequiredError(error));
  useEffect(() => {
    if (send) void navigate(login(`${pathname}${search}`), { replace: true });
  }, [send, navigate, login, pathname, search]);
  return send;
}
