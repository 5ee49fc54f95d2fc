import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { CATALOGUE_EXPORT_CAPPED, CATALOGUE_EXPORT_MAX_ROWS, PRODUCT_STATUS_LABELS, PRODUCT_STATUS_MESSAGES, type ProductBulkStatus, type ProductStatusChange } from '@minda/contracts/admin-publishing';
import {
  ADMIN_HOTEL_MESSAGES,
  type AdminHotel,
  type AdminHotelCreate,
  type AdminHotelListQuery,
  type AdminHotelMemo,
  type AdminHotelPatch,
  type AdminHotelRoom,
  type AdminHotelRoomCreate,
  type AdminHotelRoomPatch,
  type AdminHotelRow,
  hotelFieldsOf,
} from '@minda/contracts/admin-hotels';
import type { Database } from '../../db/client.ts';
import { cities, neighborhoods } from '../../db/schema/geography.ts';
import { hotelMemos, hotelPhotos, hotelRooms, hotels } from '../../db/schema/hotels.ts';
import { propertyCategories } from '../../db/schema/property-categories.ts';
import { users } from '../../db/schema/users.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { cacheTags, publicDataChanged } from '../../platform/public-cache.ts';
import { listPage, typedSearch } from '../../platform/list-page.ts';
import { pagedSheet, zoneName, type Sheet } from '../../platform/spreadsheet.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../platform/sql.ts';
import { checkCategory, defaultCategoryId } from './categories.service.ts';
import { hotelFacilityIds } from './facility-ids.ts';
import { ownerPartner } from './partners.service.ts';
import { coverPath, orderedPaths, photosOn, type PhotoShelf } from './product-photos.service.ts';
import { changeStatuses, checkStatusChange, unprocessable } from './publishing.ts';
import { checkLocation } from './stay-location.ts';

/**
 * The operator's managed hotels (issue 57; spec 2 §7.10 "properties, rooms, room and rate codes, memos"): the stays'
 * cycle for hotels. A draft for a hotel partner gets room types (each with the supplier's room and rate codes, once
 * per property) and photos, goes on sale (the public reads filter on `is_active`, which trigger hotels_status_sync
 * keeps equal to `status = published`, and the search follows it), and comes off sale with a reason, keeping its
 * bookings and reviews. Operators keep memos on it. Every change is audited.
 */

export const ADMIN_HOTEL_PAGE_SIZE = 20;

const roomCount = sql<number>`(select count(*)::int from ${hotelRooms} where ${hotelRooms.propertyUuid} = ${hotels.uuid})`;
const rowColumns = {
  propertyId: hotels.propertyId,
  propertyUuid: hotels.uuid,
  name: hotels.nameKo,
  nameEn: hotels.nameEn,
  status: hotels.status,
  starRating: hotels.starRating,
  cityCode: hotels.cityCode,
  cityName: cities.nameKo,
  categoryId: hotels.categoryId,
  categoryName: propertyCategories.nameKo,
  partnerId: hotels.partnerId,
  partnerName: users.nickname,
  partnerLoginId: users.loginId,
  minPrice: hotels.minBasePriceBeforeDiscount,
  createdAt: hotels.createdAt,
};
type RowColumns = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] | (K extends 'partnerId' | 'partnerName' | 'partnerLoginId' ? null : never) };

const rowOf = (row: RowColumns, rooms: number): AdminHotelRow => ({
  propertyId: row.propertyId,
  propertyUuid: row.propertyUuid,
  name: row.name,
  nameEn: row.nameEn,
  status: row.status,
  starRating: row.starRating,
  city: { code: row.cityCode, name: row.cityName },
  category: { id: row.categoryId, name: row.categoryName },
  partner: row.partnerId === null ? null : { id: row.partnerId, name: row.partnerName ?? '', loginId: row.partnerLoginId ?? '' },
  rooms,
  minPrice: row.minPrice,
  createdAt: row.createdAt.toISOString(),
});

type HotelFilter = Omit<AdminHotelListQuery, 'page'>;

