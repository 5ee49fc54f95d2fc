import { createContext, useContext, type ReactNode } from 'react';
import { REQUIRE_LOGIN_ERROR, TOKEN_REFRESH_FAILED_ERROR } from '@minda/contracts/rules/auth-cookies';
import { ApiError } from './api-error.ts';

/**
 * What a feature needs to know about the visitor before a member-only action (a wish), without importing
 * the auth feature: the app layer provides it from useCurrentUser and requireLogin.
 */
export type LoginGate = {
  /** undefined while the page user is still loading: the action is tried and a 401 decides. */
  isLoggedIn: boolean | undefined;
  /** Shows the "available after login" alert and opens the login flow (redirect or popup). */
  requireLogin: () => void;
};

const LoginGateContext = createContext<LoginGate>({ isLoggedIn: undefined, requireLogin: () => {} });

export function LoginGateProvider({ value, children }: { value: LoginGate; children: ReactNode }) {
  return <LoginGateContext value={value}>{children}</LoginGateContext>;
}

export function useLoginGate(): LoginGate {
  return useContext(LoginGateContext);
}

/** True for every way a call can say "log in first": a 401 answer, or no token to be had at all. */
export function isLoginRequiredError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401 || error.code === 'REQUIRE_LOGIN' || error.code === 'UNAUTHORIZED';
  return error instanceof Error && (error.message === REQUIRE_LOGIN_ERROR || error.message === TOKEN_REFRESH_FAILED_ERROR);
}
