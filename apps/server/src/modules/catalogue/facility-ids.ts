import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { facilities, hotelFacilities, hotelRoomFacilities, stayFacilities, stayRoomFacilities } from '../../db/schema/facilities.ts';

/** What the back office's product screens read of a product's facilities (issue 57): ids in the catalogue's order. */

type RoomTable = typeof stayRoomFacilities | typeof hotelRoomFacilities;

async function roomFacilityIds(db: Database, table: RoomTable, roomIds: readonly number[]): Promise<Map<number, number[]>> {
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

/** A stay's common facilities, and each of its rooms'. */
export async function stayFacilityIds(db: Database, goodsNo: number, roomIds: readonly number[]) {
  const [own, rooms] = await Promise.all([
    db
      .select({ id: stayFacilities.facilityId })
      .from(stayFacilities)
      .innerJoin(facilities, eq(facilities.id, stayFacilities.facilityId))
      .where(eq(stayFacilities.goodsNo, goodsNo))
      .orderBy(asc(facilities.sort), asc(facilities.id)),
    roomFacilityIds(db, stayRoomFacilities, roomIds),
  ]);
  return { facilityIds: own.map((r) => r.id), rooms };
}

/** A hotel's common facilities, and each of its room types'. */
export async function hotelFacilityIds(db: Database, propertyId: number, roomIds: readonly number[]) {
  const [own, rooms] = await Promise.all([
    db
      .select({ id: hotelFacilities.facilityId })
      .from(hotelFacilities)
      .innerJoin(facilities, eq(facilities.id, hotelFacilities.facilityId))
      .where(eq(hotelFacilities.propertyId, propertyId))
      .orderBy(asc(facilities.sort), asc(facilities.id)),
    roomFacilityIds(db, hotelRoomFacilities, roomIds),
  ]);
  return { facilityIds: own.map((r) => r.id), rooms };
}