/** A slice of the filtered hotels in the list's order, and how many the filter holds: the screen, its download. */
async function filteredHotels(db: Database, query: HotelFilter, offset: number, limit: number) {
  const where: SQL[] = [];
  if (query.status) where.push(eq(hotels.status, query.status));
  if (query.cityCode) where.push(eq(hotels.cityCode, query.cityCode));
  if (query.partnerId) where.push(eq(hotels.partnerId, query.partnerId));
  if (query.categoryId) where.push(eq(hotels.categoryId, query.categoryId));
  if (query.q) where.push(typedSearch(query.q, [hotels.nameKo, hotels.nameEn], hotels.propertyId));
  const filter = and(...where);
  const order = query.sort === 'name' ? [asc(hotels.nameKo), asc(hotels.propertyId)] : [desc(hotels.createdAt), desc(hotels.propertyId)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...rowColumns, rooms: roomCount })
      .from(hotels)
      .innerJoin(cities, eq(cities.code, hotels.cityCode))
      .innerJoin(propertyCategories, eq(propertyCategories.id, hotels.categoryId))
      .leftJoin(users, eq(users.id, hotels.partnerId))
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(hotels).where(filter),
  ]);
  return { rows: rows.map((r) => rowOf(r, r.rooms)), total: total?.n ?? 0 };
}

/** `GET admin/hotels/properties`: by status, city, partner and a search of the names (or the number); sorted, paged. */
export const listAdminHotels = (db: Database, query: AdminHotelListQuery) => listPage((offset, limit) => filteredHotels(db, query, offset, limit), query.page, ADMIN_HOTEL_PAGE_SIZE);

/** `GET admin/hotels/properties/xls`: exactly the list's rows, in its order, up to the cap, as a workbook. */
export const adminHotelsWorkbook = (db: Database, query: HotelFilter, timeZone: string, cap = CATALOGUE_EXPORT_MAX_ROWS): Sheet =>
  pagedSheet({
    name: '호텔목록',
    columns: [
      { header: '호텔 번호', kind: 'number' },
      { header: '호텔 이름', kind: 'text', width: 32 },
      { header: '영문 이름', kind: 'text', width: 32 },
      { header: '성급', kind: 'number' },
      { header: '숙소 유형', kind: 'text' },
      { header: '상태', kind: 'text' },
      { header: '도시', kind: 'text' },
      { header: '파트너', kind: 'text', width: 20 },
      { header: '객실 타입 수', kind: 'number' },
      { header: '1박 최저가', kind: 'won' },
      { header: `등록일시(${zoneName(timeZone)})`, kind: 'datetime' },
    ],
    timeZone,
    cap,
    read: (offset, limit) => filteredHotels(db, query, offset, limit),
    row: (h) => [h.propertyId, h.name, h.nameEn, h.starRating, h.category.name, PRODUCT_STATUS_LABELS[h.status], h.city.name, h.partner ? `${h.partner.name} (${h.partner.loginId})` : null, h.rooms, h.minPrice || null, h.createdAt],
    capped: CATALOGUE_EXPORT_CAPPED,
  });

const roomOf = (room: typeof hotelRooms.$inferSelect): AdminHotelRoom => ({
  roomId: room.id,
  name: room.name,
  bedText: room.bedText,
  sizeM2: room.sizeM2,
  maxAdults: room.maxAdults,
  maxOccupancy: room.maxOccupancy,
  units: room.units,
  price: room.basePrice,
  discountRate: room.discountRate,
  breakfastIncluded: room.breakfastIncluded,
  freeCancellation: room.freeCancellation,
  roomCode: room.roomCode,
  rateCode: room.rateCode,
});

/** The hotel's row, locked for the change; a 404 when there is none. */
export async function lockHotel(tx: Database, propertyId: number) {
  const [row] = await tx
    .select({ propertyId: hotels.propertyId, uuid: hotels.uuid, name: hotels.nameKo, status: hotels.status })
    .from(hotels)
    .where(eq(hotels.propertyId, propertyId))
    .for('update');
  if (!row) throw notFound(ADMIN_HOTEL_MESSAGES.notFound);
  return row;
}

