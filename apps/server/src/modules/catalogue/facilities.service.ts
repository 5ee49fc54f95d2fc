import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import { FACILITY_KIND_LABELS, FACILITY_MESSAGES, type AdminFacility, type AdminFacilityCreate, type AdminFacilityOrder, type AdminFacilityPatch, type FacilityKind } from '@minda/contracts/admin-facilities';
import type { AuditAction } from '@minda/contracts/rules/audit';
import type { Database } from '../../db/client.ts';
import { facilities, hotelFacilities, hotelRoomFacilities, stayFacilities, stayRoomFacilities } from '../../db/schema/facilities.ts';
import { hotelRooms } from '../../db/schema/hotels.ts';
import { stayRooms } from '../../db/schema/stays.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { publicDataChanged } from '../../platform/public-cache.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../platform/sql.ts';
import { lockHotel, publicHotelChanged } from './admin-hotels.service.ts';
import { lockStay, publicStayChanged } from './admin-stays.service.ts';
import { chosenFacilities } from './facility-ids.ts';
import { unprocessable } from './publishing.ts';

/**
 * The facilities catalogue (issue 57, spec 2 §7.10): one list per kind, in the order the public pages show them,
 * and the products' choices from it. A deactivated facility is no longer offered nor shown on a page, but products
 * keep it, so turning it back on restores their lists.
 */

const columns = { id: facilities.id, kind: facilities.kind, nameKo: facilities.nameKo, nameEn: facilities.nameEn, sort: facilities.sort, active: facilities.active };

/** `GET admin/facilities?kind=`: one kind or both (common first), each in its order. */
export async function listFacilities(db: Database, kind?: FacilityKind): Promise<AdminFacility[]> {
  return db
    .select(columns)
    .from(facilities)
    .where(kind ? eq(facilities.kind, kind) : undefined)
    .orderBy(asc(facilities.kind), asc(facilities.sort), asc(facilities.id));
}

async function lockFacility(tx: Database, id: number): Promise<AdminFacility> {
  const [row] = await tx.select(columns).from(facilities).where(eq(facilities.id, id)).for('update');
  if (!row) throw notFound(FACILITY_MESSAGES.notFound);
  return row;
}

/** A name once per kind: the form's field error, before the unique index would say it. */
async function checkName(tx: Database, kind: FacilityKind, nameKo: string, except?: number): Promise<void> {
  const [same] = await tx.select({ id: facilities.id }).from(facilities).where(and(eq(facilities.kind, kind), eq(facilities.nameKo, nameKo), except ? ne(facilities.id, except) : undefined));
  if (same) throw unprocessable('nameKo', FACILITY_MESSAGES.nameTaken(kind, nameKo));
}

/** Two operators naming a facility alike at once: the second is told as the check would have. */
async function withName<T>(kind: () => FacilityKind, nameKo: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION && nameKo) throw unprocessable('nameKo', FACILITY_MESSAGES.nameTaken(kind(), nameKo));
    throw error;
  }
}

