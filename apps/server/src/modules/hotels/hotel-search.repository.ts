import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cities, countries, neighborhoods, pointsOfInterest } from '../../db/schema/geography.ts';
import { hotelRecommendations, hotelRoomNights, hotelRooms, hotels } from '../../db/schema/hotels.ts';
import { hotelPropertyColumns } from './hotel-lists.repository.ts';

/** A city by its hotel-style numeric id, with its country's name. */
export async function findCityById(db: Database, cityId: number) {
  const [row] = await db
    .select({ id: cities.id, code: cities.code, nameKo: cities.nameKo, countryNameKo: countries.nameKo, imagePath: cities.imagePath })
    .from(cities)
    .innerJoin(countries, eq(countries.code, cities.countryCode))
    .where(eq(cities.id, cityId));
  return row ?? null;
}

/** Everything a hotel card and the list's filters need, with the caller's isWish and the operator's recommendation order. */
function hotelColumns(userId: number | null) {
  return {
    ...hotelPropertyColumns(userId),
    address: hotels.address,
    latitude: hotels.latitude,
    longitude: hotels.longitude,
    neighborhoodId: hotels.neighborhoodId,
    neighborhoodName: neighborhoods.nameKo,
    cityCode: cities.code,
    cityImagePath: cities.imagePath,
    recommendSort: hotelRecommendations.sort,
  };
}

const hotelQuery = (db: Database, userId: number | null) =>
  db
    .select(hotelColumns(userId))
    .from(hotels)
    .innerJoin(cities, eq(cities.code, hotels.cityCode))
    .leftJoin(neighborhoods, eq(neighborhoods.id, hotels.neighborhoodId))
    .leftJoin(hotelRecommendations, eq(hotelRecommendations.propertyUuid, hotels.uuid));

export type HotelRow = Awaited<ReturnType<typeof findCityHotels>>[number];

/** Every hotel of a city; the service filters, prices, sorts and pages them (a city holds tens to a few thousand). */
export async function findCityHotels(db: Database, userId: number | null, cityCode: string) {
  return hotelQuery(db, userId).where(eq(hotels.cityCode, cityCode)).orderBy(asc(hotels.propertyId));
}

export async function findHotel(db: Database, userId: number | null, uuid: string) {
  const [row] = await hotelQuery(db, userId).where(eq(hotels.uuid, uuid));
  return row ?? null;
}

export type HotelRoomRow = typeof hotelRooms.$inferSelect;

export async function findRoomTypes(db: Database, propertyUuids: readonly string[]): Promise<HotelRoomRow[]> {
  if (propertyUuids.length === 0) return [];
  return db
    .select()
    .from(hotelRooms)
    .where(inArray(hotelRooms.propertyUuid, [...propertyUuids]))
    .orderBy(asc(hotelRooms.propertyUuid), asc(hotelRooms.sort), asc(hotelRooms.id));
}

/** The inventory rows of the given room types for nights in [checkInAt, checkOutAt). */
export async function findRoomNights(db: Database, roomIds: readonly number[], checkInAt: string, checkOutAt: string) {
  if (roomIds.length === 0) return [];
  return db
    .select({ roomId: hotelRoomNights.roomId, night: hotelRoomNights.night, unitsAvailable: hotelRoomNights.unitsAvailable, basePrice: hotelRoomNights.basePrice })
    .from(hotelRoomNights)
    .where(and(inArray(hotelRoomNights.roomId, [...roomIds]), gte(hotelRoomNights.night, checkInAt), lt(hotelRoomNights.night, checkOutAt)));
}

export type PoiRow = Awaited<ReturnType<typeof findCityPois>>[number];

export async function findCityPois(db: Database, cityCode: string) {
  return db
    .select({
      pointOfInterestId: pointsOfInterest.id,
      name: pointsOfInterest.nameKo,
      nameEn: pointsOfInterest.nameEn,
      latitude: pointsOfInterest.latitude,
      longitude: pointsOfInterest.longitude,
    })
    .from(pointsOfInterest)
    .where(eq(pointsOfInterest.cityCode, cityCode))
    .orderBy(asc(pointsOfInterest.sort), asc(pointsOfInterest.id));
}

/** The city's neighbourhoods with how many hotels each has, busiest first. */
export async function findCityNeighborhoods(db: Database, cityCode: string) {
  const hotelCount = count(hotels.uuid);
  return db
    .select({ neighborhoodId: neighborhoods.id, name: neighborhoods.nameKo, nameEn: neighborhoods.nameEn, hotelCount })
    .from(neighborhoods)
    .leftJoin(hotels, eq(hotels.neighborhoodId, neighborhoods.id))
    .where(eq(neighborhoods.cityCode, cityCode))
    .groupBy(neighborhoods.id, neighborhoods.nameKo, neighborhoods.nameEn)
    .orderBy(desc(hotelCount), asc(neighborhoods.id));
}