/** What the public shows of a hotel changed: its page and card, its line's lists and the search's names go. */
export const publicHotelChanged = (uuid: string) => publicDataChanged(cacheTags.card('hotel', uuid));

/** A hotel's photos: its cover is `hotels.thumbnail_path`, its page's gallery `hotels.images`. */
export const hotelShelf: PhotoShelf = {
  table: hotelPhotos,
  owner: hotelPhotos.propertyId,
  target: 'hotel',
  area: 'hotel-photos',
  line: '호텔',
  lock: (tx, propertyId) => lockHotel(tx, propertyId),
  keepImages: (tx, propertyId) =>
    tx.update(hotels).set({ thumbnailPath: coverPath(hotelShelf, propertyId), images: orderedPaths(hotelShelf, propertyId) }).where(eq(hotels.propertyId, propertyId)),
  // The cache names a hotel by its uuid, which the lock read.
  publicChanged: (_propertyId, hotel) => publicHotelChanged((hotel as Awaited<ReturnType<typeof lockHotel>>).uuid),
};

/** `GET admin/hotels/properties/{propertyId}`: every field the form edits, its room types and its photos. */
export async function adminHotel(db: Database, propertyId: number): Promise<AdminHotel> {
  const [row] = await db
    .select({ ...rowColumns, address: hotels.address, latitude: hotels.latitude, longitude: hotels.longitude, neighborhoodId: neighborhoods.id, neighborhoodName: neighborhoods.nameKo })
    .from(hotels)
    .innerJoin(cities, eq(cities.code, hotels.cityCode))
    .innerJoin(propertyCategories, eq(propertyCategories.id, hotels.categoryId))
    .leftJoin(users, eq(users.id, hotels.partnerId))
    .leftJoin(neighborhoods, eq(neighborhoods.id, hotels.neighborhoodId))
    .where(eq(hotels.propertyId, propertyId));
  if (!row) throw notFound(ADMIN_HOTEL_MESSAGES.notFound);
  const [rooms, photos] = await Promise.all([
    db.select().from(hotelRooms).where(eq(hotelRooms.propertyUuid, row.propertyUuid)).orderBy(asc(hotelRooms.sort), asc(hotelRooms.id)),
    photosOn(db, hotelShelf, propertyId),
  ]);
  const chosen = await hotelFacilityIds(db, propertyId, rooms.map((r) => r.id));
  const { rooms: _count, ...base } = rowOf(row, rooms.length);
  return {
    ...base,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    neighborhood: row.neighborhoodId === null ? null : { id: row.neighborhoodId, name: row.neighborhoodName ?? '' },
    rooms: rooms.map((r) => ({ ...roomOf(r), facilityIds: chosen.rooms.get(r.id) ?? [] })),
    photos,
    facilityIds: chosen.facilityIds,
  };
}

/** The hotel as the form and the log name its fields. */
type Editable = Required<AdminHotelCreate>;

/** The place a hotel is put: its coordinates inside the city's area and its neighbourhood one of the city's. */
async function checkPlace(db: Database, place: { cityCode: string; latitude: number; longitude: number; neighborhoodId: number | null }) {
  const city = await checkLocation(db, { ...place, locations: [] });
  if (place.neighborhoodId !== null) {
    const [area] = await db.select({ id: neighborhoods.id }).from(neighborhoods).where(and(eq(neighborhoods.id, place.neighborhoodId), eq(neighborhoods.cityCode, city.code)));
    if (!area) throw unprocessable('neighborhoodId', ADMIN_HOTEL_MESSAGES.neighborhoodOfAnotherCity);
  }
  return city;
}

/** New hotels take the next property id after the highest; the lock makes two creations at once take two. */
const NEW_HOTEL_LOCK = sql`pg_advisory_xact_lock(hashtext('hotels.property_id'))`;

