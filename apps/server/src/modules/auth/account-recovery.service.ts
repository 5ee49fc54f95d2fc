import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AuthCodeSendRequest, AuthTokenRequest, FindIdPwRequest, FindIdPwResponse } from '@minda/contracts/auth';
import {
  RECOVERY_CODE_MAX_ATTEMPTS,
  RECOVERY_CODE_TTL_MINUTES,
  RECOVERY_CODES_PER_ADDRESS_PER_HOUR,
  RECOVERY_CODES_PER_EMAIL_ALL_ADDRESSES_PER_HOUR,
  RECOVERY_CODES_PER_EMAIL_PER_HOUR,
  RECOVERY_TEXTS,
  RECOVERY_TOKEN_TTL_MINUTES,
} from '@minda/contracts/rules/account-recovery';
import type { Database } from '../../db/client.ts';
import { recoveryCodes, sessions, users } from '../../db/schema/users.ts';
import type { Caller } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { sessionsEnded } from '../../platform/live-sessions.ts';
import { accountKey, clearKey, reserveAttempt, throttled, type Limit } from '../../platform/login-throttle.ts';
import type { Mail } from '../../platform/mail.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { keyedHash, newMailCode, newMailToken, sameHash } from './mail-code.ts';

/**
 * Account recovery (spec 2 §7.1; rules/account-recovery.ts): a 6-digit code mailed to the account's address,
 * traded for a short-lived token, which then shows the address's login ids or sets a new password. The
 * answers before the code is checked are the same whether or not an account matches, and codes and tokens
 * are stored only as HMACs.
 */

export type RecoveryDeps = { db: Database; mail: Mail; secret: string; now?: () => Date };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const codeLimits = {
  address: { max: RECOVERY_CODES_PER_ADDRESS_PER_HOUR, windowMs: HOUR, lockMs: HOUR },
  email: { max: RECOVERY_CODES_PER_EMAIL_PER_HOUR, windowMs: HOUR, lockMs: HOUR },
  /** Every address together: bounds the mails one mailbox gets; past it only an address the account knows may ask. */
  allAddresses: { max: RECOVERY_CODES_PER_EMAIL_ALL_ADDRESSES_PER_HOUR, windowMs: HOUR, lockMs: HOUR },
  /** Code checks of one address over every code: bounds guessing across freshly requested codes. */
  checks: { max: RECOVERY_CODES_PER_ADDRESS_PER_HOUR * RECOVERY_CODE_MAX_ATTEMPTS, windowMs: HOUR, lockMs: HOUR },
} as const satisfies Record<string, Limit>;

const invalidCode = () => new AppError(400, 'AUTH_CODE_INVALID', RECOVERY_TEXTS.codeInvalid);
const invalidToken = () => new AppError(400, 'RECOVERY_TOKEN_INVALID', RECOVERY_TEXTS.tokenInvalid);

const codeHash = (secret: string, target: { email: string; loginId: string | null }, code: string) =>
  keyedHash(secret, 'recovery-code', `${target.email}\0${target.loginId ?? ''}\0${code}`);

async function reserveOrRefuse(db: Database, key: string, limit: Limit, now: Date) {
  const slot = await reserveAttempt(db, key, limit, now);
  if (slot.blocked) throw throttled(slot, RECOVERY_TEXTS.tooManyCodes, now.getTime());
}

const byEmail = (email: string) => sql`lower(${users.email}) = ${email}`;

