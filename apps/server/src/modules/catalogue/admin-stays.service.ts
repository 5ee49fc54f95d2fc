import { and, asc, count, desc, eq, min, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_STAY_MESSAGES,
  STAY_STATUS_LABELS,
  type AdminRoom,
  type AdminRoomCreate,
  type AdminRoomPatch,
  type AdminStay,
  type AdminStayCreate,
  type AdminStayListQuery,
  type AdminStayPatch,
  type AdminStayPhoto,
  type AdminStayRow,
  type AdminStayStatusChange,
  type RoomUnitType,
} from '@minda/contracts/admin-stays';
import { CATALOGUE_EXPORT_CAPPED, CATALOGUE_EXPORT_MAX_ROWS, PRODUCT_STATUS_MESSAGES, type ProductBulkStatus } from '@minda/contracts/admin-publishing';
import { INSTANT_BOOKING_TYPE, REQUEST_BOOKING_TYPE } from '@minda/contracts/rules/stay-booking';
import type { Database } from '../../db/client.ts';
import { cities } from '../../db/schema/geography.ts';
import { stayPhotos, stayRooms, stays } from '../../db/schema/stays.ts';
import { users } from '../../db/schema/users.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { cacheTags, publicDataChanged } from '../../platform/public-cache.ts';
import { listPage, typedSearch } from '../../platform/list-page.ts';
import { pagedSheet, zoneName, type Sheet } from '../../platform/spreadsheet.ts';
import { stayFacilityIds } from './facility-ids.ts';
import { ownerPartner } from './partners.service.ts';
import { changeStatuses, checkStatusChange, unprocessable } from './publishing.ts';
import { coverPath, orderedPaths, photosOn, type PhotoShelf } from './product-photos.service.ts';
import { checkLocation } from './stay-location.ts';

/**
 * The operator's stays (issue 57, design/backoffice.md "Publishing"). A guesthouse starts as a draft nobody but
 * the back office sees; publishing puts it on the public pages, in results and in the search at once (the public
 * reads filter on `is_active`, the search terms follow it by the database's triggers, and the public cache drops
 * what showed the line); suspending takes it off them the same way, and keeps its bookings, reviews and chats.
 * Every change is in the audit log with its fields before and after; room changes are on the stay's timeline.
 */

export const ADMIN_STAY_PAGE_SIZE = 20;

const roomCount = sql<number>`(select count(*)::int from ${stayRooms} where ${stayRooms.goodsNo} = ${stays.goodsNo})`;
const rowColumns = {
  goodsNo: stays.goodsNo,
  name: stays.name,
  status: stays.status,
  cityCode: stays.cityCode,
  cityName: cities.nameKo,
  partnerId: stays.partnerId,
  partnerName: users.nickname,
  partnerLoginId: users.loginId,
  minPrice: stays.minPrice,
  createdAt: stays.createdAt,
};
type RowColumns = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] };

const rowOf = (row: RowColumns, rooms: number): AdminStayRow => ({
  goodsNo: row.goodsNo,
  name: row.name,
  status: row.status,
  city: { code: row.cityCode, name: row.cityName },
  partner: { id: row.partnerId, name: row.partnerName, loginId: row.partnerLoginId },
  rooms,
  minPrice: row.minPrice,
  createdAt: row.createdAt.toISOString(),
});

const listed = (db: Database) => db.select({ ...rowColumns, rooms: roomCount }).from(stays).innerJoin(cities, eq(cities.code, stays.cityCode)).innerJoin(users, eq(users.id, stays.partnerId));

/** The list's filter and order (its page aside): the screen, its Excel download. */
type StayFilter = Omit<AdminStayListQuery, 'page'>;

/** A slice of the filtered stays in the list's order, and how many the filter holds. */
async function filteredStays(db: Database, query: StayFilter, offset: number, limit: number) {
  const where: SQL[] = [];
  if (query.status) where.push(eq(stays.status, query.status));
  if (query.cityCode) where.push(eq(stays.cityCode, query.cityCode));
  if (query.partnerId) where.push(eq(stays.partnerId, query.partnerId));
  if (query.q) where.push(typedSearch(query.q, [stays.name, stays.nameEn], stays.goodsNo));
  const filter = and(...where);
  const order = query.sort === 'name' ? [asc(stays.name), asc(stays.goodsNo)] : [desc(stays.createdAt), desc(stays.goodsNo)];
  const [rows, [total]] = await Promise.all([listed(db).where(filter).orderBy(...order).limit(limit).offset(offset), db.select({ n: count() }).from(stays).where(filter)]);
  return { rows: rows.map((r) => rowOf(r, r.rooms)), total: total?.n ?? 0 };
}

