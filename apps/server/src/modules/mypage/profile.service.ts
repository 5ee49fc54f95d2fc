import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MemberProfile, MemberProfilePatch, PasswordChange, WithdrawalRequest } from '@minda/contracts/mypage';
import { ACTIVE_BOOKING_STATUSES } from '@minda/contracts/rules/bookings';
import { WITHDRAWN_NICKNAME } from '@minda/contracts/rules/mypage';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { marketingConsents, memberWithdrawals } from '../../db/schema/mypage.ts';
import { sessions, users } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { sessionsEnded } from '../../platform/live-sessions.ts';
import { revokeSessionsOf } from '../../platform/session.ts';
import { cacheTags, publicDataChanged } from '../../platform/public-cache.ts';
import { limits, lockIfExhausted, releaseAttempt, reserveAttempt, throttled } from '../../platform/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { removeAllWishesOf } from '../wishes/wishes.service.ts';

export const PROFILE_TEXTS = {
  wrongPassword: '현재 비밀번호가 일치하지 않습니다.',
  tooManyAttempts: (minutes: number) => `비밀번호를 여러 번 잘못 입력했습니다. ${minutes}분 후에 다시 시도해 주세요.`,
  upcomingBooking: '이용 예정인 예약이 있어 탈퇴할 수 없습니다. 예약을 취소하거나 이용을 마친 뒤 탈퇴해 주세요.',
  notMember: '운영자·파트너 계정은 이 화면에서 탈퇴할 수 없습니다. 고객센터로 문의해 주세요.',
} as const;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function readProfile(db: Database | Tx, userId: number): Promise<MemberProfile> {
  const [row] = await db
    .select({
      loginId: users.loginId,
      email: users.email,
      nickname: users.nickname,
      profileImage: users.profileImage,
      phone: users.phone,
      createdAt: users.createdAt,
      emailAgreedAt: marketingConsents.emailAgreedAt,
      smsAgreedAt: marketingConsents.smsAgreedAt,
    })
    .from(users)
    .leftJoin(marketingConsents, eq(marketingConsents.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound('회원 정보를 찾을 수 없습니다.');
  return {
    loginId: row.loginId,
    email: row.email,
    nickname: row.nickname,
    profileImage: row.profileImage,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    marketing: {
      email: row.emailAgreedAt !== null,
      sms: row.smsAgreedAt !== null,
      emailAgreedAt: row.emailAgreedAt?.toISOString() ?? null,
      smsAgreedAt: row.smsAgreedAt?.toISOString() ?? null,
    },
  };
}

/** Nickname, phone and consents; a consent keeps the date of its first "yes" until it is withdrawn. */
export async function updateProfile(db: Database, userId: number, patch: MemberProfilePatch): Promise<MemberProfile> {
  return db.transaction(async (tx) => {
    // The contract gave the stored form (rules/phone.ts), null to clear it.
    if (patch.phone !== undefined) await tx.update(users).set({ phone: patch.phone }).where(eq(users.id, userId));
    if (patch.nickname !== undefined) {
      await tx.update(users).set({ nickname: patch.nickname }).where(eq(users.id, userId));
      publicDataChanged([cacheTags.pageUser(userId)]);
    }
    if (patch.marketingEmail !== undefined || patch.marketingSms !== undefined) {
      const agreedAt = (column: AnyPgColumn, value: boolean | undefined) =>
        value === undefined ? column : value ? sql`coalesce(${column}, now())` : sql`null`;
      await tx
        .insert(marketingConsents)
        .values({
          userId,
          emailAgreedAt: patch.marketingEmail ? new Date() : null,
          smsAgreedAt: patch.marketingSms ? new Date() : null,
        })
        .onConflictDoUpdate({
          target: marketingConsents.userId,
          set: {
            emailAgreedAt: agreedAt(marketingConsents.emailAgreedAt, patch.marketingEmail),
            smsAgreedAt: agreedAt(marketingConsents.smsAgreedAt, patch.marketingSms),
            updatedAt: sql`now()`,
          },
        });
    }
    return readProfile(tx, userId);
  });
}

/** Sets the image path and returns the one it replaces (for the caller to delete from storage). */
export async function replaceProfileImage(db: Database, userId: number, url: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ image: users.profileImage }).from(users).where(eq(users.id, userId)).for('update');
    await tx.update(users).set({ profileImage: url }).where(eq(users.id, userId));
    publicDataChanged([cacheTags.pageUser(userId)]);
    return before?.image ?? null;
  });
}

