import { eq, sql } from 'drizzle-orm';
import {
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
} from '@minda/contracts/rules/auth-cookies';
import type { Database } from '../db/client.ts';
import { loginThrottle } from '../db/schema/users.ts';

/**
 * Failed-login counters in the login_throttle table, one row per key ("acct:<loginId>", "ip:<addr>").
 *
 * Every attempt first *reserves* a slot with one atomic upsert (INSERT … ON CONFLICT DO UPDATE … RETURNING,
 * which locks the row) before the password is checked. Concurrent attempts therefore each see a distinct
 * count and no burst of parallel guesses can slip past the limit while the slow scrypt check runs.
 * A failed attempt keeps its slot; a successful one gives it back (address) or clears the row (account).
 * Counters live in a fixed window of LOGIN_LOCK_MINUTES; reaching the limit locks the key for
 * LOGIN_LOCK_MINUTES from that failure.
 */
export const LOCK_MS = LOGIN_LOCK_MINUTES * 60 * 1000;
const WINDOW_MS = LOCK_MS;

export const accountKey = (loginId: string) => `acct:${loginId.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

export const limits = { account: LOGIN_MAX_FAILURES_PER_ACCOUNT, address: LOGIN_MAX_FAILURES_PER_ADDRESS } as const;

export type Reservation = {
  key: string;
  /** This attempt's number within the window (1 = first). */
  attempt: number;
  /** True when the key is locked or this attempt is beyond the limit: refuse without checking the password. */
  blocked: boolean;
};

/** Counts this attempt against `key` atomically and says whether it may proceed. */
export async function reserveAttempt(db: Database, key: string, max: number, now = new Date()): Promise<Reservation> {
  const nowTs = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - WINDOW_MS).toISOString()}::timestamptz`;
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
    .returning({ failures: loginThrottle.failures, lockedUntil: loginThrottle.lockedUntil });
  const row = rows[0];
  if (!row) throw new Error('login_throttle upsert returned no row');
  const locked = row.lockedUntil !== null && row.lockedUntil.getTime() > now.getTime();
  return { key, attempt: row.failures, blocked: locked || row.failures > max };
}

/** After a failed attempt: lock the key once the failures reach the limit. */
export async function lockIfExhausted(db: Database, reservation: Reservation, max: number, now = new Date()): Promise<boolean> {
  if (reservation.attempt < max) return false;
  await db
    .update(loginThrottle)
    .set({ lockedUntil: new Date(now.getTime() + LOCK_MS) })
    .where(eq(loginThrottle.key, reservation.key));
  return true;
}

/** After a successful login: the account starts afresh. */
export async function clearKey(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** After a successful login: the address gets back the slot this attempt reserved (successes are not failures). */
export async function releaseAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, key));
}
