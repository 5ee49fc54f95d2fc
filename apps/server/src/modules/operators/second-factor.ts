import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { SECOND_FACTOR_MESSAGES } from '@minda/contracts/admin-operators';
import type { Database } from '../../db/client.ts';
import { operatorSecondFactors, users } from '../../db/schema/users.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { openText, sealText } from '../../platform/secret.ts';

/**
 * An operator's second factor (issue 57): a TOTP authenticator app (RFC 6238 through `otpauth`: 6 digits, 30-second
 * steps, one step of drift either way) and ten single-use recovery codes. Started, then confirmed with the app's
 * first code; from then on the back office's login asks for a code after the password.
 */

const PURPOSE = 'operator-second-factor';
const ISSUER = '민다 관리자';
const PERIOD_SECONDS = 30;
const RECOVERY_CODES = 10;

const totpOf = (secret: string, label: string) => new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
const hashOf = (code: string) => createHash('sha256').update(code.replace(/-/g, '').toUpperCase()).digest('hex');
const invalid = () => new AppError(401, 'SECOND_FACTOR_INVALID', SECOND_FACTOR_MESSAGES.invalid);

/** XXXX-XXXX from an alphabet without look-alikes (no 0/O, 1/I/L). */
function recoveryCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const chars = [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** Whether the operator signs in with a code too. */
export async function hasSecondFactor(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ enabledAt: operatorSecondFactors.enabledAt }).from(operatorSecondFactors).where(eq(operatorSecondFactors.userId, userId));
  return Boolean(row?.enabledAt);
}

/** `POST admin/auth/second-factor`: a new secret for the app (replacing one not yet confirmed), with its QR code. */
export async function startSecondFactor(db: Database, appSecret: string, operatorId: number) {
  const [user] = await db.select({ loginId: users.loginId }).from(users).where(eq(users.id, operatorId));
  if (await hasSecondFactor(db, operatorId)) throw new AppError(409, 'CONFLICT', SECOND_FACTOR_MESSAGES.alreadyOn);
  const secret = new Secret({ size: 20 }).base32;
  const sealed = sealText(appSecret, PURPOSE, secret);
  await db
    .insert(operatorSecondFactors)
    .values({ userId: operatorId, secretSealed: sealed })
    .onConflictDoUpdate({ target: operatorSecondFactors.userId, set: { secretSealed: sealed, lastStep: null, recoveryHashes: [], createdAt: new Date() } });
  const otpauthUri = totpOf(secret, user!.loginId).toString();
  return { secret, otpauthUri, qrSvg: await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, width: 192 }) };
}

/**
 * Takes a code for the operator's factor in `tx` (locked): the app's current code (never one taken before), or an
 * unused recovery code (then used up). Throws SECOND_FACTOR_INVALID otherwise.
 */
async function takeCode(tx: Database, appSecret: string, operatorId: number, code: string, now: number, requireEnabled: boolean): Promise<'app' | 'recovery'> {
  const [row] = await tx.select().from(operatorSecondFactors).where(eq(operatorSecondFactors.userId, operatorId)).for('update');
  if (!row || (requireEnabled && !row.enabledAt)) throw new AppError(409, 'CONFLICT', requireEnabled ? SECOND_FACTOR_MESSAGES.notOn : SECOND_FACTOR_MESSAGES.notStarted);
  const secret = openText(appSecret, PURPOSE, row.secretSealed);
  if (!secret) throw invalid();
  const digits = code.trim();
  if (/^\d{6}$/.test(digits)) {
    const delta = totpOf(secret, '').validate({ token: digits, timestamp: now, window: 1 });
    if (delta === null) throw invalid();
    const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
    if (row.lastStep !== null && step <= row.lastStep) throw invalid();
    await tx.update(operatorSecondFactors).set({ lastStep: step }).where(eq(operatorSecondFactors.userId, operatorId));
    return 'app';
  }
  const hash = hashOf(digits);
  if (!row.enabledAt || !row.recoveryHashes.includes(hash)) throw invalid();
  await tx.update(operatorSecondFactors).set({ recoveryHashes: row.recoveryHashes.filter((h) => h !== hash) }).where(eq(operatorSecondFactors.userId, operatorId));
  return 'recovery';
}

/** `PUT admin/auth/second-factor`: the app's first code turns it on; the recovery codes are returned this once. */
export async function confirmSecondFactor(db: Database, appSecret: string, actor: AuditActor, code: string, now = Date.now()): Promise<{ recoveryCodes: string[] }> {
  const operatorId = actor.id!;
  if (await hasSecondFactor(db, operatorId)) throw new AppError(409, 'CONFLICT', SECOND_FACTOR_MESSAGES.alreadyOn);
  const recoveryCodes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
  await db.transaction(async (tx) => {
    await takeCode(tx, appSecret, operatorId, code, now, false);
    await tx.update(operatorSecondFactors).set({ enabledAt: new Date(now), recoveryHashes: recoveryCodes.map(hashOf) }).where(eq(operatorSecondFactors.userId, operatorId));
    await recordAudit(tx, actor, { action: 'operator.second_factor_on', target: { type: 'operator', id: operatorId }, after: { secondFactor: true } });
  });
  return { recoveryCodes };
}

/** `DELETE admin/auth/second-factor`: off, with a current code or a recovery code. */
export async function disableSecondFactor(db: Database, appSecret: string, actor: AuditActor, code: string, now = Date.now()): Promise<void> {
  const operatorId = actor.id!;
  await db.transaction(async (tx) => {
    await takeCode(tx, appSecret, operatorId, code, now, true);
    await tx.delete(operatorSecondFactors).where(eq(operatorSecondFactors.userId, operatorId));
    await recordAudit(tx, actor, { action: 'operator.second_factor_off', target: { type: 'operator', id: operatorId }, before: { secondFactor: true }, after: { secondFactor: false } });
  });
}

/**
 * The login's second step for an operator whose factor is on: without a code SECOND_FACTOR_REQUIRED (the password
 * was right; nothing is started), with a wrong or reused one SECOND_FACTOR_INVALID. Nothing to check otherwise.
 */
export async function checkSecondFactorAtLogin(db: Database, appSecret: string, operatorId: number, code: string | undefined, now = Date.now()): Promise<void> {
  if (!(await hasSecondFactor(db, operatorId))) return;
  if (!code) throw new AppError(401, 'SECOND_FACTOR_REQUIRED', SECOND_FACTOR_MESSAGES.required);
  await db.transaction((tx) => takeCode(tx, appSecret, operatorId, code, now, true));
}
