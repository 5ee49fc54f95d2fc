import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { facilities, hotelFacilities, hotelRoomFacilities, stayFacilities, stayRoomFacilities } from '../../db/schema/facilities.ts';

/** What the back office reads of a product's facilities (issue 57): ids in the catalogue's order. */

type ChoiceTable = typeof stayFacilities | typeof hotelFacilities | typeof stayRoomFacilities | typeof hotelRoomFacilities;

/** The facilities one owner (a product or a room: `where`) has chosen, in the catalogue's order, with their names. */
export const chosenFacilities = (db: Database, table: ChoiceTable, where: SQL | undefined) =>
  db
    .select({ id: facilities.id, nameKo: facilities.nameKo })
    .from(table)
    .innerJoin(facilities, eq(facilities.id, table.facilityId))
    .where(where)
    .orderBy(asc(facilities.sort), asc(facilities.id));

async function roomFacilityIds(db: Database, table: typeof stayRoomFacilities | typeof hotelRoomFacilities, roomIds: readonly number[]): Promise<Map<number, number[]>> {
  const byRoom = new Map<number, number[]>(roomIds.map((id) => [id, []]));
  if (roomIds.length === 0) return byRoom;
  const rows = await db
    .select({ roomId: table.roomId, id: table.facilityId })
    .from(table)
    .innerJoin(facilities, eq(facilities.id, table.facilityId))
    .where(inArray(table.roomId, [...roomIds]))
    .orderBy(asc(facilities.sort), asc(facilities.id));
  for (const row of rows) byRoom.get(row.roomId)?.push(row.id);
  return byRoom;
}

/** A product's common facilities (`own`: its table and its row), and each of its rooms' (`rooms`). */
async function productFacilityIds(db: Database, own: { table: typeof stayFacilities | typeof hotelFacilities; where: SQL }, rooms: { table: typeof stayRoomFacilities | typeof hotelRoomFacilities; ids: readonly number[] }) {
  const [chosen, byRoom] = await Promise.all([chosenFacilities(db, own.table, own.where), roomFacilityIds(db, rooms.table, rooms.ids)]);
  return { facilityIds: chosen.map((r) => r.id), rooms: byRoom };
}

export const stayFacilityIds = (db: Database, goodsNo: number, roomIds: readonly number[]) =>
  productFacilityIds(db, { table: stayFacilities, where: eq(stayFacilities.goodsNo, goodsNo) }, { table: stayRoomFacilities, ids: roomIds });

export const hotelFacilityIds = (db: Database, propertyId: number, roomIds: readonly number[]) =>
  productFacilityIds(db, { table: hotelFacilities, where: eq(hotelFacilities.propertyId, propertyId) }, { table: hotelRoomFacilities, ids: roomIds });
