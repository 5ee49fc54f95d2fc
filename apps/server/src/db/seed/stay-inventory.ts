import { asc, eq } from 'drizzle-orm';
import { shiftDay } from '@minda/contracts/rules/search-widget';
import { dayNumber } from '@minda/contracts/rules/stay-pricing';
import type { Database } from '../client.ts';
import { stayRoomNights, stayRooms, stays } from '../schema/stays.ts';
import { insertInBatches } from './batch-insert.ts';
import { Rng } from './prng.ts';
import { clamp, roundTo } from './product-common.ts';
import { DEMO_PARTNER_STAY } from './users.ts';

/**
 * Daily stay inventory of the demo (stay_room_nights is sparse: a night without a row is open with the room
 * type's units at its price). Everything is relative to the seed day, so the demo always has bookings and
 * peak prices ahead of it: guests' bookings in the next ~90 days (some nights sold out, some stays fully
 * booked), Christmas / New Year and July-August weekend prices, and off-season discounts. A few thousand rows.
 */

/** The demo partner's stay is fully booked these nights (days after the seed day); the e2e relies on it. */
export const SOLD_OUT_DEMO = { goodsNo: DEMO_PARTNER_STAY.goodsNo, nightsAhead: [14, 15] } as const;

const PARIS = '001002001';
const BOOKING_HORIZON_DAYS = 90;
const CHRISTMAS_FACTOR = 1.5;
const SUMMER_WEEKEND_FACTOR = 1.3;
const OFF_SEASON_FACTOR = 0.8;

export type InventoryRoom = { id: number; goodsNo: number; cityCode: string; kind: 'private' | 'dormitory'; units: number; price: number; saleRate: number };
export type InventoryRow = typeof stayRoomNights.$inferInsert;

type Night = { unitsAvailable: number; price: number };

/** Christmas to New Year (nights of 23 Dec - 1 Jan) and July-August Friday and Saturday nights in the next year. */
function peakNights(today: number): Map<number, number> {
  const peaks = new Map<number, number>();
  for (let day = today; day < today + 365; day += 1) {
    const date = new Date(day * 86_400_000);
    const [month, dom, weekday] = [date.getUTCMonth(), date.getUTCDate(), date.getUTCDay()];
    if ((month === 11 && dom >= 23) || (month === 0 && dom === 1)) peaks.set(day, CHRISTMAS_FACTOR);
    else if ((month === 6 || month === 7) && (weekday === 5 || weekday === 6)) peaks.set(day, SUMMER_WEEKEND_FACTOR);
  }
  return peaks;
}

/** Pure: the rows for the given rooms, deterministic for a seed day. */
export function planStayInventory(rooms: readonly InventoryRoom[], seedDay: string): InventoryRow[] {
  const today = dayNumber(seedDay);
  if (today === null) throw new Error(`seed day is not a date: ${seedDay}`);
  const rng = new Rng('minda:stay-inventory');
  const nights = new Map<string, Night & { roomId: number; day: number }>();
  const night = (room: InventoryRoom, day: number) => {
    const key = `${room.id}|${day}`;
    let n = nights.get(key);
    if (!n) {
      n = { roomId: room.id, day, unitsAvailable: room.units, price: room.price };
      nights.set(key, n);
    }
    return n;
  };
  const byStay = new Map<number, InventoryRoom[]>();
  for (const room of rooms) byStay.set(room.goodsNo, [...(byStay.get(room.goodsNo) ?? []), room]);

  const peaks = peakNights(today);
  for (const [goodsNo, stayRooms] of byStay) {
    // Peak prices: half the Paris stays, and about one stay in twenty-five elsewhere.
    const peakPriced = rng.chance(stayRooms[0]?.cityCode === PARIS ? 0.5 : 0.04);
    if (peakPriced) {
      for (const room of stayRooms) {
        for (const [day, factor] of peaks) night(room, day).price = clamp(roundTo(room.price * factor, 1000), 1000, 1_000_000);
      }
    }
    // Off-season discount: some stays on sale lower their weekday prices three to five weeks ahead.
    if ((stayRooms[0]?.saleRate ?? 0) > 0 && rng.chance(0.15)) {
      for (let day = today + 21; day < today + 35; day += 1) {
        const weekday = new Date(day * 86_400_000).getUTCDay();
        if (weekday === 5 || weekday === 6 || peaks.has(day)) continue;
        for (const room of stayRooms) night(room, day).price = roundTo(room.price * OFF_SEASON_FACTOR, 1000);
      }
    }
    // Guests' bookings: runs of 1-4 nights taking some or all units of a room type.
    for (const room of stayRooms) {
      if (!rng.chance(0.35)) continue;
      for (let run = rng.int(1, 2); run > 0; run -= 1) {
        const start = today + rng.int(1, BOOKING_HORIZON_DAYS - 5);
        const taken = rng.int(1, room.units);
        for (let day = start, end = start + rng.int(1, 4); day < end; day += 1) {
          const n = night(room, day);
          n.unitsAvailable = Math.max(0, n.unitsAvailable - taken);
        }
      }
    }
    // A few stays are fully booked on a couple of nights.
    const soldOutDays =
      goodsNo === SOLD_OUT_DEMO.goodsNo
        ? SOLD_OUT_DEMO.nightsAhead.map((d) => today + d)
        : rng.chance(0.04)
          ? (() => {
              const start = today + rng.int(3, BOOKING_HORIZON_DAYS - 5);
              return Array.from({ length: rng.int(2, 3) }, (_, i) => start + i);
            })()
          : [];
    for (const day of soldOutDays) for (const room of stayRooms) night(room, day).unitsAvailable = 0;
  }

  const roomsById = new Map(rooms.map((r) => [r.id, r]));
  // A night left exactly as the room type says needs no row.
  return [...nights.values()]
    .filter((n) => {
      const room = roomsById.get(n.roomId);
      return !room || n.unitsAvailable !== room.units || n.price !== room.price;
    })
    .sort((a, b) => a.roomId - b.roomId || a.day - b.day)
    .map((n) => ({ roomId: n.roomId, night: shiftDay(seedDay, n.day - today), unitsAvailable: n.unitsAvailable, price: n.price }));
}

/** The seed day in UTC, as the API's date rules count days. */
export function utcSeedDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Runs inside the catalogue's transaction, after the rooms are in. */
export async function insertStayInventory(db: Database, now: Date = new Date()): Promise<number> {
  const rooms = await db
    .select({
      id: stayRooms.id,
      goodsNo: stayRooms.goodsNo,
      cityCode: stays.cityCode,
      kind: stayRooms.kind,
      units: stayRooms.units,
      price: stayRooms.price,
      saleRate: stays.saleRate,
    })
    .from(stayRooms)
    .innerJoin(stays, eq(stays.goodsNo, stayRooms.goodsNo))
    .orderBy(asc(stayRooms.goodsNo), asc(stayRooms.sort), asc(stayRooms.id));
  const rows = planStayInventory(rooms, utcSeedDay(now));
  await insertInBatches(db, stayRoomNights, rows);
  return rows.length;
}