/** `POST admin/hotels/properties`: a draft owned by a hotel partner (its vendor) in a city. */
export async function createHotel(db: Database, actor: AuditActor, input: AdminHotelCreate): Promise<{ propertyId: number; propertyUuid: string; status: 'draft' }> {
  return db.transaction(async (tx) => {
    const partner = await ownerPartner(tx, input.partnerId);
    const neighborhoodId = input.neighborhoodId ?? null;
    const city = await checkPlace(tx, { ...input, neighborhoodId });
    const categoryId = input.categoryId ?? (await defaultCategoryId(tx));
    const categoryName = await checkCategory(tx, categoryId);
    await tx.execute(sql`select ${NEW_HOTEL_LOCK}`);
    const [next] = await tx.select({ propertyId: sql<number>`coalesce(max(${hotels.propertyId}), 100000)::int + 1` }).from(hotels);
    const propertyId = next!.propertyId;
    const propertyUuid = randomUUID();
    await tx.insert(hotels).values({
      uuid: propertyUuid,
      propertyId,
      nameKo: input.name,
      nameEn: input.nameEn ?? '',
      cityCode: city.code,
      neighborhoodId,
      categoryId,
      address: input.address,
      partnerId: partner.id,
      starRating: input.starRating ?? 3,
      minBasePriceBeforeDiscount: 0,
      thumbnailPath: '',
      latitude: input.latitude,
      longitude: input.longitude,
      status: 'draft',
    });
    await recordAudit(tx, actor, {
      action: 'hotel.create',
      target: { type: 'hotel', id: propertyId, label: input.name },
      after: { ...input, cityCode: `${city.name} (${city.code})`, categoryId: `${categoryName} (${categoryId})`, partnerId: `${partner.nickname} (${partner.id})`, status: PRODUCT_STATUS_LABELS.draft },
    });
    return { propertyId, propertyUuid, status: 'draft' as const };
  });
}

/** `PATCH admin/hotels/properties/{propertyId}`: the given fields; a moved hotel's place is checked again. */
export async function patchHotel(db: Database, actor: AuditActor, propertyId: number, patch: AdminHotelPatch): Promise<AdminHotel> {
  const { hotel, locked } = await db.transaction(async (tx) => {
    const locked = await lockHotel(tx, propertyId);
    const before = hotelFieldsOf(await adminHotel(tx, propertyId));
    const after: Editable = { ...before, ...patch };
    if (patch.partnerId !== undefined) await ownerPartner(tx, patch.partnerId);
    if (patch.categoryId !== undefined) await checkCategory(tx, patch.categoryId);
    const moved = ['cityCode', 'latitude', 'longitude', 'neighborhoodId'].some((field) => field in patch);
    if (moved) await checkPlace(tx, after);
    const { name, ...same } = patch;
    await tx.update(hotels).set({ ...same, ...(name === undefined ? {} : { nameKo: name }) }).where(eq(hotels.propertyId, propertyId));
    const changed = Object.keys(patch) as (keyof Editable)[];
    const pick = (values: Editable) => Object.fromEntries(changed.map((field) => [field, values[field]]));
    await recordAudit(tx, actor, { action: 'hotel.update', target: { type: 'hotel', id: propertyId, label: after.name }, before: pick(before), after: pick(after) });
    return { hotel: await adminHotel(tx, propertyId), locked };
  });
  if (locked.status === 'published') publicHotelChanged(locked.uuid);
  return hotel;
}

/** The price the cards show: the lowest room type's nightly price before discount, 0 while there is none. */
const keepMinPrice = (tx: Database, uuid: string) =>
  tx
    .update(hotels)
    .set({ minBasePriceBeforeDiscount: sql`coalesce((select min(${hotelRooms.basePrice}) from ${hotelRooms} where ${hotelRooms.propertyUuid} = ${uuid}), 0)` })
    .where(eq(hotels.uuid, uuid));

