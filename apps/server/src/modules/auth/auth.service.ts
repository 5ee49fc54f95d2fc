import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT, SESSION_COOKIE } from '@minda/contracts/rules/auth-cookies';
import type { LoginRequest, PageUser, RegisterRequest } from '@minda/contracts/auth';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../platform/errors.ts';
import {
  accountKey,
  addressKey,
  clearKey,
  limits,
  lockIfExhausted,
  releaseAttempt,
  reserveAttempt,
} from '../../platform/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import {
  createSession,
  issueAccessToken,
  revokeSession,
  sessionIdFromCookie,
  setSessionCookies,
  type IssuedAccessToken,
} from '../../platform/session.ts';
import { rebindXsrfToSession } from '../../platform/xsrf.ts';

export type AuthDeps = { config: Config; secret: string };

type UserRow = typeof users.$inferSelect;

export const messages = {
  unknownAccount: '가입되지 않은 아이디입니다.',
  wrongPassword: (n: number) => `비밀번호가 일치하지 않습니다. (${n}/${LOGIN_MAX_FAILURES_PER_ACCOUNT}회)`,
  accountLocked: '로그인 시도가 너무 많아 10분 동안 로그인이 제한됩니다. 잠시 후 다시 시도해 주세요.',
  tooManyAttempts: '이 주소에서 로그인 실패가 너무 많아 잠시 로그인이 제한됩니다. 10분 후 다시 시도해 주세요.',
  loginIdTaken: '이미 사용 중인 아이디입니다.',
  requireLogin: '로그인이 필요합니다. 다시 로그인해 주세요.',
} as const;

export function toPageUser(row: Pick<UserRow, 'id' | 'loginId' | 'nickname' | 'profileImage' | 'role'>): PageUser {
  return {
    id: row.id,
    loginId: row.loginId,
    nickName: row.nickname,
    profileImage: row.profileImage,
    role: row.role,
    // Inquiry chat does not exist yet: the unread badge stays 0 until the chat module provides the count.
    unreadInquiryCount: 0,
  };
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Checks the credentials under the throttling rules and returns the user, or throws the Korean error the
 * login form shows. The address slot is reserved first, then the account slot, then the password is checked.
 */
export async function authenticate(db: Database, input: LoginRequest, ip: string): Promise<UserRow> {
  const ipKey = addressKey(ip);
  const ipSlot = await reserveAttempt(db, ipKey, limits.address);
  if (ipSlot.blocked) throw new AppError(429, 'TOO_MANY_ATTEMPTS', messages.tooManyAttempts);

  const loginId = input.loginId.trim().toLowerCase();
  const rows = await db.select().from(users).where(eq(users.loginId, loginId)).limit(1);
  const user = rows[0];
  if (!user) {
    await lockIfExhausted(db, ipSlot, limits.address);
    throw new AppError(401, 'UNKNOWN_ACCOUNT', messages.unknownAccount);
  }

  const acctKey = accountKey(loginId);
  const acctSlot = await reserveAttempt(db, acctKey, limits.account);
  if (acctSlot.blocked) {
    await lockIfExhausted(db, ipSlot, limits.address);
    throw new AppError(429, 'ACCOUNT_LOCKED', messages.accountLocked);
  }

  if (!(await verifyPassword(input.password, user.passwordHash))) {
    await lockIfExhausted(db, ipSlot, limits.address);
    if (await lockIfExhausted(db, acctSlot, limits.account)) throw new AppError(429, 'ACCOUNT_LOCKED', messages.accountLocked);
    throw new AppError(401, 'WRONG_PASSWORD', messages.wrongPassword(acctSlot.attempt), { failures: acctSlot.attempt, max: limits.account });
  }

  await clearKey(db, acctKey);
  await releaseAttempt(db, ipKey);
  return user;
}

/** Creates a member; a taken login id (checked by the unique constraint, so races are safe) is a 409. */
export async function registerMember(db: Database, input: RegisterRequest): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const rows = await db
    .insert(users)
    .values({ loginId: input.loginId, email: input.email, nickname: input.nickname, passwordHash, role: 'member' })
    .onConflictDoNothing({ target: users.loginId })
    .returning();
  const user = rows[0];
  if (!user) throw new AppError(409, 'LOGIN_ID_TAKEN', messages.loginIdTaken);
  return user;
}

/**
 * Starts a session for `user`: session row, httpOnly session cookie + logged-in marker, access token cookies,
 * and an XSRF token bound to the new session. A session the browser held before is revoked.
 */
export async function startSession(
  deps: AuthDeps & { db: Database },
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<IssuedAccessToken & { user: PageUser }> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await revokeSession(deps.db, sessionIdFromCookie(previous));

  const created = await createSession(deps.db, {
    userId: user.id,
    ttlDays: deps.config.sessionTtlDays,
    userAgent: request.headers['user-agent'],
    ipAddress: request.ip,
  });
  setSessionCookies(reply, deps.config, created.cookieValue, created.expiresAt);
  const tokens = issueAccessToken(reply, deps.config, deps.secret, {
    sessionId: created.sessionId,
    userId: user.id,
    role: user.role,
    expiresAt: created.expiresAt,
  });
  rebindXsrfToSession(reply, deps, created.cookieValue);
  return { ...tokens, user: toPageUser(user) };
}
