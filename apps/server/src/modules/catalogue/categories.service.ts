import { and, asc, count, eq, inArray, max, ne, sql } from 'drizzle-orm';
import { CATEGORY_MESSAGES, type AdminCategory, type AdminCategoryCreate, type AdminCategoryPatch } from '@minda/contracts/admin-categories';
import type { Database } from '../../db/client.ts';
import { cities } from '../../db/schema/geography.ts';
import { hotels } from '../../db/schema/hotels.ts';
import { cityPropertyCategories, propertyCategories } from '../../db/schema/property-categories.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { publicDataChanged } from '../../platform/public-cache.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../platform/sql.ts';
import { unprocessable } from './publishing.ts';

/**
 * Hotel property types (숙소 유형; issue 57, spec 2 §7.10 "categories and their city mapping, with ordering"): one
 * global order, and per city the types its results offer in its own order. Every hotel has one; a type no hotel
 * has may be deleted. The results' filter and the hotel pages show their names, so a change drops them.
 */

const hotelCount = sql<number>`(select count(*)::int from ${hotels} where ${hotels.categoryId} = ${propertyCategories.id})`;
const columns = { id: propertyCategories.id, code: propertyCategories.code, nameKo: propertyCategories.nameKo, nameEn: propertyCategories.nameEn, sort: propertyCategories.sort, hotelCount };

/** `GET admin/categories`: every type in its order, with how many hotels are of it. */
export async function listCategories(db: Database): Promise<AdminCategory[]> {
  return db.select(columns).from(propertyCategories).orderBy(asc(propertyCategories.sort), asc(propertyCategories.id));
}

async function lockCategory(tx: Database, id: number): Promise<AdminCategory> {
  const [row] = await tx.select(columns).from(propertyCategories).where(eq(propertyCategories.id, id)).for('update');
  if (!row) throw notFound(CATEGORY_MESSAGES.notFound);
  return row;
}

/** A name once: the form's field error. */
async function checkName(tx: Database, nameKo: string, except?: number): Promise<void> {
  const [same] = await tx.select({ id: propertyCategories.id }).from(propertyCategories).where(and(eq(propertyCategories.nameKo, nameKo), except ? ne(propertyCategories.id, except) : undefined));
  if (same) throw unprocessable('nameKo', CATEGORY_MESSAGES.nameTaken(nameKo));
}

