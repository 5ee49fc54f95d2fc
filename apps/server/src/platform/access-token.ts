import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { UserRoleSchema, type UserRole } from '@minda/contracts/auth';

/**
 * Access tokens: `<base64url(JSON payload)>.<base64url(HMAC-SHA256)>`. Stateless to verify; the auth hook
 * still checks that the session named by `sid` is live, so logout revokes every token of the session.
 */
export type AccessTokenPayload = {
  /** User id. */
  sub: number;
  /** Session id (the SHA-256 stored in sessions.id, never the cookie value). */
  sid: string;
  role: UserRole;
  /** Expiry, epoch milliseconds (the same number as the accessTokenExpire cookie). */
  exp: number;
};

const PayloadSchema = z.object({
  sub: z.number().int().positive(),
  sid: z.string().min(1),
  role: UserRoleSchema,
  exp: z.number().int(),
});

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`access-token.${body}`).digest('base64url');
}

export function signAccessToken(secret: string, payload: AccessTokenPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export type VerifyResult = { ok: true; payload: AccessTokenPayload } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export function verifyAccessToken(secret: string, token: string, now = Date.now()): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'malformed' };
  const [body, signature] = parts as [string, string];
  const expected = Buffer.from(sign(secret, body));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: 'signature' };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = PayloadSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  if (parsed.data.exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, payload: parsed.data };
}
