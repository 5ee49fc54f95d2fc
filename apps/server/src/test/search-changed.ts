/**
 * How long a test waits for cached suggestions to follow a write (decision 009, amendment): they are dropped by
 * the database's announcement of the change (search_changed), which PGlite delivers as the writing statement
 * returns and PostgreSQL on the listener's own connection a moment later. Options for `expect.poll`.
 */
export const untilSearchChangeHeard = { timeout: 2000, interval: 20 } as const;