/** `GET admin/stays/goods`: by status, city, partner and a search of the name (or the number); sorted, paged. */
export const listAdminStays = (db: Database, query: AdminStayListQuery) => listPage((offset, limit) => filteredStays(db, query, offset, limit), query.page, ADMIN_STAY_PAGE_SIZE);

/** `GET admin/stays/goods/xls`: exactly the list's rows, in its order, up to the cap, as a workbook. */
export const adminStaysWorkbook = (db: Database, query: StayFilter, timeZone: string, cap = CATALOGUE_EXPORT_MAX_ROWS): Sheet =>
  pagedSheet({
    name: '민박목록',
    columns: [
      { header: '민박 번호', kind: 'number' },
      { header: '민박 이름', kind: 'text', width: 28 },
      { header: '상태', kind: 'text' },
      { header: '도시', kind: 'text' },
      { header: '파트너', kind: 'text', width: 20 },
      { header: '객실 수', kind: 'number' },
      { header: '최저가', kind: 'won' },
      { header: `등록일시(${zoneName(timeZone)})`, kind: 'datetime' },
    ],
    timeZone,
    cap,
    read: (offset, limit) => filteredStays(db, query, offset, limit),
    row: (s) => [s.goodsNo, s.name, STAY_STATUS_LABELS[s.status], s.city.name, `${s.partner.name} (${s.partner.loginId})`, s.rooms, s.minPrice || null, s.createdAt],
    capped: CATALOGUE_EXPORT_CAPPED,
  });

const roomOf = (room: typeof stayRooms.$inferSelect): AdminRoom => ({
  roomId: room.id,
  name: room.name,
  unitType: room.kind === 'dormitory' ? 'bed' : 'room',
  units: room.units,
  maxGuests: room.capacity,
  price: room.price,
  gender: room.gender,
  hasPrivateBathroom: room.hasPrivateBathroom,
});

/** `GET admin/stays/goods/{goodsNo}`: every field the form edits, and its rooms in their order. */
export const adminStay = (db: Database, goodsNo: number): Promise<AdminStay> => readStay(db, goodsNo);

async function readStay(db: Database, goodsNo: number): Promise<AdminStay> {
  const [row] = await db
    .select({
      ...rowColumns,
      nameEn: stays.nameEn,
      address: stays.address,
      latitude: stays.latitude,
      longitude: stays.longitude,
      description: stays.description,
      locations: stays.locations,
      checkInTime: stays.checkInTime,
      checkOutTime: stays.checkOutTime,
      hasBreakfast: stays.hasBreakfast,
      breakfastInfo: stays.breakfastInfo,
      bookType: stays.bookType,
      useInquireChat: stays.useInquireChat,
    })
    .from(stays)
    .innerJoin(cities, eq(cities.code, stays.cityCode))
    .innerJoin(users, eq(users.id, stays.partnerId))
    .where(eq(stays.goodsNo, goodsNo));
  if (!row) throw notFound(ADMIN_STAY_MESSAGES.notFound);
  const [rooms, photos] = await Promise.all([
    db.select().from(stayRooms).where(eq(stayRooms.goodsNo, goodsNo)).orderBy(asc(stayRooms.sort), asc(stayRooms.id)),
    photosOf(db, goodsNo),
  ]);
  const chosen = await stayFacilityIds(db, goodsNo, rooms.map((r) => r.id));
  return {
    ...rowOf(row, rooms.length),
    nameEn: row.nameEn,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    description: row.description,
    locations: row.locations,
    checkInTime: row.checkInTime.slice(0, 5),
    checkOutTime: row.checkOutTime.slice(0, 5),
    hasBreakfast: row.hasBreakfast,
    breakfastInfo: row.breakfastInfo ?? '',
    instantBooking: row.bookType === INSTANT_BOOKING_TYPE,
    useInquireChat: row.useInquireChat,
    rooms: rooms.map((r) => ({ ...roomOf(r), facilityIds: chosen.rooms.get(r.id) ?? [] })),
    photos,
    facilityIds: chosen.facilityIds,
  };
}

