import { eq } from 'drizzle-orm';
import { APP_DOWNLOAD_COUPON_CODE, INVITE_COUPON_CODE, WELCOME_COUPON_CODE } from '@minda/contracts/rules/coupons';
import { APP_DOWNLOAD_COUPON_WON, INVITE_REWARD_WON } from '@minda/contracts/rules/limits';
import { pointExpiry } from '@minda/contracts/rules/points';
import type { Database } from '../client.ts';
import { coupons, couponEvents, memberCoupons } from '../schema/coupons.ts';
import { pointLedger } from '../schema/points.ts';
import { koreanPeriod, periodInstants, type Period, type SeasonalCalendar } from './seasonal-calendar.ts';

const DAY_MS = 86_400_000;
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

export type CouponSeed = typeof coupons.$inferInsert;
/** A coupon of the season's promotions, with the days it is valid (the coupon page and the events name them). */
export type SeasonalCoupon = CouponSeed & { period: Period };

/** The dated coupons of the promotion calendar: the season's stay special, the tour sale's pickup coupon, the next season's early bird. */
export function seasonalCoupons(calendar: SeasonalCalendar): { stay: SeasonalCoupon; pickup: SeasonalCoupon; earlyBird: SeasonalCoupon } {
  const { season, following } = calendar;
  const dated = (period: Period) => ({ period, ...periodInstants(period) });
  const stayMinimum = 150_000;
  return {
    stay: {
      code: `${season.code}STAY10000`, name: `${season.name} 한인민박 특가 쿠폰`,
      description: `한인민박 ${won(stayMinimum)} 이상 예약, ${koreanPeriod(season.firstDay, season.lastDay)} 체크인`,
      discountType: 'amount', discountValue: 10_000, minOrderAmount: stayMinimum, productTypes: ['stay'], ...dated(calendar.staySale),
      totalLimit: 5_000, isOffer: true, sort: 2,
    },
    pickup: {
      code: 'PICKUP5000', name: '공항 픽업 할인 쿠폰', description: '공항 픽업·샌딩 등 투어·티켓 상품, 1인 1회',
      discountType: 'amount', discountValue: 5_000, minOrderAmount: 30_000, productTypes: ['tour'], ...dated(calendar.tourSale),
      totalLimit: 2_000, isOffer: true, sort: 3,
    },
    earlyBird: {
      code: `${following.code}7`, name: `${following.name} 여행 얼리버드 쿠폰`, description: `${following.name}(${following.months}) 여행 투어·티켓 미리 결제, 최대 ${won(20_000)}`,
      discountType: 'percent', discountValue: 7, maxDiscount: 20_000, minOrderAmount: 0, productTypes: ['tour'], ...dated(calendar.earlyBird),
      isOffer: true, sort: 4,
    },
  };
}

/** The first-booking coupon, the coupon page's first line. */
export const WELCOME_COUPON: CouponSeed = {
  code: WELCOME_COUPON_CODE, name: '첫 예약 웰컴 쿠폰', description: `첫 예약, ${won(100_000)} 이상 결제 (한인민박·해외호텔·투어 모두)`,
  discountType: 'amount', discountValue: 15_000, minOrderAmount: 100_000, productTypes: ['stay', 'hotel', 'tour'], validDays: 30, isOffer: true, sort: 1,
};

/**
 * The coupons of spec 1 §9 and the coupon page (`/main/coupon_tab2.php`, promotion-pages.ts) with their terms,
 * and the hotel coupons of `GET member/coupons/hotel` (decision 028).
 */
export function seedCoupons(calendar: SeasonalCalendar): CouponSeed[] {
  const { stay, pickup, earlyBird } = seasonalCoupons(calendar);
  return [
    {
      code: INVITE_COUPON_CODE, name: '친구 초대 쿠폰', description: '초대한 친구의 첫 예약이 확정되면 드려요. 모든 상품에 사용',
      discountType: 'amount', discountValue: INVITE_REWARD_WON, minOrderAmount: 0, productTypes: ['stay', 'hotel', 'tour'], validDays: 90, perMemberLimit: 100,
    },
    {
      code: APP_DOWNLOAD_COUPON_CODE, name: '앱 다운로드 쿠폰', description: '민다 앱 첫 로그인 시 발급, 모든 상품에 사용',
      discountType: 'amount', discountValue: APP_DOWNLOAD_COUPON_WON, minOrderAmount: 0, productTypes: ['stay', 'hotel', 'tour'], validDays: 30,
    },
    WELCOME_COUPON,
    ...[stay, pickup, earlyBird].map(({ period: _period, ...coupon }) => coupon),
    {
      code: 'HOTEL5', name: '해외호텔 5% 할인 쿠폰', description: '해외호텔 100,000원 이상 예약, 최대 30,000원',
      discountType: 'percent', discountValue: 5, maxDiscount: 30_000, minOrderAmount: 100_000, productTypes: ['hotel'], validDays: 30, isOffer: true, sort: 5,
    },
    {
      code: 'HOTEL10000', name: '해외호텔 10,000원 할인 쿠폰', description: '해외호텔 200,000원 이상 예약',
      discountType: 'amount', discountValue: 10_000, minOrderAmount: 200_000, productTypes: ['hotel'], validDays: 60, totalLimit: 3_000, isOffer: true, sort: 6,
    },
  ];
}

/** The demo member's wallet: the app coupon and the welcome coupon, and event points to spend. */
export async function insertCoupons(db: Database, userIds: ReadonlyMap<string, number>, now: Date, calendar: SeasonalCalendar): Promise<number> {
  const rows = await db.insert(coupons).values(seedCoupons(calendar)).returning({ id: coupons.id, code: coupons.code, validDays: coupons.validDays });
  const member = userIds.get('member');
  if (member === undefined) throw new Error('seed: unknown account member');
  const give = rows.filter((r) => r.code === APP_DOWNLOAD_COUPON_CODE || r.code === WELCOME_COUPON_CODE);
  const issued = await db
    .insert(memberCoupons)
    .values(give.map((r) => ({ couponId: r.id, memberId: member, validFrom: now, validUntil: new Date(now.getTime() + (r.validDays ?? 30) * DAY_MS), reason: r.code === APP_DOWNLOAD_COUPON_CODE ? '앱 다운로드' : '쿠폰 페이지' })))
    .returning({ id: memberCoupons.id });
  await db.insert(couponEvents).values(issued.map((c) => ({ memberCouponId: c.id, kind: 'issue' as const, reason: '데모 발급' })));
  for (const r of give) await db.update(coupons).set({ issuedCount: 1 }).where(eq(coupons.id, r.id));
  await db.insert(pointLedger).values({ memberId: member, kind: 'earn', amount: 5_000, expiresAt: pointExpiry(now), reason: '가입 축하 이벤트 적립', createdAt: now });
  return rows.length;
}
