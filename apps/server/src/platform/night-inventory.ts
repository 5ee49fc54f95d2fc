import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { cacheTags, publicDataChanged, type NightsLine } from './public-cache.ts';
import { rowsOf } from './sql.ts';

/**
 * Holding and giving back a room type's units night by night (domain.md "Inventory"), for every product line
 * that keeps sparse nightly rows (stay_room_nights, hotel_room_nights): one statement per booking item for
 * all its nights. A night without a row starts at the room's units and price minus the held units, a stored
 * night loses them; the CHECK (units_available >= 0) refuses an oversell whatever runs concurrently. Nights
 * are written in date order, so two bookings of overlapping nights lock their rows in the same order.
 */
export type NightTables = {
  /** The nightly rows: (room_id, night, units_available, <price>). */
  nights: string;
  /** The room types: (id, units, <price>). */
  rooms: string;
  /** The price column, named the same in both tables. */
  price: string;
  /** The product line: its cached dated answers (results, rooms) go with every hold and release. */
  line: NightsLine;
};

/** Takes `units` on every night of [checkInAt, checkOutAt); returns how many nights were written. */
export async function holdNights(db: Database, tables: NightTables, roomId: number, checkInAt: string, checkOutAt: string, units: number): Promise<number> {
  const price = sql.identifier(tables.price);
  publicDataChanged([cacheTags.nights(tables.line)]);
  const result = await db.execute(sql`
    insert into ${sql.identifier(tables.nights)} as t (room_id, night, units_available, ${price})
    select r.id, n.night::date, r.units - ${units}, r.${price}
    from ${sql.identifier(tables.rooms)} r, generate_series(${checkInAt}::date, ${checkOutAt}::date - 1, interval '1 day') as n(night)
    where r.id = ${roomId}
    order by n.night
    on conflict (room_id, night) do update set units_available = t.units_available - ${units}
    returning t.room_id`);
  return rowsOf(result).length;
}

/** Gives `units` back on the same nights (their rows exist: the hold wrote them). */
export async function releaseNights(db: Database, tables: NightTables, roomId: number, checkInAt: string, checkOutAt: string, units: number): Promise<void> {
  publicDataChanged([cacheTags.nights(tables.line)]);
  await db.execute(sql`
    update ${sql.identifier(tables.nights)} set units_available = units_available + ${units}
    where room_id = ${roomId} and night >= ${checkInAt}::date and night < ${checkOutAt}::date`);
}