/** A room code taken on the property: the unique index's refusal, said as the form's field error. */
async function withRoomCode<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION && code) throw unprocessable('roomCode', ADMIN_HOTEL_MESSAGES.roomCodeTaken(code));
    throw error;
  }
}

/** `POST admin/hotels/properties/{propertyId}/rooms`: a room type, last in the hotel's order. */
export async function addRoom(db: Database, actor: AuditActor, propertyId: number, input: AdminHotelRoomCreate): Promise<{ roomId: number }> {
  const { roomId, hotel } = await withRoomCode(input.roomCode, () =>
    db.transaction(async (tx) => {
      const hotel = await lockHotel(tx, propertyId);
      const [room] = await tx
        .insert(hotelRooms)
        .values({
          propertyUuid: hotel.uuid,
          name: input.name,
          bedText: input.bedText,
          sizeM2: input.sizeM2,
          maxAdults: input.maxAdults,
          maxOccupancy: input.maxOccupancy ?? input.maxAdults,
          units: input.units,
          basePrice: input.price,
          discountRate: input.discountRate ?? 0,
          breakfastIncluded: input.breakfastIncluded ?? false,
          freeCancellation: input.freeCancellation ?? false,
          roomCode: input.roomCode ?? '',
          rateCode: input.rateCode ?? '',
          sort: sql`(select coalesce(max(${hotelRooms.sort}), 0) + 1 from ${hotelRooms} where ${hotelRooms.propertyUuid} = ${hotel.uuid})`,
        })
        .returning({ id: hotelRooms.id });
      await keepMinPrice(tx, hotel.uuid);
      await recordAudit(tx, actor, { action: 'room.create', target: { type: 'hotel', id: propertyId, label: hotel.name }, after: input, metadata: { roomId: room!.id } });
      return { roomId: room!.id, hotel };
    }),
  );
  if (hotel.status === 'published') publicHotelChanged(hotel.uuid);
  return { roomId };
}

/** `PATCH admin/hotels/properties/{propertyId}/rooms/{roomId}`: the given fields of one of the hotel's room types. */
export async function patchRoom(db: Database, actor: AuditActor, propertyId: number, roomId: number, patch: AdminHotelRoomPatch): Promise<AdminHotelRoom> {
  const { room, hotel } = await withRoomCode(patch.roomCode, () =>
    db.transaction(async (tx) => {
      const hotel = await lockHotel(tx, propertyId);
      const [row] = await tx.select().from(hotelRooms).where(and(eq(hotelRooms.id, roomId), eq(hotelRooms.propertyUuid, hotel.uuid)));
      if (!row) throw notFound(ADMIN_HOTEL_MESSAGES.roomNotFound);
      const before = roomOf(row);
      const after = { ...before, ...patch };
      if (after.maxOccupancy < after.maxAdults) throw unprocessable('maxOccupancy', ADMIN_HOTEL_MESSAGES.occupancyBelowAdults);
      const { price, ...same } = patch;
      const [updated] = await tx
        .update(hotelRooms)
        .set({ ...same, ...(price === undefined ? {} : { basePrice: price }) })
        .where(eq(hotelRooms.id, roomId))
        .returning();
      await keepMinPrice(tx, hotel.uuid);
      const changed = Object.keys(patch) as (keyof AdminHotelRoom)[];
      const pick = (values: AdminHotelRoom) => Object.fromEntries(changed.map((field) => [field, values[field]]));
      await recordAudit(tx, actor, { action: 'room.update', target: { type: 'hotel', id: propertyId, label: hotel.name }, before: pick(before), after: pick(after), metadata: { roomId, room: after.name } });
      return { room: roomOf(updated!), hotel };
    }),
  );
  if (hotel.status === 'published') publicHotelChanged(hotel.uuid);
  return room;
}

