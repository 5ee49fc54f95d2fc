import { shiftDay } from '@minda/contracts/rules/search-widget';
import { nightsOf, perNight, quoteRoom, splitStayPayment, stayDatesProblem } from '@minda/contracts/rules/stay-pricing';
import type { StayRoomOffer, StayRoomsResult } from '@minda/contracts/stays';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { shownTo, type Previewer } from '../../platform/product-preview.ts';
import { findProperty, findRooms, findStoredNights } from './stay-search.repository.ts';

/**
 * The price of a stay for dates and a party: the one quote behind the stay page's rooms, the results' prices
 * and (next) a booking. The arithmetic (units per party, night prices, the 10% deposit) is in contracts
 * rules/stay-pricing, shared with the browser; this file applies it to the stored inventory.
 */

export const STAY_NOT_FOUND = '숙소를 찾을 수 없습니다. 판매가 종료되었거나 주소가 잘못되었습니다.';

export type StayDates = { checkInAt: string; checkOutAt: string };
export type StayQuoteRequest = StayDates & { adults: number };

/** Today as a UTC calendar date. */
export function utcToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The dates of a request, checked against the earliest "today" anywhere (UTC minus one day), so a visitor
 * whose own today is still yesterday in UTC is not refused; the browser checks against its own date.
 */
export function checkedStayDates(checkInAt: string, checkOutAt: string, now: Date): StayDates {
  const problem = stayDatesProblem(checkInAt, checkOutAt, shiftDay(utcToday(now), -1));
  if (problem) throw badRequest(problem);
  return { checkInAt, checkOutAt };
}

/**
 * One stay for dates and a party: every room type priced night by night (a stored night's price and units,
 * else the room's base), whether it can host the party, its total, the deposit paid online and the rest paid
 * at the property; and the cheapest room that can. 400 for dates that cannot be booked, 404 for no such stay.
 */
export async function quoteStay(db: Database, goodsNo: number, request: StayQuoteRequest, now: Date = new Date(), previewer: Previewer | null = null): Promise<StayRoomsResult> {
  const dates = checkedStayDates(request.checkInAt, request.checkOutAt, now);
  // One after another: a booking quotes inside its transaction, whose single connection takes one query at a time.
  const stay = await findProperty(db, null, goodsNo, previewer !== null);
  const rooms = await findRooms(db, goodsNo);
  const stored = await findStoredNights(db, goodsNo, dates.checkInAt, dates.checkOutAt);
  if (!stay || !shownTo(stay.sale, previewer)) throw notFound(STAY_NOT_FOUND);
  const storedAt = new Map(stored.map((n) => [`${n.roomId}|${n.night}`, n]));
  const nights = nightsOf(dates.checkInAt, dates.checkOutAt);

  const offers = rooms.map((room): StayRoomOffer => {
    const roomNights = nights.map((night) => {
      const row = storedAt.get(`${room.roomId}|${night}`);
      return { night, price: row?.price ?? room.price, unitsAvailable: row?.unitsAvailable ?? room.units };
    });
    const quote = quoteRoom(room.kind, room.capacity, request.adults, roomNights);
    return {
      roomId: room.roomId,
      name: room.name,
      kind: room.kind,
      gender: room.gender,
      capacity: room.capacity,
      hasPrivateBathroom: room.hasPrivateBathroom,
      nights: roomNights,
      unitsLeft: quote.unitsLeft,
      unitsNeeded: quote.unitsNeeded,
      available: quote.available,
      total: quote.total,
      nightlyPrice: perNight(quote.total, nights.length),
      ...splitStayPayment(quote.total),
    };
  });
  const cheapest = offers.filter((o) => o.available).sort((a, b) => a.total - b.total)[0];
  return {
    goodsNo,
    checkInAt: dates.checkInAt,
    checkOutAt: dates.checkOutAt,
    nights: nights.length,
    occupancy: request.adults,
    rooms: offers,
    cheapest: cheapest ? { roomId: cheapest.roomId, total: cheapest.total, deposit: cheapest.deposit, payAtProperty: cheapest.payAtProperty } : null,
  };
}
