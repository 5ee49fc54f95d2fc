import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OPERATOR_MESSAGES } from '@minda/contracts/admin-operators';
import { ADMIN_PARTNER_MESSAGES } from '@minda/contracts/admin-partners';
import { SESSION_COOKIE } from '@minda/contracts/rules/auth-cookies';
import { APP_DOWNLOAD_COUPON_CODE, WELCOME_COUPON_CODE } from '@minda/contracts/rules/coupons';
import { APP_SERVICE_MEDIA_COOKIE, isInApp } from '@minda/contracts/rules/service-media';
import type { LoginRequest, PageUser, RegisterRequest, UserRole } from '@minda/contracts/auth';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { marketingConsents } from '../../db/schema/mypage.ts';
import { partnerProfiles, users } from '../../db/schema/users.ts';
import { AppError } from '../../platform/errors.ts';
import {
  accountKey,
  addressKey,
  clearKey,
  hasSignedInFrom,
  limits,
  lockIfExhausted,
  normalizeLoginId,
  pairKey,
  registrationKey,
  releaseAttempt,
  reserveAttempt,
  throttled,
} from '../../platform/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import {
  createSession,
  issueAccessToken,
  revokeSession,
  sessionIdFromCookie,
  sessionLifetimeOf,
  setSessionCookies,
  type IssuedAccessToken,
} from '../../platform/session.ts';
import { rebindXsrfToSession } from '../../platform/xsrf.ts';
import { grantCoupon, recordInvitation } from '../coupons/coupons.service.ts';
import { unreadTotal } from '../chat/chat.service.ts';
import { claimSignupEmail, markSignupEmailUsedBy } from './signup-email.service.ts';

export type AuthDeps = { config: Config; secret: string };

type UserRow = typeof users.$inferSelect;

export const messages = {
  /** Unknown id and wrong password alike: login does not tell which ids exist, nor how many tries are left. */
  loginFailed: '아이디 또는 비밀번호가 일치하지 않습니다.',
  tooManyAttempts: (minutes: number) => `로그인 시도가 너무 많아 이 기기에서의 로그인이 잠시 제한됩니다. ${minutes}분 후 다시 시도해 주세요.`,
  accountUnderAttack: '이 아이디로 로그인 실패가 너무 많아 잠시 제한됩니다. 평소 로그인하던 기기에서 다시 시도하거나 잠시 후 다시 시도해 주세요.',
  tooManyRegistrations: (minutes: number) => `회원가입 시도가 너무 많습니다. ${minutes}분 후 다시 시도해 주세요.`,
  loginIdTaken: '이미 사용 중인 아이디입니다.',
  requireLogin: '로그인이 필요합니다. 다시 로그인해 주세요.',
} as const;

/**
 * The page user of an account, with its unread inquiry messages (the header badge's first value). A partner's
 * staff login is itself by name (login id, nickname, picture) and its business by id and inquiries, as every
 * request it makes acts as the business (platform/auth.ts authUserOf); `partnerStaff` names the business.
 */
export async function toPageUser(db: Database, row: Pick<UserRow, 'id' | 'loginId' | 'nickname' | 'profileImage' | 'role' | 'partnerAccountId'>): Promise<PageUser> {
  const actingId = row.partnerAccountId ?? row.id;
  return {
    id: actingId,
    loginId: row.loginId,
    nickName: row.nickname,
    profileImage: row.profileImage,
    role: row.role,
    unreadInquiryCount: await unreadTotal(db, actingId),
    ...(row.partnerAccountId === null ? {} : { partnerStaff: { accountId: row.id, businessName: await partnerBusinessName(db, row.partnerAccountId) } }),
  };
}

/** The name a partner business goes by: its 상호, else (no business details yet) its account's nickname. */
async function partnerBusinessName(db: Database, partnerId: number): Promise<string> {
  const [row] = await db
    .select({ name: sql<string>`coalesce(nullif(${partnerProfiles.businessName}, ''), ${users.nickname})` })
    .from(users)
    .leftJoin(partnerProfiles, eq(partnerProfiles.userId, users.id))
    .where(eq(users.id, partnerId));
  return row?.name ?? '';
}

/** What auth/user answers the member; null when the account is gone. */
export async function pageUserOf(db: Database, userId: number): Promise<PageUser | null> {
  const user = await findUserById(db, userId);
  return user ? toPageUser(db, user) : null;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}


/**
 * A hash of nothing anyone knows, checked when the login id does not exist, so that an unknown id costs the
 * same scrypt work as a wrong password and the answer time does not tell them apart.
 */
let dummyHash: Promise<string> | undefined;
export const warmDummyHash = () => (dummyHash ??= hashPassword(`no-such-account-${randomBytes(16).toString('hex')}`));

/**
 * Checks the credentials under the throttling rules (platform/login-throttle.ts, decision 015) and returns
 * the user, or throws the Korean error the login form shows. Slots are reserved address first, then the
 * (address, account) pair, then the account; the password is checked last. An unknown id and a wrong
 * password take the same steps and get the same answer; so does an account of another role when `role` is given.
 */
/**
 * `verify` is a further step after a right password (an operator's second factor): its failure counts as a failed
 * login, so codes cannot be guessed faster than passwords.
 */