/** A stay's photos: its cover and gallery are `stays.image_path` and `stays.images`. */
export const stayShelf: PhotoShelf = {
  table: stayPhotos,
  owner: stayPhotos.goodsNo,
  target: 'stay',
  area: 'stay-photos',
  line: '민박',
  lock: (tx, goodsNo) => lockStay(tx, goodsNo),
  keepImages: (tx, goodsNo) => tx.update(stays).set({ imagePath: coverPath(stayShelf, goodsNo), images: orderedPaths(stayShelf, goodsNo) }).where(eq(stays.goodsNo, goodsNo)),
  publicChanged: (goodsNo) => publicStayChanged(goodsNo),
};
const photosOf = (db: Database, goodsNo: number): Promise<AdminStayPhoto[]> => photosOn(db, stayShelf, goodsNo);

/** The stay as the form and the log name its fields. */
type Editable = Omit<AdminStayCreate, 'latitude' | 'longitude'> & Required<Pick<AdminStayCreate, 'nameEn' | 'description' | 'locations'>> & { latitude: number | null; longitude: number | null };
const editableOf = (stay: AdminStay): Editable => ({
  partnerId: stay.partner.id,
  cityCode: stay.city.code,
  name: stay.name,
  nameEn: stay.nameEn,
  address: stay.address,
  latitude: stay.latitude,
  longitude: stay.longitude,
  description: stay.description,
  locations: stay.locations,
  checkInTime: stay.checkInTime,
  checkOutTime: stay.checkOutTime,
  hasBreakfast: stay.hasBreakfast,
  breakfastInfo: stay.breakfastInfo,
  instantBooking: stay.instantBooking,
  useInquireChat: stay.useInquireChat,
});

/** The columns of the given fields (the API's names are the form's, not the table's). */
function stayColumnsOf(fields: Partial<Editable>): Partial<typeof stays.$inferInsert> {
  const { instantBooking, breakfastInfo, ...same } = fields;
  return {
    ...same,
    ...(instantBooking === undefined ? {} : { bookType: instantBooking ? INSTANT_BOOKING_TYPE : REQUEST_BOOKING_TYPE }),
    ...(breakfastInfo === undefined ? {} : { breakfastInfo: breakfastInfo || null }),
  };
}

/** The stay's row, locked for the change; a 404 when there is none. */
export async function lockStay(tx: Database, goodsNo: number) {
  const [row] = await tx.select({ goodsNo: stays.goodsNo, name: stays.name, status: stays.status }).from(stays).where(eq(stays.goodsNo, goodsNo)).for('update');
  if (!row) throw notFound(ADMIN_STAY_MESSAGES.notFound);
  return row;
}

/** What the public shows of a stay changed: its answers, its line's lists and (for rooms) its nights go. */
export const publicStayChanged = (goodsNo: number, rooms = false) => publicDataChanged([...cacheTags.card('stay', goodsNo), ...(rooms ? [cacheTags.nights('stay')] : [])]);

/** New stays take the next number after the highest; the lock makes two creations at once take two. */
const NEW_STAY_LOCK = sql`pg_advisory_xact_lock(hashtext('stays.goods_no'))`;

/** `POST admin/stays/goods`: a draft, placed truthfully in its city, owned by a partner. */
export async function createStay(db: Database, actor: AuditActor, input: AdminStayCreate): Promise<{ goodsNo: number; status: 'draft' }> {
  return db.transaction(async (tx) => {
    const partner = await ownerPartner(tx, input.partnerId);
    const city = await checkLocation(tx, { ...input, locations: input.locations ?? [] });
    await tx.execute(sql`select ${NEW_STAY_LOCK}`);
    const [next] = await tx.select({ goodsNo: sql<number>`coalesce(max(${stays.goodsNo}), 1000)::int + 1` }).from(stays);
    const goodsNo = next!.goodsNo;
    await tx.insert(stays).values({
      ...stayColumnsOf(input),
      goodsNo,
      name: input.name,
      cityCode: input.cityCode,
      partnerId: partner.id,
      address: input.address,
      hostName: partner.nickname,
      description: input.description ?? '',
      minPrice: 0,
      imagePath: '',
      status: 'draft',
    });
    await recordAudit(tx, actor, {
      action: 'stay.create',
      target: { type: 'stay', id: goodsNo, label: input.name },
      after: { ...input, cityCode: `${city.name} (${city.code})`, partnerId: `${partner.nickname} (${partner.id})`, status: STAY_STATUS_LABELS.draft },
    });
    return { goodsNo, status: 'draft' as const };
  });
}