/** `GET admin/hotels/properties/{propertyId}/memos`: the operators' notes, newest first. */
export async function hotelMemoList(db: Database, propertyId: number): Promise<AdminHotelMemo[]> {
  await adminHotel(db, propertyId);
  const rows = await db
    .select({ memoId: hotelMemos.id, body: hotelMemos.body, authorId: hotelMemos.authorId, authorName: users.nickname, createdAt: hotelMemos.createdAt })
    .from(hotelMemos)
    .innerJoin(users, eq(users.id, hotelMemos.authorId))
    .where(eq(hotelMemos.propertyId, propertyId))
    .orderBy(desc(hotelMemos.createdAt), desc(hotelMemos.id));
  return rows.map((m) => ({ memoId: m.memoId, body: m.body, author: { id: m.authorId, name: m.authorName }, createdAt: m.createdAt.toISOString() }));
}

/**
 * `POST admin/hotels/properties/{propertyId}/memos`: an operator's note, kept and audited; never shown to guests. `tx`
 * is the request's idempotent transaction (a retried post keeps one memo), as the bookings' memos are.
 */
export async function addHotelMemo(tx: Database, operator: AuditActor, propertyId: number, body: string): Promise<{ memoId: number }> {
  const hotel = await lockHotel(tx, propertyId);
  const [memo] = await tx.insert(hotelMemos).values({ propertyId, authorId: operator.id!, body }).returning({ id: hotelMemos.id });
  await recordAudit(tx, operator, { action: 'hotel.memo', target: { type: 'hotel', id: propertyId, label: hotel.name }, after: { body }, metadata: { memoId: memo!.id } });
  return { memoId: memo!.id };
}

/** `PATCH admin/hotels/properties/{propertyId}/status`: on sale (a hotel with a room type and a photo), or off it with the reason. */
export async function changeHotelStatus(db: Database, actor: AuditActor, propertyId: number, change: ProductStatusChange): Promise<AdminHotel> {
  const hotel = await db.transaction((tx) => applyHotelStatus(tx, actor, propertyId, change));
  publicHotelChanged(hotel.propertyUuid);
  return hotel;
}

/** `PATCH admin/hotels/properties/status`: the same change for the chosen hotels, all or none. */
export async function changeHotelsStatus(db: Database, actor: AuditActor, bulk: ProductBulkStatus) {
  const uuids = new Map<number, string>();
  return changeStatuses(db, bulk, {
    status: async (tx, propertyId) => {
      const hotel = await lockHotel(tx, propertyId);
      uuids.set(propertyId, hotel.uuid);
      return hotel.status;
    },
    apply: (tx, propertyId, change) => applyHotelStatus(tx, actor, propertyId, change),
    changed: (propertyId) => publicHotelChanged(uuids.get(propertyId)!),
  });
}

export async function applyHotelStatus(tx: Database, actor: AuditActor, propertyId: number, change: ProductStatusChange): Promise<AdminHotel> {
  const locked = await lockHotel(tx, propertyId);
  checkStatusChange(locked.status, change, '호텔은');
  const current = await adminHotel(tx, propertyId);
  if (change.status === 'published') {
    if (current.rooms.length === 0) throw new AppError(422, 'VALIDATION_FAILED', ADMIN_HOTEL_MESSAGES.publishWithoutRooms);
    if (current.photos.length === 0) throw new AppError(422, 'VALIDATION_FAILED', PRODUCT_STATUS_MESSAGES.publishWithoutPhotos);
    if (current.partner === null) throw unprocessable('partnerId', ADMIN_HOTEL_MESSAGES.publishWithoutPartner);
  }
  // is_active follows (trigger hotels_status_sync): every public read sees the change as it commits.
  await tx.update(hotels).set({ status: change.status }).where(eq(hotels.propertyId, propertyId));
  await recordAudit(tx, actor, {
    action: change.status === 'published' ? 'hotel.publish' : 'hotel.suspend',
    target: { type: 'hotel', id: propertyId, label: locked.name },
    before: { status: PRODUCT_STATUS_LABELS[locked.status] },
    after: { status: PRODUCT_STATUS_LABELS[change.status] },
    reason: change.reason || null,
  });
  return { ...current, status: change.status };
}