/** Whether the signed-in caller asks for a code of their own account (their address, and their login id when one is named). */
async function isOwnAccount(db: Database, caller: Caller, target: { email: string; loginId: string | null }) {
  if (caller === null) return false;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, caller), byEmail(target.email), target.loginId === null ? undefined : eq(users.loginId, target.loginId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether an account of the e-mail address has had a session opened from `ip` (as login-throttle's hasSignedInFrom). */
async function hasSignedInFrom(db: Database, email: string, ip: string) {
  const rows = await db
    .select({ one: sql`1` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(byEmail(email), eq(sessions.ipAddress, ip)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Counts a code request, per requesting address first, so requests from elsewhere never spend the owner's
 * codes: the address's own budget, its budget for this e-mail, then the e-mail's ceiling over every address,
 * past which only an address its accounts signed in from gets a code. A signed-in owner asking for their own
 * account is counted on their own and never blocked by anyone else's requests.
 */
async function countCodeRequest(db: Database, target: { email: string; loginId: string | null }, ip: string, caller: Caller, now: Date) {
  if (await isOwnAccount(db, caller, target)) return reserveOrRefuse(db, `recovery:member:${caller}`, codeLimits.email, now);
  await reserveOrRefuse(db, `recovery:ip:${ip}`, codeLimits.address, now);
  await reserveOrRefuse(db, `recovery:pair:${ip}|${target.email}`, codeLimits.email, now);
  const all = await reserveAttempt(db, `recovery:email:${target.email}`, codeLimits.allAddresses, now);
  if (all.blocked && !(await hasSignedInFrom(db, target.email, ip))) throw throttled(all, RECOVERY_TEXTS.tooManyCodes, now.getTime());
}

/** The account a request aims at: any account of the address (find id), or the one login id of it (reset). */
async function matchingUser(db: Database, target: { email: string; loginId: string | null }) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(target.loginId === null ? byEmail(target.email) : and(byEmail(target.email), eq(users.loginId, target.loginId)))
    .orderBy(asc(users.id))
    .limit(1);
  return rows[0] ?? null;
}

/** `POST auth/authCodeSend`; `caller` is the signed-in account, if any (the route lets a stale token through). */
export async function sendRecoveryCode(deps: RecoveryDeps, input: AuthCodeSendRequest, ip: string, caller: Caller = null) {
  const now = deps.now?.() ?? new Date();
  const target = { email: input.email, loginId: input.loginId ?? null };
  await countCodeRequest(deps.db, target, ip, caller, now);

  const user = await matchingUser(deps.db, target);
  const code = newMailCode();
  await deps.db.transaction(async (tx) => {
    // Old rows have no use after a day; clearing them here keeps the table small without a job.
    await tx.delete(recoveryCodes).where(lt(recoveryCodes.createdAt, new Date(now.getTime() - 24 * HOUR)));
    await tx.insert(recoveryCodes).values({
      email: target.email,
      loginId: target.loginId,
      userId: user?.id ?? null,
      codeHash: user ? codeHash(deps.secret, target, code) : null,
      expiresAt: new Date(now.getTime() + RECOVERY_CODE_TTL_MINUTES * MINUTE),
      requestIp: ip,
      createdAt: now,
    });
    if (user) {
      await deps.mail.queue({ to: target.email, subject: RECOVERY_TEXTS.mailSubject, text: RECOVERY_TEXTS.mailText(code, RECOVERY_CODE_TTL_MINUTES) }, { db: tx });
    }
  });
  return { message: RECOVERY_TEXTS.codeSent(RECOVERY_CODE_TTL_MINUTES), expiresInSeconds: RECOVERY_CODE_TTL_MINUTES * 60 };
}

/** `POST auth/authToken`: the latest code of the target, at most RECOVERY_CODE_MAX_ATTEMPTS tries. */
export async function verifyRecoveryCode(deps: RecoveryDeps, input: AuthTokenRequest, ip: string) {
  const now = deps.now?.() ?? new Date();
  const target = { email: input.email, loginId: input.loginId ?? null };
  await reserveOrRefuse(deps.db, `recovery-check:ip:${ip}`, codeLimits.checks, now);

  const [latest] = await deps.db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.email, target.email), target.loginId === null ? isNull(recoveryCodes.loginId) : eq(recoveryCodes.loginId, target.loginId)))
    .orderBy(desc(recoveryCodes.createdAt), desc(recoveryCodes.id))
    .limit(1);
  if (!latest) throw invalidCode();
  // Counting the try and checking it is still allowed in one statement: parallel guesses cannot exceed the limit.
  const counted = await deps.db
    .update(recoveryCodes)
    .set({ attempts: sql`${recoveryCodes.attempts} + 1` })
    .where(
      and(
        eq(recoveryCodes.id, latest.id),
        lt(recoveryCodes.attempts, RECOVERY_CODE_MAX_ATTEMPTS),
        isNull(recoveryCodes.verifiedAt),
        gt(recoveryCodes.expiresAt, now),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (counted.length === 0 || latest.codeHash === null || !sameHash(latest.codeHash, codeHash(deps.secret, target, input.code))) throw invalidCode();

  const token = newMailToken();
  const verified = await deps.db
    .update(recoveryCodes)
    .set({ verifiedAt: now, tokenHash: keyedHash(deps.secret, 'recovery-token', token), tokenExpiresAt: new Date(now.getTime() + RECOVERY_TOKEN_TTL_MINUTES * MINUTE) })
    .where(and(eq(recoveryCodes.id, latest.id), isNull(recoveryCodes.verifiedAt)))
    .returning({ id: recoveryCodes.id });
  if (verified.length === 0) throw invalidCode();
  return { recoveryToken: token, expiresInSeconds: RECOVERY_TOKEN_TTL_MINUTES * 60 };
}

/**
 * `POST auth/findIdPw`: a find-id token answers the address's login ids; a reset token with `newPassword`
 * sets it, ends every session of the account and lifts its login throttle. A token serves once.
 */
type Redeemed = { answer: FindIdPwResponse; endedSessionIds: string[] };

export async function redeemRecoveryToken(deps: RecoveryDeps, input: FindIdPwRequest): Promise<Redeemed> {
  const now = deps.now?.() ?? new Date();
  const redeemed = await deps.db.transaction(async (tx): Promise<Redeemed> => {
    const [row] = await tx
      .select()
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.tokenHash, keyedHash(deps.secret, 'recovery-token', input.recoveryToken)), isNull(recoveryCodes.usedAt), gt(recoveryCodes.tokenExpiresAt, now)))
      .for('update');
    if (!row) throw invalidToken();

    if (row.loginId === null) {
      await tx.update(recoveryCodes).set({ usedAt: now }).where(eq(recoveryCodes.id, row.id));
      const accounts = await tx
        .select({ loginId: users.loginId, createdAt: users.createdAt })
        .from(users)
        .where(sql`lower(${users.email}) = ${row.email}`)
        .orderBy(asc(users.createdAt));
      return { answer: { kind: 'loginIds', loginIds: accounts.map((a) => ({ loginId: a.loginId, joinedAt: a.createdAt.toISOString() })) }, endedSessionIds: [] };
    }

    if (!input.newPassword) throw new AppError(400, 'VALIDATION_FAILED', RECOVERY_TEXTS.newPasswordRequired);
    if (row.userId === null) throw invalidToken();
    await tx.update(recoveryCodes).set({ usedAt: now }).where(eq(recoveryCodes.id, row.id));
    await tx.update(users).set({ passwordHash: await hashPassword(input.newPassword) }).where(eq(users.id, row.userId));
    // Whoever held the old password is signed out everywhere.
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, row.userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await clearKey(tx, accountKey(row.loginId));
    return { answer: { kind: 'passwordChanged', loginId: row.loginId }, endedSessionIds: ended.map((s) => s.id) };
  });
  // Committed: no request may go on as one of them, even from the live-session cache.
  for (const sessionId of redeemed.endedSessionIds) sessionsEnded({ sessionId });
  return redeemed;
}