/** `PATCH admin/stays/goods/{goodsNo}`: the given fields; a new place is checked as a new stay's is. */
export async function patchStay(db: Database, actor: AuditActor, goodsNo: number, patch: AdminStayPatch): Promise<AdminStay> {
  const { stay, status } = await db.transaction(async (tx) => {
    const locked = await lockStay(tx, goodsNo);
    const before = editableOf(await readStay(tx, goodsNo));
    const after: Editable = { ...before, ...patch };
    const partner = patch.partnerId === undefined ? null : await ownerPartner(tx, patch.partnerId);
    const moved = ['cityCode', 'latitude', 'longitude', 'locations'].some((field) => field in patch);
    if (moved) {
      if (after.latitude === null || after.longitude === null) throw unprocessable('latitude', '위도와 경도를 함께 입력해 주세요.');
      await checkLocation(tx, { cityCode: after.cityCode, latitude: after.latitude, longitude: after.longitude, locations: after.locations });
    }
    await tx.update(stays).set({ ...stayColumnsOf(patch), ...(partner ? { hostName: partner.nickname } : {}) }).where(eq(stays.goodsNo, goodsNo));
    const changed = Object.keys(patch) as (keyof Editable)[];
    const pick = (values: Editable) => Object.fromEntries(changed.map((field) => [field, values[field]]));
    await recordAudit(tx, actor, { action: 'stay.update', target: { type: 'stay', id: goodsNo, label: after.name }, before: pick(before), after: pick(after) });
    return { stay: await readStay(tx, goodsNo), status: locked.status };
  });
  if (status === 'published') publicStayChanged(goodsNo);
  return stay;
}

const kindOf = (unitType: RoomUnitType) => (unitType === 'bed' ? ('dormitory' as const) : ('private' as const));

/** The lowest nightly price over the stay's rooms, kept on the stay for its card (0 while it has none). */
const keepMinPrice = (tx: Database, goodsNo: number) =>
  tx
    .update(stays)
    .set({ minPrice: sql`coalesce((${tx.select({ price: min(stayRooms.price) }).from(stayRooms).where(eq(stayRooms.goodsNo, goodsNo))}), 0)` })
    .where(eq(stays.goodsNo, goodsNo));

/** `POST admin/stays/goods/{goodsNo}/rooms`: a room type or a dormitory's beds, last in the stay's order. */
export async function addRoom(db: Database, actor: AuditActor, goodsNo: number, input: AdminRoomCreate): Promise<{ roomId: number }> {
  const { roomId, status } = await db.transaction(async (tx) => {
    const stay = await lockStay(tx, goodsNo);
    const [room] = await tx
      .insert(stayRooms)
      .values({
        goodsNo,
        name: input.name,
        kind: kindOf(input.unitType),
        capacity: input.maxGuests,
        units: input.units,
        price: input.price,
        gender: input.gender ?? 'mixed',
        hasPrivateBathroom: input.hasPrivateBathroom ?? false,
        sort: sql`(select coalesce(max(${stayRooms.sort}), 0) + 1 from ${stayRooms} where ${stayRooms.goodsNo} = ${goodsNo})`,
      })
      .returning({ id: stayRooms.id });
    await keepMinPrice(tx, goodsNo);
    await recordAudit(tx, actor, { action: 'room.create', target: { type: 'stay', id: goodsNo, label: stay.name }, after: { ...input }, metadata: { roomId: room!.id } });
    return { roomId: room!.id, status: stay.status };
  });
  if (status === 'published') publicStayChanged(goodsNo, true);
  return { roomId };
}

