/** Cookie and header names shared by the server and the web client (spec 2 §6.1). */
export const ACCESS_TOKEN_COOKIE = 'accessToken';
export const ACCESS_TOKEN_EXPIRE_COOKIE = 'accessTokenExpire';
/** httpOnly: the browser's script never sees the server session id. */
export const SESSION_COOKIE = 'minda_session';
/**
 * Readable twin of the session cookie with the same lifetime: the "logged-in user marker" the token rules
 * check, since script cannot see the httpOnly session cookie itself.
 */
export const LOGGED_IN_COOKIE = 'minda_logged_in';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** On each answer to an operator: when their session ends if they send nothing more (ISO time; idle timeout). */
export const SESSION_EXPIRES_HEADER = 'X-Session-Expires-At';

/** A token that expires within this margin is refreshed before use rather than sent. */
export const ACCESS_TOKEN_REFRESH_MARGIN_MS = 30_000;
export const REQUIRE_LOGIN_ERROR = 'require login';
export const TOKEN_REFRESH_FAILED_ERROR = 'Failed to get new access token';

/**
 * Login throttling (our design, decision 015; the spec asks only that it exists and speaks Korean).
 * Failures block the address that made them, never the account for everyone.
 */
/** One address guessing one account: that pair waits. */
export const LOGIN_MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT = 5;
export const LOGIN_PAIR_LOCK_MINUTES = 15;
/** One address guessing many accounts: the address waits. */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20;
export const LOGIN_ADDRESS_LOCK_MINUTES = 10;
/**
 * Many addresses guessing one account: OWASP ASVS 2.2.1 allows at most 100 failures per account per hour.
 * Past it only addresses the account has signed in from before, with no failure of their own, may try.
 */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT_PER_HOUR = 100;
/** Sign-up attempts (created or refused as taken) per address per hour. */
export const REGISTRATIONS_PER_ADDRESS_PER_HOUR = 5;
