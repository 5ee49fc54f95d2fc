import { randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Invite } from '@minda/contracts/coupons';
import { webPaths, withQuery } from '@minda/contracts/paths';
import { INVITE_COUPON_CODE } from '@minda/contracts/rules/coupons';
import { INVITE_REWARD_WON } from '@minda/contracts/rules/limits';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { inviteCodes, invitations } from '../../db/schema/coupons.ts';
import { badRequest } from '../../platform/errors.ts';
import { issueCoupon } from './coupon-wallet.ts';

/**
 * Inviting friends (`/mypage/invite.php`, decision 028): a personal code, the sign-up that names it, and the
 * inviter's 3,000-won coupon, granted once, when the invitee's first booking is confirmed.
 */

/** No 0/O, 1/I: codes are read aloud and typed. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
export const INVITE_CODE_PATTERN = /^[A-Z2-9]{8}$/;
export const INVITE_MESSAGES = { unknownCode: '초대 코드를 찾을 수 없습니다. 코드를 다시 확인해 주세요.' } as const;

const newCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

async function codeOf(db: Database, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await db.select({ code: inviteCodes.code }).from(inviteCodes).where(eq(inviteCodes.memberId, memberId));
    if (existing) return existing.code;
    // A clash with another member's code (or a concurrent first look) inserts nothing; look again.
    await db.insert(inviteCodes).values({ memberId, code: newCode() }).onConflictDoNothing();
  }
  throw new Error('invite code: no free code after 5 attempts');
}

/** `GET member/invite`: the member's code and link, how many friends joined with it and the rewards so far. */
export async function inviteOf(db: Database, memberId: number): Promise<Invite> {
  const code = await codeOf(db, memberId);
  const [counts] = await db
    .select({ joined: sql<number>`count(*)::int`, rewarded: sql<number>`count(${invitations.rewardedAt})::int` })
    .from(invitations)
    .where(eq(invitations.inviterId, memberId));
  const rewarded = Number(counts?.rewarded ?? 0);
  return {
    code,
    link: withQuery(webPaths.member.register.href(), { invite: code }),
    joinedCount: Number(counts?.joined ?? 0),
    rewardedCount: rewarded,
    rewardAmount: rewarded * INVITE_REWARD_WON,
  };
}

/** At sign-up, in the sign-up's transaction: the code's owner invited the new member. Unknown code: 400. */
export async function recordInvitation(tx: Database, inviteeId: number, code: string): Promise<void> {
  const normalised = code.trim().toUpperCase();
  const [owner] = INVITE_CODE_PATTERN.test(normalised)
    ? await tx.select({ memberId: inviteCodes.memberId }).from(inviteCodes).where(eq(inviteCodes.code, normalised))
    : [];
  if (!owner || owner.memberId === inviteeId) throw badRequest(INVITE_MESSAGES.unknownCode);
  await tx.insert(invitations).values({ inviteeId, inviterId: owner.memberId }).onConflictDoNothing();
}

/**
 * The invitee's booking `bookNo` was just confirmed (in the confirming transaction): if it is their first
 * confirmed booking and the inviter has not been rewarded for them, one conditional UPDATE marks the reward and
 * the inviter gets the invite coupon. Returns the inviter's id when a reward was granted.
 */
export async function rewardInviter(tx: Database, input: { bookNo: number; now: Date }): Promise<number | null> {
  const [booking] = await tx.select({ memberId: bookings.memberId }).from(bookings).where(eq(bookings.bookNo, input.bookNo));
  if (!booking) return null;
  const [marked] = await tx
    .update(invitations)
    .set({ rewardedAt: input.now, rewardBookNo: input.bookNo })
    .where(and(eq(invitations.inviteeId, booking.memberId), isNull(invitations.rewardedAt)))
    .returning({ inviterId: invitations.inviterId });
  if (!marked) return null;
  const coupon = await issueCoupon(tx, { memberId: marked.inviterId, code: INVITE_COUPON_CODE, now: input.now, reason: '친구 초대 보상', offerOnly: false });
  await tx.update(invitations).set({ rewardCouponId: coupon.id }).where(and(eq(invitations.inviteeId, booking.memberId), isNotNull(invitations.rewardedAt)));
  return marked.inviterId;
}
