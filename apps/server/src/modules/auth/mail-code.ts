import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_DIGITS } from '@minda/contracts/rules/account-recovery';

/**
 * The pieces of a mailed code (sign-up's e-mail verification; account recovery has the same rules): a
 * RECOVERY_CODE_DIGITS-digit code, stored only as an HMAC keyed with the app secret (a 6-digit code in a leaked
 * table would otherwise be read back by trying them all), and the random token a correct code is traded for.
 */
export const newMailCode = () => String(randomInt(0, 10 ** RECOVERY_CODE_DIGITS)).padStart(RECOVERY_CODE_DIGITS, '0');

export const keyedHash = (secret: string, purpose: string, value: string) => createHmac('sha256', secret).update(`${purpose}\0${value}`).digest('base64url');

/** A token of 256 random bits: a plain SHA-256 is enough to store it (as with session ids). */
export const newMailToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
