import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { facilities, hotelFacilities, hotelRoomFacilities, stayFacilities, stayRoomFacilities } from '../db/schema/facilities.ts';

/** Where each kind of owner keeps its choice of facilities (issue 57), and the column naming the owner. */
export const facilityChoices = {
  stay: { table: stayFacilities, owner: stayFacilities.goodsNo },
  hotel: { table: hotelFacilities, owner: hotelFacilities.propertyId },
  stayRoom: { table: stayRoomFacilities, owner: stayRoomFacilities.roomId },
  hotelRoom: { table: hotelRoomFacilities, owner: hotelRoomFacilities.roomId },
} as const;
type FacilityChoice = (typeof facilityChoices)[keyof typeof facilityChoices];

/**
 * Each owner's chosen facilities in use, in the catalogue's order: what a public page lists for a stay or hotel and
 * under each of its rooms. One read of the choice table's key for the listed owners.
 */
export async function chosenFacilityNames(db: Database, choice: FacilityChoice, ownerIds: readonly number[]): Promise<Map<number, string[]>> {
  const byOwner = new Map<number, string[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .select({ owner: choice.owner, name: facilities.nameKo })
    .from(choice.table)
    .innerJoin(facilities, eq(facilities.id, choice.table.facilityId))
    .where(and(inArray(choice.owner, [...ownerIds]), eq(facilities.active, true)))
    .orderBy(asc(facilities.sort), asc(facilities.id));
  for (const row of rows) byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), row.name]);
  return byOwner;
}

/** One stay's or hotel's chosen facilities (none: an empty list). */
export const facilityNamesOf = async (db: Database, choice: FacilityChoice, ownerId: number): Promise<string[]> =>
  (await chosenFacilityNames(db, choice, [ownerId])).get(ownerId) ?? [];

/** Rooms with their facilities (none: an empty list). */
export async function withRoomFacilities<R extends { roomId: number }>(db: Database, choice: FacilityChoice, rooms: readonly R[]): Promise<(R & { facilities: string[] })[]> {
  const names = await chosenFacilityNames(db, choice, rooms.map((room) => room.roomId));
  return rooms.map((room) => ({ ...room, facilities: names.get(room.roomId) ?? [] }));
}