/** Each kind's order is changed under this lock, so an addition and a reordering at once leave one order. */
const kindLock = (tx: Database, kind: FacilityKind) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`facilities.${kind}`}))`);

/** Every page showing a product of either line: a facility's name or state is on all of theirs that have it. */
const everyProductPageChanged = () => publicDataChanged(['stay', 'hotel']);

/** `POST admin/facilities`: last in its kind's order, in use. */
export async function createFacility(db: Database, actor: AuditActor, input: AdminFacilityCreate): Promise<AdminFacility> {
  return withName(
    () => input.kind,
    input.nameKo,
    () =>
      db.transaction(async (tx) => {
        await kindLock(tx, input.kind);
        await checkName(tx, input.kind, input.nameKo);
        const [last] = await tx.select({ sort: max(facilities.sort) }).from(facilities).where(eq(facilities.kind, input.kind));
        const [row] = await tx
          .insert(facilities)
          .values({ kind: input.kind, nameKo: input.nameKo, nameEn: input.nameEn, sort: (last?.sort ?? 0) + 1 })
          .returning(columns);
        await recordAudit(tx, actor, { action: 'facility.create', target: { type: 'facility', id: row!.id, label: input.nameKo }, after: input });
        return row!;
      }),
  );
}

/** `PATCH admin/facilities/{id}`: its names, or whether it is offered; the pages that show it follow. */
export async function patchFacility(db: Database, actor: AuditActor, id: number, patch: AdminFacilityPatch): Promise<AdminFacility> {
  let kind: FacilityKind = 'property';
  const row = await withName(
    () => kind,
    patch.nameKo,
    () =>
      db.transaction(async (tx) => {
        const before = await lockFacility(tx, id);
        kind = before.kind;
        if (patch.nameKo !== undefined) await checkName(tx, before.kind, patch.nameKo, id);
        const [after] = await tx.update(facilities).set(patch).where(eq(facilities.id, id)).returning(columns);
        const changed = Object.keys(patch) as (keyof AdminFacilityPatch)[];
        const pick = (values: AdminFacility) => Object.fromEntries(changed.map((field) => [field, values[field]]));
        await recordAudit(tx, actor, { action: 'facility.update', target: { type: 'facility', id, label: after!.nameKo }, before: pick(before), after: pick(after!) });
        return after!;
      }),
  );
  everyProductPageChanged();
  return row;
}

/** `PUT admin/facilities/order`: every facility of the kind once, in its new order (else 409, nothing moves). */
export async function orderFacilities(db: Database, actor: AuditActor, order: AdminFacilityOrder): Promise<AdminFacility[]> {
  const rows = await db.transaction(async (tx) => {
    await kindLock(tx, order.kind);
    const current = await listFacilities(tx, order.kind);
    const same = order.ids.length === current.length && new Set(order.ids).size === current.length && current.every((f) => order.ids.includes(f.id));
    if (!same) throw new AppError(409, 'CONFLICT', FACILITY_MESSAGES.orderMismatch(order.kind));
    for (const [i, id] of order.ids.entries()) await tx.update(facilities).set({ sort: i + 1 }).where(eq(facilities.id, id));
    const names = (ids: readonly number[]) => ids.map((fid) => current.find((f) => f.id === fid)!.nameKo);
    await recordAudit(tx, actor, {
      action: 'facility.order',
      target: { type: 'facility', id: order.kind, label: FACILITY_KIND_LABELS[order.kind] },
      before: { sort: names(current.map((f) => f.id)) },
      after: { sort: names(order.ids) },
    });
    return listFacilities(tx, order.kind);
  });
  everyProductPageChanged();
  return rows;
}

/* ---- a product's and a room's facilities ---- */

type Owner = {
  kind: FacilityKind;
  action: AuditAction;
  target: { type: 'stay' | 'hotel'; id: number };
  /** Locks the product (and finds the room of it); its name and whether the public sees it. */
  lock: (tx: Database) => Promise<{ label: string; published: boolean; metadata?: Record<string, unknown> }>;
  /** Its chosen facilities, in the catalogue's order. */
  read: (tx: Database) => Promise<{ id: number; nameKo: string }[]>;
  write: (tx: Database, ids: readonly number[]) => Promise<unknown>;
  publicChanged: () => void;
};

/** Sets one owner's facilities (ids of its kind, in use; else 422, nothing saved) and records them on its product's timeline by name. */
async function setFacilities(db: Database, actor: AuditActor, owner: Owner, facilityIds: readonly number[]): Promise<{ facilityIds: number[] }> {
  const ids = [...new Set(facilityIds)];
  const { result, published } = await db.transaction(async (tx) => {
    const locked = await owner.lock(tx);
    if (ids.length > 0) {
      const found = await tx
        .select({ id: facilities.id })
        .from(facilities)
        .where(and(inArray(facilities.id, ids), eq(facilities.kind, owner.kind), eq(facilities.active, true)));
      if (found.length !== ids.length) throw unprocessable('facilityIds', FACILITY_MESSAGES.notChoosable(owner.kind));
    }
    const before = await owner.read(tx);
    await owner.write(tx, ids);
    const after = await owner.read(tx);
    await recordAudit(tx, actor, {
      action: owner.action,
      target: { ...owner.target, label: locked.label },
      before: { facilities: before.map((f) => f.nameKo) },
      after: { facilities: after.map((f) => f.nameKo) },
      ...(locked.metadata ? { metadata: locked.metadata } : {}),
    });
    return { result: { facilityIds: after.map((f) => f.id) }, published: locked.published };
  });
  if (published) owner.publicChanged();
  return result;
}

/** `PUT admin/stays/goods/{goodsNo}/facilities`. */
export const setStayFacilities = (db: Database, actor: AuditActor, goodsNo: number, facilityIds: readonly number[]) =>
  setFacilities(db, actor, {
    kind: 'property',
    action: 'stay.facilities',
    target: { type: 'stay', id: goodsNo },
    lock: async (tx) => {
      const stay = await lockStay(tx, goodsNo);
      return { label: stay.name, published: stay.status === 'published' };
    },
    read: (tx) => chosenFacilities(tx, stayFacilities, eq(stayFacilities.goodsNo, goodsNo)),
    write: async (tx, ids) => {
      await tx.delete(stayFacilities).where(eq(stayFacilities.goodsNo, goodsNo));
      if (ids.length > 0) await tx.insert(stayFacilities).values(ids.map((facilityId) => ({ goodsNo, facilityId })));
    },
    publicChanged: () => publicStayChanged(goodsNo),
  }, facilityIds);

/** `PUT admin/stays/goods/{goodsNo}/rooms/{roomId}/facilities`. */
export const setStayRoomFacilities = (db: Database, actor: AuditActor, goodsNo: number, roomId: number, facilityIds: readonly number[]) =>
  setFacilities(db, actor, {
    kind: 'room',
    action: 'stay.facilities',
    target: { type: 'stay', id: goodsNo },
    lock: async (tx) => {
      const stay = await lockStay(tx, goodsNo);
      const [room] = await tx.select({ name: stayRooms.name }).from(stayRooms).where(and(eq(stayRooms.id, roomId), eq(stayRooms.goodsNo, goodsNo)));
      if (!room) throw notFound(FACILITY_MESSAGES.roomNotFound);
      return { label: stay.name, published: stay.status === 'published', metadata: { roomId, room: room.name } };
    },
    read: (tx) => chosenFacilities(tx, stayRoomFacilities, eq(stayRoomFacilities.roomId, roomId)),
    write: async (tx, ids) => {
      await tx.delete(stayRoomFacilities).where(eq(stayRoomFacilities.roomId, roomId));
      if (ids.length > 0) await tx.insert(stayRoomFacilities).values(ids.map((facilityId) => ({ roomId, facilityId })));
    },
    publicChanged: () => publicStayChanged(goodsNo),
  }, facilityIds);

/** `PUT admin/hotels/properties/{propertyId}/facilities`. */
export function setHotelFacilities(db: Database, actor: AuditActor, propertyId: number, facilityIds: readonly number[]) {
  let uuid = '';
  return setFacilities(db, actor, {
    kind: 'property',
    action: 'hotel.facilities',
    target: { type: 'hotel', id: propertyId },
    lock: async (tx) => {
      const hotel = await lockHotel(tx, propertyId);
      uuid = hotel.uuid;
      return { label: hotel.name, published: hotel.status === 'published' };
    },
    read: (tx) => chosenFacilities(tx, hotelFacilities, eq(hotelFacilities.propertyId, propertyId)),
    write: async (tx, ids) => {
      await tx.delete(hotelFacilities).where(eq(hotelFacilities.propertyId, propertyId));
      if (ids.length > 0) await tx.insert(hotelFacilities).values(ids.map((facilityId) => ({ propertyId, facilityId })));
    },
    publicChanged: () => publicHotelChanged(uuid),
  }, facilityIds);
}

/** `PUT admin/hotels/properties/{propertyId}/rooms/{roomId}/facilities`. */
export function setHotelRoomFacilities(db: Database, actor: AuditActor, propertyId: number, roomId: number, facilityIds: readonly number[]) {
  let uuid = '';
  return setFacilities(db, actor, {
    kind: 'room',
    action: 'hotel.facilities',
    target: { type: 'hotel', id: propertyId },
    lock: async (tx) => {
      const hotel = await lockHotel(tx, propertyId);
      uuid = hotel.uuid;
      const [room] = await tx.select({ name: hotelRooms.name }).from(hotelRooms).where(and(eq(hotelRooms.id, roomId), eq(hotelRooms.propertyUuid, hotel.uuid)));
      if (!room) throw notFound(FACILITY_MESSAGES.roomNotFound);
      return { label: hotel.name, published: hotel.status === 'published', metadata: { roomId, room: room.name } };
    },
    read: (tx) => chosenFacilities(tx, hotelRoomFacilities, eq(hotelRoomFacilities.roomId, roomId)),
    write: async (tx, ids) => {
      await tx.delete(hotelRoomFacilities).where(eq(hotelRoomFacilities.roomId, roomId));
      if (ids.length > 0) await tx.insert(hotelRoomFacilities).values(ids.map((facilityId) => ({ roomId, facilityId })));
    },
    publicChanged: () => publicHotelChanged(uuid),
  }, facilityIds);
}
