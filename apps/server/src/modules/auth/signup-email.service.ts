import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { SignupEmailCodeRequest, SignupEmailVerifyRequest } from '@minda/contracts/auth';
import {
  RECOVERY_CODE_MAX_ATTEMPTS,
  RECOVERY_CODE_TTL_MINUTES,
  RECOVERY_CODES_PER_ADDRESS_PER_HOUR,
  RECOVERY_CODES_PER_EMAIL_PER_HOUR,
  RECOVERY_TEXTS,
} from '@minda/contracts/rules/account-recovery';
import { SIGNUP_EMAIL_TOKEN_TTL_MINUTES, SIGNUP_TEXTS } from '@minda/contracts/rules/sign-up';
import type { Database } from '../../db/client.ts';
import { signupEmailCodes } from '../../db/schema/users.ts';
import { AppError } from '../../platform/errors.ts';
import { minutesUntil, reserveAttempt, type Limit } from '../../platform/login-throttle.ts';
import type { Mail } from '../../platform/mail.ts';
import { keyedHash, newMailCode, newMailToken, sameHash, tokenHash } from './mail-code.ts';

/**
 * Sign-up's e-mail verification (rules/sign-up.ts, docs/api-notes.md): as on Korean sites the address is
 * verified before the account exists. A code goes to the address, a correct code gives a token, and register
 * takes the token once (`claimSignupEmail`, inside its transaction). Same numbers as the recovery code.
 */

export type SignupEmailDeps = { db: Database; mail: Mail; secret: string; now?: () => Date };
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const codeLimits = {
  address: { max: RECOVERY_CODES_PER_ADDRESS_PER_HOUR, windowMs: HOUR, lockMs: HOUR },
  email: { max: RECOVERY_CODES_PER_EMAIL_PER_HOUR, windowMs: HOUR, lockMs: HOUR },
  /** Code checks of one address over every code: bounds guessing across freshly requested codes. */
  checks: { max: RECOVERY_CODES_PER_ADDRESS_PER_HOUR * RECOVERY_CODE_MAX_ATTEMPTS, windowMs: HOUR, lockMs: HOUR },
} as const satisfies Record<string, Limit>;

const codeHash = (secret: string, email: string, code: string) => keyedHash(secret, 'signup-code', `${email}\0${code}`);
const invalidCode = () => new AppError(400, 'AUTH_CODE_INVALID', RECOVERY_TEXTS.codeInvalid);

async function reserveOrRefuse(db: Database, key: string, limit: Limit, now: Date) {
  const slot = await reserveAttempt(db, key, limit, now);
  if (slot.blocked) throw new AppError(429, 'TOO_MANY_ATTEMPTS', RECOVERY_TEXTS.tooManyCodes(minutesUntil(slot, now.getTime())));
}

/** `POST auth/signupEmailCode`: a new code for the address (the older ones stop counting: only the latest verifies). */
export async function sendSignupCode(deps: SignupEmailDeps, input: SignupEmailCodeRequest, ip: string) {
  const now = deps.now?.() ?? new Date();
  await reserveOrRefuse(deps.db, `signup-code:ip:${ip}`, codeLimits.address, now);
  await reserveOrRefuse(deps.db, `signup-code:email:${input.email}`, codeLimits.email, now);
  const code = newMailCode();
  await deps.db.transaction(async (tx) => {
    // Unused rows have no use after a day; clearing them here keeps the table small without a job.
    await tx.delete(signupEmailCodes).where(and(lt(signupEmailCodes.createdAt, new Date(now.getTime() - 24 * HOUR)), isNull(signupEmailCodes.usedAt)));
    await tx.insert(signupEmailCodes).values({
      email: input.email,
      codeHash: codeHash(deps.secret, input.email, code),
      expiresAt: new Date(now.getTime() + RECOVERY_CODE_TTL_MINUTES * MINUTE),
      requestIp: ip,
      createdAt: now,
    });
    await deps.mail.queue({ to: input.email, subject: SIGNUP_TEXTS.mailSubject, text: SIGNUP_TEXTS.mailText(code, RECOVERY_CODE_TTL_MINUTES) }, { db: tx });
  });
  return { message: SIGNUP_TEXTS.codeSent(RECOVERY_CODE_TTL_MINUTES), expiresInSeconds: RECOVERY_CODE_TTL_MINUTES * 60 };
}

/** `POST auth/signupEmailVerify`: the latest code of the address, at most RECOVERY_CODE_MAX_ATTEMPTS tries. */
export async function verifySignupCode(deps: SignupEmailDeps, input: SignupEmailVerifyRequest, ip: string) {
  const now = deps.now?.() ?? new Date();
  await reserveOrRefuse(deps.db, `signup-check:ip:${ip}`, codeLimits.checks, now);
  const [latest] = await deps.db
    .select({ id: signupEmailCodes.id, codeHash: signupEmailCodes.codeHash })
    .from(signupEmailCodes)
    .where(eq(signupEmailCodes.email, input.email))
    .orderBy(desc(signupEmailCodes.createdAt), desc(signupEmailCodes.id))
    .limit(1);
  if (!latest) throw invalidCode();
  // Counting the try and checking it is still allowed in one statement: parallel guesses cannot exceed the limit.
  const counted = await deps.db
    .update(signupEmailCodes)
    .set({ attempts: sql`${signupEmailCodes.attempts} + 1` })
    .where(and(eq(signupEmailCodes.id, latest.id), lt(signupEmailCodes.attempts, RECOVERY_CODE_MAX_ATTEMPTS), isNull(signupEmailCodes.verifiedAt), gt(signupEmailCodes.expiresAt, now)))
    .returning({ id: signupEmailCodes.id });
  if (counted.length === 0 || !sameHash(latest.codeHash, codeHash(deps.secret, input.email, input.code))) throw invalidCode();

  const token = newMailToken();
  const verified = await deps.db
    .update(signupEmailCodes)
    .set({ verifiedAt: now, tokenHash: tokenHash(token), tokenExpiresAt: new Date(now.getTime() + SIGNUP_EMAIL_TOKEN_TTL_MINUTES * MINUTE) })
    .where(and(eq(signupEmailCodes.id, latest.id), isNull(signupEmailCodes.verifiedAt)))
    .returning({ id: signupEmailCodes.id });
  if (verified.length === 0) throw invalidCode();
  return { emailVerificationToken: token, expiresInSeconds: SIGNUP_EMAIL_TOKEN_TTL_MINUTES * 60 };
}

/**
 * Takes the token for the address (register's transaction: a failed sign-up gives it back) and answers when
 * the address was verified; a token for another address, used or expired is a 400.
 */
export async function claimSignupEmail(tx: Tx, email: string, token: string, now: Date): Promise<Date> {
  const [claimed] = await tx
    .update(signupEmailCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(signupEmailCodes.tokenHash, tokenHash(token)),
        eq(signupEmailCodes.email, email.toLowerCase()),
        isNull(signupEmailCodes.usedAt),
        gt(signupEmailCodes.tokenExpiresAt, now),
      ),
    )
    .returning({ id: signupEmailCodes.id, verifiedAt: signupEmailCodes.verifiedAt });
  if (!claimed?.verifiedAt) throw new AppError(400, 'EMAIL_NOT_VERIFIED', SIGNUP_TEXTS.emailTokenInvalid);
  return claimed.verifiedAt;
}

/** Who took the token, once the account exists. */
export async function markSignupEmailUsedBy(tx: Tx, token: string, userId: number): Promise<void> {
  await tx.update(signupEmailCodes).set({ usedBy: userId }).where(eq(signupEmailCodes.tokenHash, tokenHash(token)));
}
