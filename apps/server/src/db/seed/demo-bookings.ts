import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { INSTANT_BOOKING_TYPE } from '@minda/contracts/rules/stay-booking';
import { shiftDay } from '@minda/contracts/rules/search-widget';
import { newVoucherCode } from '../../modules/bookings/booking-payments.service.ts';
import { transition, type Actor } from '../../modules/bookings/booking-states.ts';
import { preBookLine, preBookStay } from '../../modules/bookings/bookings.service.ts';
import type { Database } from '../client.ts';
import { bookingHistory } from '../schema/bookings.ts';
import { stayRooms, stays } from '../schema/stays.ts';
import { tourOptions, tours } from '../schema/tours.ts';
import { DEMO_PARTNER_STAY } from './users.ts';

/**
 * Demo bookings, made through the booking service and moved by the state machine like real ones, so the
 * reservation and partner screens have something on first start. Dates are relative to the seed day:
 * the demo member has an upcoming confirmed stay, a past stay, a cancelled one, a tour next week and one two
 * weeks ago (a stay and a tour to review); two travellers
 * have requested the demo partner's request stay (the accept sweep declines them 24 hours after seeding
 * unless the partner answers: that is the rule, not a seed artefact).
 */

const DAY_MS = 86_400_000;
const GUEST = { name: '김민다', englishName: 'KIM MINDA', phone: '010-1234-5678', email: 'member@minda.example' } as const;
const system: Actor = { kind: 'system', id: null };
const DEMO_REASON = '데모 데이터';

/** What the demo bookings need of the catalogue: the demo partner's two stays and a Paris tour. */
async function demoProducts(db: Database, partnerId: number) {
  const firstRoom = (goodsNo: number) =>
    db.select({ id: stayRooms.id }).from(stayRooms).where(eq(stayRooms.goodsNo, goodsNo)).orderBy(asc(stayRooms.sort), asc(stayRooms.id)).limit(1);
  const [requestStay] = await db
    .select({ goodsNo: stays.goodsNo })
    .from(stays)
    .where(and(eq(stays.partnerId, partnerId), ne(stays.bookType, INSTANT_BOOKING_TYPE)))
    .orderBy(asc(stays.goodsNo))
    .limit(1);
  const [option] = await db
    .select({ itemNo: tours.itemNo, optionId: tourOptions.id })
    .from(tourOptions)
    .innerJoin(tours, eq(tours.itemNo, tourOptions.itemNo))
    .where(and(eq(tours.cityCode, DEMO_PARTNER_STAY.cityCode), eq(tours.isActive, true), gt(tourOptions.price, 0)))
    .orderBy(asc(tourOptions.id))
    .limit(1);
  const [instantRoom] = await firstRoom(DEMO_PARTNER_STAY.goodsNo);
  const [requestRoom] = requestStay ? await firstRoom(requestStay.goodsNo) : [];
  if (!requestStay || !option || !instantRoom || !requestRoom) throw new Error('seed: the demo bookings miss a stay, room or tour');
  return { instant: { goodsNo: DEMO_PARTNER_STAY.goodsNo, roomId: instantRoom.id }, request: { goodsNo: requestStay.goodsNo, roomId: requestRoom.id }, tour: option };
}

export async function insertDemoBookings(db: Database, userIds: ReadonlyMap<string, number>, now: Date = new Date()): Promise<number> {
  const id = (loginId: string) => {
    const value = userIds.get(loginId);
    if (value === undefined) throw new Error(`seed: unknown account ${loginId}`);
    return value;
  };
  const member = id('member');
  const p = await demoProducts(db, id('partner'));
  const today = now.toISOString().slice(0, 10);
  const on = (days: number) => shiftDay(today, days);
  const stay = (room: { goodsNo: number; roomId: number }, from: number, to: number, adults = 2) => ({
    ...room, checkInAt: on(from), checkOutAt: on(to), adults, children: [], guest: GUEST, arrivalTime: '16:00', requestToHost: null,
  });
  // Confirmed as a payment confirms (with a voucher code), without a payment row: the demo has paid nobody.
  const confirm = (bookNo: number) => transition(db, bookNo, 'confirmPayment', system, { reason: DEMO_REASON, changes: { voucherCode: newVoucherCode() } });

  // Upcoming and confirmed (clear of the nights the demo stay has sold out).
  await confirm((await preBookStay(db, member, stay(p.instant, 20, 23), now)).bookNo);
  // Stayed last month: booked 40 days ago, as a member could then.
  await confirm((await preBookStay(db, member, stay(p.instant, -30, -28), new Date(now.getTime() - 40 * DAY_MS))).bookNo);
  // Cancelled by the member before paying.
  const cancelled = await preBookStay(db, member, stay(p.instant, 40, 42), now);
  await transition(db, cancelled.bookNo, 'cancelByGuest', { kind: 'guest', id: member }, { reason: DEMO_REASON });
  // A tour next week.
  const tour = { productType: 'tour' as const, itemNo: p.tour.itemNo, items: [{ optionId: p.tour.optionId, date: on(10), count: 2 }], guest: GUEST, arrivalTime: null, requestToHost: null };
  await confirm((await preBookLine(db, member, tour, now)).bookNo);
  // Toured two weeks ago (booked a month ago): with the past stay, something to review on each line.
  const pastTour = { ...tour, items: [{ optionId: p.tour.optionId, date: on(-14), count: 1 }] };
  await confirm((await preBookLine(db, member, pastTour, new Date(now.getTime() - 30 * DAY_MS))).bookNo);
  // Requests waiting for the demo partner.
  await preBookStay(db, id('traveler01'), { ...stay(p.request, 25, 27, 1), guest: { ...GUEST, name: '이여행', englishName: 'LEE YEOHAENG' }, requestToHost: '늦게 도착할 것 같습니다.' }, now);
  await preBookStay(db, id('traveler02'), { ...stay(p.request, 30, 31, 1), guest: { ...GUEST, name: '박민박', englishName: 'PARK MINBAK' } }, now);
  // Demo changes mail nobody: the booking mails (bookings.notices) take only rows still to notify.
  await db.update(bookingHistory).set({ notifiedAt: sql`now()` }).where(isNull(bookingHistory.notifiedAt));
  return 7;
}