/** `PATCH admin/stays/goods/{goodsNo}/rooms/{roomId}`: the given fields of one of the stay's rooms. */
export async function patchRoom(db: Database, actor: AuditActor, goodsNo: number, roomId: number, patch: AdminRoomPatch): Promise<AdminRoom> {
  const { room, status } = await db.transaction(async (tx) => {
    const stay = await lockStay(tx, goodsNo);
    const [row] = await tx.select().from(stayRooms).where(and(eq(stayRooms.id, roomId), eq(stayRooms.goodsNo, goodsNo)));
    if (!row) throw notFound(ADMIN_STAY_MESSAGES.roomNotFound);
    const before = roomOf(row);
    const after = { ...before, ...patch };
    if (after.unitType === 'bed' && after.maxGuests !== 1) throw unprocessable('maxGuests', '도미토리 침대 하나의 최대 인원은 1명입니다.');
    const [updated] = await tx
      .update(stayRooms)
      .set({
        name: after.name,
        kind: kindOf(after.unitType),
        capacity: after.maxGuests,
        units: after.units,
        price: after.price,
        gender: after.gender,
        hasPrivateBathroom: after.hasPrivateBathroom,
      })
      .where(eq(stayRooms.id, roomId))
      .returning();
    await keepMinPrice(tx, goodsNo);
    const changed = Object.keys(patch) as (keyof AdminRoom)[];
    const pick = (values: AdminRoom) => Object.fromEntries(changed.map((field) => [field, values[field]]));
    await recordAudit(tx, actor, { action: 'room.update', target: { type: 'stay', id: goodsNo, label: stay.name }, before: pick(before), after: pick(after), metadata: { roomId, room: after.name } });
    return { room: roomOf(updated!), status: stay.status };
  });
  if (status === 'published') publicStayChanged(goodsNo, true);
  return room;
}

/**
 * `PATCH admin/stays/goods/{goodsNo}/status`: on sale (a stay with a room, a photo and a place), or off it with
 * the reason. A draft is never suspended: it was never on sale.
 */
export async function changeStayStatus(db: Database, actor: AuditActor, goodsNo: number, change: AdminStayStatusChange): Promise<AdminStay> {
  const stay = await db.transaction((tx) => applyStayStatus(tx, actor, goodsNo, change));
  publicStayChanged(goodsNo, true);
  return stay;
}

/** `PATCH admin/stays/goods/status`: the same change for the chosen stays, all or none. */
export const changeStaysStatus = (db: Database, actor: AuditActor, bulk: ProductBulkStatus) =>
  changeStatuses(db, bulk, {
    status: async (tx, goodsNo) => (await lockStay(tx, goodsNo)).status,
    apply: (tx, goodsNo, change) => applyStayStatus(tx, actor, goodsNo, change),
    changed: (goodsNo) => publicStayChanged(goodsNo, true),
  });

async function applyStayStatus(tx: Database, actor: AuditActor, goodsNo: number, change: AdminStayStatusChange): Promise<AdminStay> {
  const locked = await lockStay(tx, goodsNo);
  checkStatusChange(locked.status, change, '민박은');
  const current = await readStay(tx, goodsNo);
  if (change.status === 'published') {
    if (current.rooms.length === 0) throw new AppError(422, 'VALIDATION_FAILED', ADMIN_STAY_MESSAGES.publishWithoutRooms);
    if (current.photos.length === 0) throw new AppError(422, 'VALIDATION_FAILED', PRODUCT_STATUS_MESSAGES.publishWithoutPhotos);
    if (current.latitude === null || current.longitude === null) throw new AppError(422, 'VALIDATION_FAILED', '위도와 경도를 먼저 입력해 주세요.');
  }
  // is_active follows (trigger stays_status_sync): every public read sees the change as it commits.
  await tx.update(stays).set({ status: change.status }).where(eq(stays.goodsNo, goodsNo));
  await recordAudit(tx, actor, {
    action: change.status === 'published' ? 'stay.publish' : 'stay.suspend',
    target: { type: 'stay', id: goodsNo, label: locked.name },
    before: { status: STAY_STATUS_LABELS[locked.status] },
    after: { status: STAY_STATUS_LABELS[change.status] },
    reason: change.reason || null,
  });
  return { ...current, status: change.status };
}
