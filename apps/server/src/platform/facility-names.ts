import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { facilities, type hotelRoomFacilities, type stayRoomFacilities } from '../db/schema/facilities.ts';

/**
 * Each room's chosen room facilities in use, in the catalogue's order (issue 57): what the public room lists show
 * under a stay's room or a hotel's room type. One read of the choice table's key for the listed rooms.
 */
export async function roomFacilityNames(db: Database, table: typeof stayRoomFacilities | typeof hotelRoomFacilities, roomIds: readonly number[]): Promise<Map<number, string[]>> {
  const byRoom = new Map<number, string[]>();
  if (roomIds.length === 0) return byRoom;
  const rows = await db
    .select({ roomId: table.roomId, name: facilities.nameKo })
    .from(table)
    .innerJoin(facilities, eq(facilities.id, table.facilityId))
    .where(and(inArray(table.roomId, [...roomIds]), eq(facilities.active, true)))
    .orderBy(asc(facilities.sort), asc(facilities.id));
  for (const row of rows) byRoom.set(row.roomId, [...(byRoom.get(row.roomId) ?? []), row.name]);
  return byRoom;
}

/** Rooms with their facilities (none: an empty list). */
export async function withRoomFacilities<R extends { roomId: number }>(db: Database, table: typeof stayRoomFacilities | typeof hotelRoomFacilities, rooms: readonly R[]): Promise<(R & { facilities: string[] })[]> {
  const names = await roomFacilityNames(db, table, rooms.map((room) => room.roomId));
  return rooms.map((room) => ({ ...room, facilities: names.get(room.roomId) ?? [] }));
}