/** The order (and additions to it) change under this lock, so two at once leave one order. */
const orderLock = (tx: Database) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('property_categories'))`);

/** The hotel results' filters and the hotel pages show the types' names and order. */
const hotelPagesChanged = () => publicDataChanged(['hotel']);

/** `POST admin/categories`: last in the order. */
export async function createCategory(db: Database, actor: AuditActor, input: AdminCategoryCreate): Promise<AdminCategory> {
  try {
    return await db.transaction(async (tx) => {
      await orderLock(tx);
      const [sameCode] = await tx.select({ id: propertyCategories.id }).from(propertyCategories).where(eq(propertyCategories.code, input.code));
      if (sameCode) throw unprocessable('code', CATEGORY_MESSAGES.codeTaken(input.code));
      await checkName(tx, input.nameKo);
      const [last] = await tx.select({ sort: max(propertyCategories.sort) }).from(propertyCategories);
      const [row] = await tx.insert(propertyCategories).values({ ...input, sort: (last?.sort ?? 0) + 1 }).returning({ id: propertyCategories.id });
      await recordAudit(tx, actor, { action: 'category.create', target: { type: 'category', id: row!.id, label: input.nameKo }, after: input });
      return lockCategory(tx, row!.id);
    });
  } catch (error) {
    // Two operators adding one code at once: the second is told as the check would have.
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw unprocessable('code', CATEGORY_MESSAGES.codeTaken(input.code));
    throw error;
  }
}

/** `PATCH admin/categories/{id}`: its names; the results and pages that show it follow at once. */
export async function patchCategory(db: Database, actor: AuditActor, id: number, patch: AdminCategoryPatch): Promise<AdminCategory> {
  const row = await db.transaction(async (tx) => {
    const before = await lockCategory(tx, id);
    if (patch.nameKo !== undefined) await checkName(tx, patch.nameKo, id);
    await tx.update(propertyCategories).set(patch).where(eq(propertyCategories.id, id));
    const after = await lockCategory(tx, id);
    const changed = Object.keys(patch) as (keyof AdminCategoryPatch)[];
    const pick = (values: AdminCategory) => Object.fromEntries(changed.map((field) => [field, values[field]]));
    await recordAudit(tx, actor, { action: 'category.update', target: { type: 'category', id, label: after.nameKo }, before: pick(before), after: pick(after) });
    return after;
  });
  hotelPagesChanged();
  return row;
}

/** `PUT admin/categories/order`: every type once, in its new order (else 422, nothing moves). */
export async function orderCategories(db: Database, actor: AuditActor, ids: readonly number[]): Promise<AdminCategory[]> {
  const rows = await db.transaction(async (tx) => {
    await orderLock(tx);
    const current = await listCategories(tx);
    const same = ids.length === current.length && new Set(ids).size === current.length && current.every((c) => ids.includes(c.id));
    if (!same) throw unprocessable('ids', CATEGORY_MESSAGES.orderMismatch);
    for (const [i, id] of ids.entries()) await tx.update(propertyCategories).set({ sort: i + 1 }).where(eq(propertyCategories.id, id));
    const names = (order: readonly number[]) => order.map((cid) => current.find((c) => c.id === cid)!.nameKo);
    await recordAudit(tx, actor, {
      action: 'category.order',
      target: { type: 'category', id: 'order', label: '숙소 유형 순서' },
      before: { sort: names(current.map((c) => c.id)) },
      after: { sort: names(ids) },
    });
    return listCategories(tx);
  });
  hotelPagesChanged();
  return rows;
}

/** `DELETE admin/categories/{id}`: only a type no hotel has (else 409 naming how many); the cities' orders lose it. */
export async function deleteCategory(db: Database, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await orderLock(tx);
    const before = await lockCategory(tx, id);
    // A hotel given the type meanwhile makes the delete fail on the foreign key, as it should.
    const [used] = await tx.select({ n: count() }).from(hotels).where(eq(hotels.categoryId, id));
    if ((used?.n ?? 0) > 0) throw new AppError(409, 'CONFLICT', CATEGORY_MESSAGES.inUse(used!.n));
    await tx.delete(propertyCategories).where(eq(propertyCategories.id, id));
    await recordAudit(tx, actor, { action: 'category.delete', target: { type: 'category', id, label: before.nameKo }, before: { code: before.code, nameKo: before.nameKo, nameEn: before.nameEn } });
  });
  hotelPagesChanged();
}

/* ---- a city's types ---- */

async function cityOf(db: Database, code: string) {
  const [city] = await db.select({ code: cities.code, name: cities.nameKo }).from(cities).where(eq(cities.code, code));
  if (!city) throw notFound(CATEGORY_MESSAGES.cityNotFound);
  return city;
}

/** The city's own types in its order (empty: it has none of its own). */
async function cityCategoryRows(db: Database, code: string) {
  return db
    .select({ id: propertyCategories.id, nameKo: propertyCategories.nameKo })
    .from(cityPropertyCategories)
    .innerJoin(propertyCategories, eq(propertyCategories.id, cityPropertyCategories.categoryId))
    .where(eq(cityPropertyCategories.cityCode, code))
    .orderBy(asc(cityPropertyCategories.sort));
}

/** `GET admin/cities/{code}/categories`. */
export async function cityCategories(db: Database, code: string): Promise<{ categoryIds: number[] }> {
  await cityOf(db, code);
  return { categoryIds: (await cityCategoryRows(db, code)).map((c) => c.id) };
}

/** `PUT admin/cities/{code}/categories`: the city's types in order, all of them (repeats once); empty: the global order again. */
export async function setCityCategories(db: Database, actor: AuditActor, code: string, categoryIds: readonly number[]): Promise<{ categoryIds: number[] }> {
  const ids = [...new Set(categoryIds)];
  const result = await db.transaction(async (tx) => {
    const [city] = await tx.select({ code: cities.code, name: cities.nameKo }).from(cities).where(eq(cities.code, code)).for('update');
    if (!city) throw notFound(CATEGORY_MESSAGES.cityNotFound);
    if (ids.length > 0) {
      const found = await tx.select({ id: propertyCategories.id }).from(propertyCategories).where(inArray(propertyCategories.id, ids));
      if (found.length !== ids.length) throw unprocessable('categoryIds', CATEGORY_MESSAGES.unknown);
    }
    const before = await cityCategoryRows(tx, code);
    await tx.delete(cityPropertyCategories).where(eq(cityPropertyCategories.cityCode, code));
    if (ids.length > 0) await tx.insert(cityPropertyCategories).values(ids.map((categoryId, i) => ({ cityCode: code, categoryId, sort: i + 1 })));
    const after = await cityCategoryRows(tx, code);
    await recordAudit(tx, actor, {
      action: 'city.categories',
      target: { type: 'city', id: code, label: city.name },
      before: { categories: before.map((c) => c.nameKo) },
      after: { categories: after.map((c) => c.nameKo) },
    });
    return { categoryIds: after.map((c) => c.id) };
  });
  hotelPagesChanged();
  return result;
}

/** The type a hotel is given when none is chosen: the first in the order (호텔). */
export async function defaultCategoryId(db: Database): Promise<number> {
  const [first] = await db.select({ id: propertyCategories.id }).from(propertyCategories).orderBy(asc(propertyCategories.sort), asc(propertyCategories.id)).limit(1);
  if (!first) throw new AppError(409, 'CONFLICT', CATEGORY_MESSAGES.notFound);
  return first.id;
}

/** A chosen type that exists (else 422 on the field); its name for the log. */
export async function checkCategory(db: Database, id: number): Promise<string> {
  const [row] = await db.select({ nameKo: propertyCategories.nameKo }).from(propertyCategories).where(eq(propertyCategories.id, id));
  if (!row) throw unprocessable('categoryId', CATEGORY_MESSAGES.unknown);
  return row.nameKo;
}
