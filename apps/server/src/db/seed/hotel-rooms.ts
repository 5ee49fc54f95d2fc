import { addDaysToDate } from '@minda/contracts/rules/stay-pricing';
import type { Database } from '../client.ts';
import { hotelRoomNights, hotelRooms } from '../schema/hotels.ts';
import { insertInBatches } from './batch-insert.ts';
import type { CataloguePlan } from './catalogue-plan.ts';
import type { HotelRow } from './hotels.ts';
import { Rng } from './prng.ts';
import { roundTo } from './product-common.ts';

/**
 * Room types and a little daily inventory for every seeded hotel (docs/api-notes.md "Hotel search and rates").
 * A hotel whose minBasePriceBeforeDiscount is 0 sells no rate through us: it gets no room types, so it is
 * never available for dates and its page says rates must be checked. Otherwise the cheapest type's base
 * price is exactly the card's from-price, and dearer types follow. Inventory rows are sparse (no row = all
 * units at the base price): a few peak windows, sold-out nights and last-unit nights, placed at fixed
 * offsets from the day the seed runs so they are always in the bookable future.
 */

type RoomTemplate = { name: string; bedText: string; size: [number, number]; maxAdults: number; maxOccupancy: number; factor: [number, number] };

const STANDARD: readonly RoomTemplate[] = [
  { name: '스탠다드 더블룸', bedText: '더블 침대 1개', size: [16, 22], maxAdults: 2, maxOccupancy: 3, factor: [1, 1] },
  { name: '스탠다드 트윈룸', bedText: '싱글 침대 2개', size: [18, 24], maxAdults: 2, maxOccupancy: 3, factor: [1.05, 1.15] },
  { name: '슈피리어 더블룸', bedText: '퀸 침대 1개', size: [22, 28], maxAdults: 2, maxOccupancy: 3, factor: [1.2, 1.4] },
  { name: '트리플룸', bedText: '싱글 침대 3개', size: [26, 32], maxAdults: 3, maxOccupancy: 4, factor: [1.35, 1.6] },
  { name: '패밀리룸', bedText: '퀸 침대 1개, 싱글 침대 2개', size: [32, 40], maxAdults: 4, maxOccupancy: 5, factor: [1.7, 2.1] },
];

const LUXURY: readonly RoomTemplate[] = [
  { name: '디럭스 킹룸', bedText: '킹 침대 1개', size: [30, 36], maxAdults: 2, maxOccupancy: 3, factor: [1, 1] },
  { name: '디럭스 트윈룸', bedText: '더블 침대 2개', size: [32, 38], maxAdults: 3, maxOccupancy: 4, factor: [1.05, 1.2] },
  { name: '프리미어 시티뷰 룸', bedText: '킹 침대 1개', size: [36, 42], maxAdults: 2, maxOccupancy: 3, factor: [1.3, 1.5] },
  { name: '주니어 스위트', bedText: '킹 침대 1개, 소파베드 1개', size: [45, 55], maxAdults: 3, maxOccupancy: 4, factor: [1.7, 2.2] },
  { name: '패밀리 스위트', bedText: '킹 침대 1개, 싱글 침대 2개', size: [60, 75], maxAdults: 4, maxOccupancy: 6, factor: [2.4, 3] },
];

const DISCOUNTS = [0, 0, 5, 10, 10, 15, 20] as const;

export type PlannedHotelRoom = Omit<typeof hotelRooms.$inferInsert, 'id'>;
/** A night of one room type, by the room's sort inside its hotel (ids are serial, resolved at insert). */
export type PlannedHotelRoomNight = { propertyUuid: string; roomSort: number; night: string; unitsAvailable: number; basePrice: number };

function roomsOf(rng: Rng, hotel: HotelRow): PlannedHotelRoom[] {
  if (hotel.minBasePriceBeforeDiscount === 0) return [];
  const templates = hotel.starRating >= 4 ? LUXURY : STANDARD;
  const count = rng.int(2, templates.length);
  // The first template is always kept (it carries the from-price); the others are a random choice in order.
  const chosen = [templates[0] as RoomTemplate, ...rng.shuffle(templates.slice(1)).slice(0, count - 1)].sort(
    (a, b) => templates.indexOf(a) - templates.indexOf(b),
  );
  return chosen.map((t, i) => ({
    propertyUuid: hotel.uuid,
    name: t.name,
    bedText: t.bedText,
    sizeM2: rng.int(t.size[0], t.size[1]),
    maxAdults: t.maxAdults,
    maxOccupancy: t.maxOccupancy,
    units: rng.int(2, 12),
    basePrice: i === 0 ? hotel.minBasePriceBeforeDiscount : roundTo(hotel.minBasePriceBeforeDiscount * rng.decimal(t.factor[0], t.factor[1], 2), 100),
    discountRate: rng.pick(DISCOUNTS),
    breakfastIncluded: rng.chance(hotel.starRating >= 4 ? 0.6 : 0.35),
    freeCancellation: rng.chance(0.55),
    sort: i + 1,
  }));
}