/**
 * Checks the current password against a per-account counter (the login's account limit, its own key), so a
 * stolen session cannot guess the password to take the account over. Throws 400 or 429 in Korean.
 */
async function confirmPassword(db: Database, userId: number, password: string): Promise<void> {
  const slot = await reserveAttempt(db, `confirm:${userId}`, limits.pair);
  if (slot.blocked) throw throttled(slot, PROFILE_TEXTS.tooManyAttempts);
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(password, row.hash))) {
    await lockIfExhausted(db, slot);
    throw new AppError(400, 'PASSWORD_MISMATCH', PROFILE_TEXTS.wrongPassword);
  }
  await releaseAttempt(db, slot.key);
}

/** A new password; every other session of the account is signed out, the one in use stays. */
export async function changePassword(db: Database, userId: number, sessionId: string, input: PasswordChange): Promise<void> {
  await confirmPassword(db, userId, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId), isNull(sessions.revokedAt)));
  });
  // Committed: the other sessions end now, here, not when the live-session cache lets them go.
  sessionsEnded({ userId });
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** A one-way stand-in for a login id or e-mail: unique per account, says nothing about the old value. */
const tombstone = (userId: number, what: string) => `withdrawn-${userId}-${createHash('sha256').update(`${what}:${userId}`).digest('hex').slice(0, 12)}`;

/**
 * Withdraws the account (decision 029). Refused while a booking is still ahead (requested, awaiting payment
 * or confirmed with its last day today or later). Keeps the users row, bookings and payments (the law's five
 * years) but clears what identifies the person: nickname → 탈퇴회원, login id and e-mail replaced, password
 * unusable, profile image and phone removed (the image returned for the caller to delete), wishes deleted with their counts,
 * consents deleted, every session revoked. Logging in afterwards is impossible: no login id matches.
 */
export async function withdraw(db: Database, userId: number, input: WithdrawalRequest): Promise<{ profileImage: string | null }> {
  await confirmPassword(db, userId, input.password);
  const withdrawn = await db.transaction(async (tx) => {
    const [user] = await tx.select({ role: users.role, image: users.profileImage }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('회원 정보를 찾을 수 없습니다.');
    if (user.role !== 'member') throw new AppError(403, 'FORBIDDEN', PROFILE_TEXTS.notMember);
    const ahead = await tx
      .select({ bookNo: bookings.bookNo })
      .from(bookings)
      .where(
        and(
          eq(bookings.memberId, userId),
          inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
          gte(sql`coalesce(${bookings.endDate}, ${bookings.startDate})`, todayUtc()),
        ),
      )
      .limit(1);
    if (ahead.length > 0) throw new AppError(409, 'CONFLICT', PROFILE_TEXTS.upcomingBooking);

    // Wishes go, and the products' wish counts with them.
    await removeAllWishesOf(tx, userId);
    await tx.delete(marketingConsents).where(eq(marketingConsents.userId, userId));
    await tx
      .update(users)
      .set({
        nickname: WITHDRAWN_NICKNAME,
        loginId: tombstone(userId, 'login'),
        email: `${tombstone(userId, 'email')}@withdrawn.invalid`,
        // Not a hash any password can match: verifyPassword refuses it.
        passwordHash: 'withdrawn',
        profileImage: null,
        phone: null,
      })
      .where(eq(users.id, userId));
    await revokeSessionsOf(tx, userId);
    await tx.insert(memberWithdrawals).values({ userId, reason: input.reason ?? null });
    return { profileImage: user.image };
  });
  sessionsEnded({ userId });
  publicDataChanged([cacheTags.pageUser(userId)]);
  return withdrawn;
}