export async function authenticate(db: Database, input: LoginRequest, ip: string, options: { role?: UserRole; verify?: (user: UserRow) => Promise<void> } = {}): Promise<UserRow> {
  const loginId = normalizeLoginId(input.loginId);
  const ipSlot = await reserveAttempt(db, addressKey(ip), limits.address);
  if (ipSlot.blocked) throw throttled(ipSlot, messages.tooManyAttempts);
  const pairSlot = await reserveAttempt(db, pairKey(ip, loginId), limits.pair);
  if (pairSlot.blocked) throw throttled(pairSlot, messages.tooManyAttempts);
  const acctSlot = await reserveAttempt(db, accountKey(loginId), limits.account);
  // Past the account's ceiling only a clean address it has signed in from before may try.
  if (acctSlot.blocked && !(pairSlot.attempt === 1 && (await hasSignedInFrom(db, loginId, ip)))) {
    throw throttled(acctSlot, () => messages.accountUnderAttack);
  }

  const rows = await db.select().from(users).where(eq(users.loginId, loginId)).limit(1);
  const user = rows[0];
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await warmDummyHash()));
  // A login that only one role may use (the back office's) refuses other accounts as it refuses a wrong password.
  if (!user || !passwordOk || (options.role !== undefined && user.role !== options.role)) {
    for (const slot of [ipSlot, pairSlot, acctSlot]) await lockIfExhausted(db, slot);
    throw new AppError(401, 'LOGIN_FAILED', messages.loginFailed);
  }

  // The right password of an operator taken out of the back office, of a partner out of business or of a staff login
  // of one, or of a staff login turned off: told so, as it cannot be guessed.
  if (user.deactivatedAt) throw new AppError(403, 'FORBIDDEN', user.role !== 'partner' ? OPERATOR_MESSAGES.deactivated : user.partnerAccountId === null ? ADMIN_PARTNER_MESSAGES.suspendedSignIn : ADMIN_PARTNER_MESSAGES.staffDeactivated);
  if (user.partnerAccountId !== null) {
    const [business] = await db.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, user.partnerAccountId));
    if (business?.deactivatedAt) throw new AppError(403, 'FORBIDDEN', ADMIN_PARTNER_MESSAGES.suspendedSignIn);
  }
  if (options.verify) {
    try {
      await options.verify(user);
    } catch (error) {
      // Asking for the code is not a failure; a wrong code is.
      if (!(error instanceof AppError && error.code === 'SECOND_FACTOR_REQUIRED')) for (const slot of [ipSlot, pairSlot, acctSlot]) await lockIfExhausted(db, slot);
      throw error;
    }
  }

  await clearKey(db, pairSlot.key);
  await releaseAttempt(db, ipSlot.key);
  await releaseAttempt(db, acctSlot.key);
  return user;
}

/**
 * Creates a member from a verified e-mail (the token of signup-email.service.ts, taken here); a taken login id (checked by the unique constraint, so races are safe) is a 409. The
 * sign-up form has to say that an id is taken, so the answer stays; every attempt counts against the
 * address (REGISTRATIONS_PER_ADDRESS_PER_HOUR), which bounds how fast ids can be probed this way.
 */
export async function registerMember(db: Database, input: RegisterRequest, ip: string): Promise<UserRow> {
  const slot = await reserveAttempt(db, registrationKey(ip), limits.registration);
  if (slot.blocked) throw throttled(slot, messages.tooManyRegistrations);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const now = new Date();
    const emailVerifiedAt = await claimSignupEmail(tx, input.email, input.emailVerificationToken, now);
    // The contract refused a sign-up without the required consents; what was agreed is kept with its time.
    const rows = await tx
      .insert(users)
      .values({
        loginId: input.loginId,
        email: input.email.toLowerCase(),
        nickname: input.nickname,
        passwordHash,
        role: 'member',
        emailVerifiedAt,
        termsAgreedAt: now,
        privacyAgreedAt: now,
        age14ConfirmedAt: now,
      })
      .onConflictDoNothing({ target: users.loginId })
      .returning();
    const user = rows[0];
    if (!user) throw new AppError(409, 'LOGIN_ID_TAKEN', messages.loginIdTaken);
    await markSignupEmailUsedBy(tx, input.emailVerificationToken, user.id);
    // 마케팅 정보 수신 동의 is the profile's marketing consent, by e-mail and SMS alike.
    if (input.consents.marketing) await tx.insert(marketingConsents).values({ userId: user.id, emailAgreedAt: now, smsAgreedAt: now });
    // A friend's code: who invited whom, for the reward at the new member's first confirmed booking. A wrong code is a 400 and no account.
    if (input.inviteCode) await recordInvitation(tx, user.id, input.inviteCode);
    await grantCoupon(tx, { memberId: user.id, code: WELCOME_COUPON_CODE, now: new Date(), reason: '회원 가입' });
    return user;
  });
}

/**
 * Starts a session for `user`: session row, httpOnly session cookie + logged-in marker, access token cookies,
 * and an XSRF token bound to the new session. A session the browser held before is revoked. A member's
 * sign-in inside our app brings the app-download coupon the first time.
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
    lifetime: sessionLifetimeOf(deps.config, user.role),
    userAgent: request.headers['user-agent'],
    ipAddress: request.ip,
  });
  setSessionCookies(reply, deps.config, created.cookieValue, created.cookieExpiresAt);
  const tokens = issueAccessToken(reply, deps.config, deps.secret, {
    sessionId: created.sessionId,
    userId: user.id,
    role: user.role,
    operatorRole: user.operatorRole,
    partnerAccountId: user.partnerAccountId,
    createdAt: created.createdAt,
    expiresAt: created.expiresAt,
  });
  rebindXsrfToSession(reply, deps, created.cookieValue);
  if (user.role === 'member' && isInApp(request.cookies[APP_SERVICE_MEDIA_COOKIE])) {
    await grantCoupon(deps.db, { memberId: user.id, code: APP_DOWNLOAD_COUPON_CODE, now: new Date(), reason: '앱 다운로드' });
  }
  return { ...tokens, user: await toPageUser(deps.db, user) };
}