function nightsOf(rng: Rng, rooms: readonly PlannedHotelRoom[], today: string): PlannedHotelRoomNight[] {
  if (rooms.length === 0) return [];
  const rows = new Map<string, PlannedHotelRoomNight>();
  const put = (room: PlannedHotelRoom, offset: number, change: { units?: number; priceFactor?: number }) => {
    const night = addDaysToDate(today, offset);
    const key = `${room.sort}|${night}`;
    const earlier = rows.get(key);
    rows.set(key, {
      propertyUuid: room.propertyUuid,
      roomSort: room.sort ?? 0,
      night,
      unitsAvailable: change.units ?? earlier?.unitsAvailable ?? room.units,
      basePrice: change.priceFactor ? roundTo(room.basePrice * change.priceFactor, 100) : (earlier?.basePrice ?? room.basePrice),
    });
  };
  // A peak window (a fair, a holiday): every room type dearer for two or three nights.
  if (rng.chance(0.15)) {
    const start = rng.int(10, 50);
    const factor = rng.decimal(1.3, 1.6, 2);
    for (let n = 0; n < rng.int(2, 3); n++) for (const room of rooms) put(room, start + n, { priceFactor: factor });
  }
  // One room type sold out for a night or a few.
  if (rng.chance(0.2)) {
    const room = rng.pick(rooms);
    const start = rng.int(3, 40);
    for (let n = 0; n < rng.int(1, 3); n++) put(room, start + n, { units: 0 });
  }
  // The last unit of a type: enough for one room, not for two.
  if (rng.chance(0.15)) {
    const room = rng.pick(rooms);
    const start = rng.int(5, 30);
    for (let n = 0; n < rng.int(1, 2); n++) put(room, start + n, { units: 1 });
  }
  // Now and then the whole hotel is full for a night.
  if (rng.chance(0.04)) {
    const offset = rng.int(7, 30);
    for (const room of rooms) put(room, offset, { units: 0 });
  }
  return [...rows.values()];
}

/** Room types and inventory rows of the base catalogue; `today` is the seed day (YYYY-MM-DD). */
export function planHotelRooms(plan: CataloguePlan, today: string): { rooms: PlannedHotelRoom[]; nights: PlannedHotelRoomNight[] } {
  const rng = new Rng('minda:hotel-rooms');
  const rooms: PlannedHotelRoom[] = [];
  const nights: PlannedHotelRoomNight[] = [];
  for (const { hotel } of plan.hotels.hotels) {
    const own = roomsOf(rng, hotel);
    rooms.push(...own);
    nights.push(...nightsOf(rng, own, today));
  }
  return { rooms, nights };
}

/** Inserts the room types, then their nights with the serial ids the rooms got. */
export async function insertHotelRooms(db: Database, plan: CataloguePlan, today = new Date().toISOString().slice(0, 10)): Promise<number> {
  const planned = planHotelRooms(plan, today);
  const ids = new Map<string, number>();
  const size = 1000;
  for (let i = 0; i < planned.rooms.length; i += size) {
    const inserted = await db
      .insert(hotelRooms)
      .values(planned.rooms.slice(i, i + size))
      .returning({ id: hotelRooms.id, propertyUuid: hotelRooms.propertyUuid, sort: hotelRooms.sort });
    for (const r of inserted) ids.set(`${r.propertyUuid}|${r.sort}`, r.id);
  }
  await insertInBatches(
    db,
    hotelRoomNights,
    planned.nights.map((n) => {
      const roomId = ids.get(`${n.propertyUuid}|${n.roomSort}`);
      if (roomId === undefined) throw new Error(`seed: no hotel room ${n.propertyUuid} #${n.roomSort}`);
      return { roomId, night: n.night, unitsAvailable: n.unitsAvailable, basePrice: n.basePrice };
    }),
  );
  return planned.rooms.length;
}
