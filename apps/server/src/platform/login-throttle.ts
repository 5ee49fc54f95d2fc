import { and, eq, sql } from 'drizzle-orm';
import {
  LOGIN_ADDRESS_LOCK_MINUTES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_PER_HOUR,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT,
  LOGIN_PAIR_LOCK_MINUTES,
  REGISTRATIONS_PER_ADDRESS_PER_HOUR,
} from '@minda/contracts/rules/auth-cookies';
import type { Database } from '../db/client.ts';
import { RetryLaterError } from './errors.ts';
import { loginThrottle, sessions, users } from '../db/schema/users.ts';

/**
 * Attempt counters in the login_throttle table, one row per key (decision 015):
 * - "pair:<addr>|<loginId>": one address guessing one account; reaching the limit blocks that pair only.
 * - "ip:<addr>": one address guessing many accounts; reaching the limit blocks that address.
 * - "acct:<loginId>": every address together, the OWASP ASVS 2.2.1 ceiling of 100 failures an hour. Past it
 *   the account is not locked for everyone: an address it has signed in from before, with no failure of its
 *   own, may still try (`hasSignedInFrom`).
 * - "register:<addr>": sign-up attempts of one address.
 * Keys exist whether or not the login id does, so the counters never tell which ids are real.
 *
 * Every attempt first *reserves* a slot with one atomic upsert (INSERT … ON CONFLICT DO UPDATE … RETURNING,
 * which locks the row) before the password is checked, so a burst of parallel guesses cannot slip past a
 * limit while the slow scrypt check runs. A failure keeps its slot; a success gives it back.
 * Counters live in a fixed window; reaching the limit locks the key for `lockMs` from that failure.
 */
export type Limit = { max: number; windowMs: number; lockMs: number };

const minutes = (n: number) => n * 60_000;
export const limits = {
  pair: { max: LOGIN_MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT, windowMs: minutes(LOGIN_PAIR_LOCK_MINUTES), lockMs: minutes(LOGIN_PAIR_LOCK_MINUTES) },
  address: { max: LOGIN_MAX_FAILURES_PER_ADDRESS, windowMs: minutes(LOGIN_ADDRESS_LOCK_MINUTES), lockMs: minutes(LOGIN_ADDRESS_LOCK_MINUTES) },
  account: { max: LOGIN_MAX_FAILURES_PER_ACCOUNT_PER_HOUR, windowMs: minutes(60), lockMs: minutes(60) },
  registration: { max: REGISTRATIONS_PER_ADDRESS_PER_HOUR, windowMs: minutes(60), lockMs: minutes(60) },
} as const satisfies Record<string, Limit>;

export const normalizeLoginId = (loginId: string) => loginId.trim().toLowerCase();
export const pairKey = (ip: string, loginId: string) => `pair:${ip}|${normalizeLoginId(loginId)}`;
export const addressKey = (ip: string) => `ip:${ip}`;
export const accountKey = (loginId: string) => `acct:${normalizeLoginId(loginId)}`;
export const registrationKey = (ip: string) => `register:${ip}`;

export type Reservation = {
  key: string;
  limit: Limit;
  /** This attempt's number within the window (1 = first). */
  attempt: number;
  /** True when the key is locked or this attempt is beyond the limit: refuse without checking the password. */
  blocked: boolean;
  /** When a blocked key may try again. */
  retryAt: Date | null;
};

/** Counts this attempt against `key` atomically and says whether it may proceed. */
export async function reserveAttempt(db: Database, key: string, limit: Limit, now = new Date()): Promise<Reservation> {
  const nowTs = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - limit.windowMs).toISOString()}::timestamptz`;
  // The window restarts when it is over and no lock is running.
  const restart = sql`(${loginThrottle.windowStartedAt} <= ${windowStart} and (${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} <= ${nowTs}))`;
  const rows = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${restart} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${restart} then ${nowTs} else ${loginThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${restart} then null else ${loginThrottle.lockedUntil} end`,
      },
    })
    .returning({ failures: loginThrottle.failures, lockedUntil: loginThrottle.lockedUntil, windowStartedAt: loginThrottle.windowStartedAt });
  const row = rows[0];
  if (!row) throw new Error('login_throttle upsert returned no row');
  const locked = row.lockedUntil !== null && row.lockedUntil.getTime() > now.getTime();
  const blocked = locked || row.failures > limit.max;
  const retryAt = !blocked ? null : locked ? row.lockedUntil : new Date(row.windowStartedAt.getTime() + limit.windowMs);
  return { key, limit, attempt: row.failures, blocked, retryAt };
}

/** Whole seconds until a blocked key may try again (at least 1): the 429's Retry-After. */
const secondsUntil = (reservation: Reservation, now: number) => Math.max(1, Math.ceil(((reservation.retryAt?.getTime() ?? now) - now) / 1000));

/** Whole minutes until a blocked key may try again (at least 1), for the Korean "N분 후" messages. */
export const minutesUntil = (reservation: Reservation, now = Date.now()) => Math.ceil(secondsUntil(reservation, now) / 60);

/** The 429 of a blocked key: the Korean message, given the minutes left, and Retry-After with the seconds. */
export const throttled = (reservation: Reservation, message: (minutes: number) => string, now = Date.now()) =>
  new RetryLaterError('TOO_MANY_ATTEMPTS', message(minutesUntil(reservation, now)), secondsUntil(reservation, now));

/** After a failed attempt: lock the key once its failures reach the limit. */
export async function lockIfExhausted(db: Database, reservation: Reservation, now = new Date()): Promise<void> {
  if (reservation.attempt < reservation.limit.max) return;
  await db
    .update(loginThrottle)
    .set({ lockedUntil: new Date(now.getTime() + reservation.limit.lockMs) })
    .where(eq(loginThrottle.key, reservation.key));
}

/** After a success: the key starts afresh (the owner at this address). */
export async function clearKey(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** After a success: give back the slot this attempt reserved (successes are not failures). */
export async function releaseAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, key));
}

/** Whether the account behind `loginId` has ever had a session opened from `ip` (false for unknown ids). */
export async function hasSignedInFrom(db: Database, loginId: string, ip: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(users.loginId, normalizeLoginId(loginId)), eq(sessions.ipAddress, ip)))
    .limit(1);
  return rows.length > 0;
}
