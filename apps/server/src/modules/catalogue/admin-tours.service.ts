import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { CATALOGUE_EXPORT_CAPPED, CATALOGUE_EXPORT_MAX_ROWS, PRODUCT_STATUS_LABELS, PRODUCT_STATUS_MESSAGES, type ProductBulkStatus, type ProductPhoto, type ProductStatusChange } from '@minda/contracts/admin-publishing';
import {
  ADMIN_TOUR_MESSAGES,
  type AdminTour,
  type AdminTourCreate,
  type AdminTourListQuery,
  type AdminTourOption,
  type AdminTourOptionCreate,
  type AdminTourOptionPatch,
  type AdminTourPatch,
  type AdminTourRow,
  tourFieldsOf,
} from '@minda/contracts/admin-tours';
import { ADMIN_STAY_MESSAGES } from '@minda/contracts/admin-stays';
import { TOUR_CATEGORY_TYPE_LABELS } from '@minda/contracts/rules/tour-list';
import type { Database } from '../../db/client.ts';
import { cities } from '../../db/schema/geography.ts';
import { tourOptions, tourPhotos, tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { cacheTags, publicDataChanged } from '../../platform/public-cache.ts';
import { listPage, typedSearch } from '../../platform/list-page.ts';
import { pagedSheet, zoneName, type Sheet } from '../../platform/spreadsheet.ts';
import { ownerPartner } from './partners.service.ts';
import { coverPath, orderedPaths, photosOn, type PhotoShelf } from './product-photos.service.ts';
import { changeStatuses, checkStatusChange, unprocessable } from './publishing.ts';

/**
 * The operator's tours and tickets (issue 57): the stays' cycle for items. A draft nobody but the back office sees
 * gets options (each priced per person, with its seats a day) and photos, goes on sale (the public reads filter on
 * `is_active`, which trigger tours_status_sync keeps equal to `status = published`, and the search follows it), and
 * comes off sale with a reason, keeping its bookings, reviews and chats. Every change is audited.
 */

export const ADMIN_TOUR_PAGE_SIZE = 20;

const optionCount = sql<number>`(select count(*)::int from ${tourOptions} where ${tourOptions.itemNo} = ${tours.itemNo})`;
const rowColumns = {
  itemNo: tours.itemNo,
  name: tours.name,
  status: tours.status,
  itemCategoryType: tours.itemCategoryType,
  cityCode: tours.cityCode,
  cityName: cities.nameKo,
  partnerId: tours.partnerId,
  partnerName: users.nickname,
  partnerLoginId: users.loginId,
  salePrice: tours.salePrice,
  createdAt: tours.createdAt,
};
type RowColumns = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] };

const rowOf = (row: RowColumns, options: number): AdminTourRow => ({
  itemNo: row.itemNo,
  name: row.name,
  status: row.status,
  itemCategoryType: row.itemCategoryType,
  city: { code: row.cityCode, name: row.cityName },
  partner: { id: row.partnerId, name: row.partnerName, loginId: row.partnerLoginId },
  options,
  salePrice: row.salePrice,
  createdAt: row.createdAt.toISOString(),
});

type TourFilter = Omit<AdminTourListQuery, 'page'>;

/** A slice of the filtered items in the list's order, and how many the filter holds: the screen, its download. */
async function filteredTours(db: Database, query: TourFilter, offset: number, limit: number) {
  const where: SQL[] = [];
  if (query.status) where.push(eq(tours.status, query.status));
  if (query.itemCategoryType) where.push(eq(tours.itemCategoryType, query.itemCategoryType));
  if (query.cityCode) where.push(eq(tours.cityCode, query.cityCode));
  if (query.partnerId) where.push(eq(tours.partnerId, query.partnerId));
  if (query.q) where.push(typedSearch(query.q, [tours.name], tours.itemNo));
  const filter = and(...where);
  const order = query.sort === 'name' ? [asc(tours.name), asc(tours.itemNo)] : [desc(tours.createdAt), desc(tours.itemNo)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...rowColumns, options: optionCount })
      .from(tours)
      .innerJoin(cities, eq(cities.code, tours.cityCode))
      .innerJoin(users, eq(users.id, tours.partnerId))
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(tours).where(filter),
  ]);
  return { rows: rows.map((r) => rowOf(r, r.options)), total: total?.n ?? 0 };
}

/** `GET admin/tours/items`: by status, type, city, partner and a search of the name (or the number); sorted, paged. */
export const listAdminTours = (db: Database, query: AdminTourListQuery) => listPage((offset, limit) => filteredTours(db, query, offset, limit), query.page, ADMIN_TOUR_PAGE_SIZE);

/** `GET admin/tours/items/xls`: exactly the list's rows, in its order, up to the cap, as a workbook. */
export const adminToursWorkbook = (db: Database, query: TourFilter, timeZone: string, cap = CATALOGUE_EXPORT_MAX_ROWS): Sheet =>
  pagedSheet({
    name: '투어티켓목록',
    columns: [
      { header: '상품 번호', kind: 'number' },
      { header: '상품 이름', kind: 'text', width: 32 },
      { header: '유형', kind: 'text' },
      { header: '상태', kind: 'text' },
      { header: '도시', kind: 'text' },
      { header: '파트너', kind: 'text', width: 20 },
      { header: '옵션 수', kind: 'number' },
      { header: '1인 최저가', kind: 'won' },
      { header: `등록일시(${zoneName(timeZone)})`, kind: 'datetime' },
    ],
    timeZone,
    cap,
    read: (offset, limit) => filteredTours(db, query, offset, limit),
    row: (t) => [t.itemNo, t.name, TOUR_CATEGORY_TYPE_LABELS[t.itemCategoryType], PRODUCT_STATUS_LABELS[t.status], t.city.name, `${t.partner.name} (${t.partner.loginId})`, t.options, t.salePrice || null, t.createdAt],
    capped: CATALOGUE_EXPORT_CAPPED,
  });

const optionOf = (option: typeof tourOptions.$inferSelect): AdminTourOption => ({
  optionId: option.id,
  name: option.name,
  description: option.description ?? '',
  price: option.price,
  dailySeats: option.dailySeats,
});

/** The item's row, locked for the change; a 404 when there is none. */
export async function lockTour(tx: Database, itemNo: number) {
  const [row] = await tx.select({ itemNo: tours.itemNo, name: tours.name, status: tours.status }).from(tours).where(eq(tours.itemNo, itemNo)).for('update');
  if (!row) throw notFound(ADMIN_TOUR_MESSAGES.notFound);
  return row;
}

/** What the public shows of an item changed: its page and card, its line's lists and the search's names go. */
export const publicTourChanged = (itemNo: number) => publicDataChanged(cacheTags.card('tour', itemNo));

/** An item's photos: its cover is `tours.image_path`, its page's gallery `tours.images`. */
export const tourShelf: PhotoShelf = {
  table: tourPhotos,
  owner: tourPhotos.itemNo,
  target: 'tour',
  area: 'tour-photos',
  line: '상품',
  lock: (tx, itemNo) => lockTour(tx, itemNo),
  keepImages: (tx, itemNo) => tx.update(tours).set({ imagePath: coverPath(tourShelf, itemNo), images: orderedPaths(tourShelf, itemNo) }).where(eq(tours.itemNo, itemNo)),
  publicChanged: publicTourChanged,
};

/** `GET admin/tours/items/{itemNo}`: every field the form edits, its options in their order and its photos. */
export async function adminTour(db: Database, itemNo: number): Promise<AdminTour> {
  const [row] = await db
    .select({ ...rowColumns, summary: tours.summary, description: tours.description, durationText: tours.durationText, meetingPoint: tours.meetingPoint, useInquireChat: tours.useInquireChat })
    .from(tours)
    .innerJoin(cities, eq(cities.code, tours.cityCode))
    .innerJoin(users, eq(users.id, tours.partnerId))
    .where(eq(tours.itemNo, itemNo));
  if (!row) throw notFound(ADMIN_TOUR_MESSAGES.notFound);
  const [options, photos] = await Promise.all([
    db.select().from(tourOptions).where(eq(tourOptions.itemNo, itemNo)).orderBy(asc(tourOptions.sort), asc(tourOptions.id)),
    photosOn(db, tourShelf, itemNo) as Promise<ProductPhoto[]>,
  ]);
  return {
    ...rowOf(row, options.length),
    summary: row.summary,
    description: row.description,
    durationText: row.durationText ?? '',
    meetingPoint: row.meetingPoint ?? '',
    useInquireChat: row.useInquireChat,
    options: options.map(optionOf),
    photos,
  };
}

/** The item as the form and the log name its fields. */
type Editable = Required<AdminTourCreate>;
const editableOf: (tour: AdminTour) => Editable = tourFieldsOf;

async function cityOf(db: Database, cityCode: string) {
  const [city] = await db.select({ code: cities.code, name: cities.nameKo }).from(cities).where(eq(cities.code, cityCode));
  if (!city) throw unprocessable('cityCode', ADMIN_STAY_MESSAGES.cityNotFound);
  return city;
}

/** New items take the next number after the highest; the lock makes two creations at once take two. */
const NEW_TOUR_LOCK = sql`pg_advisory_xact_lock(hashtext('tours.item_no'))`;

/** `POST admin/tours/items`: a draft owned by a partner in a city. */
export async function createTour(db: Database, actor: AuditActor, input: AdminTourCreate): Promise<{ itemNo: number; status: 'draft' }> {
  return db.transaction(async (tx) => {
    const partner = await ownerPartner(tx, input.partnerId);
    const city = await cityOf(tx, input.cityCode);
    await tx.execute(sql`select ${NEW_TOUR_LOCK}`);
    const [next] = await tx.select({ itemNo: sql<number>`coalesce(max(${tours.itemNo}), 1000)::int + 1` }).from(tours);
    const itemNo = next!.itemNo;
    await tx.insert(tours).values({
      itemNo,
      name: input.name,
      cityCode: city.code,
      partnerId: partner.id,
      itemCategoryType: input.itemCategoryType,
      salePrice: 0,
      imagePath: '',
      summary: input.summary ?? '',
      description: input.description ?? '',
      durationText: input.durationText || null,
      meetingPoint: input.meetingPoint || null,
      useInquireChat: input.useInquireChat ?? true,
      status: 'draft',
    });
    await recordAudit(tx, actor, {
      action: 'tour.create',
      target: { type: 'tour', id: itemNo, label: input.name },
      after: { ...input, cityCode: `${city.name} (${city.code})`, partnerId: `${partner.nickname} (${partner.id})`, status: PRODUCT_STATUS_LABELS.draft },
    });
    return { itemNo, status: 'draft' as const };
  });
}

/** `PATCH admin/tours/items/{itemNo}`: the given fields. */
export async function patchTour(db: Database, actor: AuditActor, itemNo: number, patch: AdminTourPatch): Promise<AdminTour> {
  const { tour, status } = await db.transaction(async (tx) => {
    const locked = await lockTour(tx, itemNo);
    const before = editableOf(await adminTour(tx, itemNo));
    const after: Editable = { ...before, ...patch };
    if (patch.partnerId !== undefined) await ownerPartner(tx, patch.partnerId);
    if (patch.cityCode !== undefined) await cityOf(tx, patch.cityCode);
    const { durationText, meetingPoint, ...same } = patch;
    await tx
      .update(tours)
      .set({ ...same, ...(durationText === undefined ? {} : { durationText: durationText || null }), ...(meetingPoint === undefined ? {} : { meetingPoint: meetingPoint || null }) })
      .where(eq(tours.itemNo, itemNo));
    const changed = Object.keys(patch) as (keyof Editable)[];
    const pick = (values: Editable) => Object.fromEntries(changed.map((field) => [field, values[field]]));
    await recordAudit(tx, actor, { action: 'tour.update', target: { type: 'tour', id: itemNo, label: after.name }, before: pick(before), after: pick(after) });
    return { tour: await adminTour(tx, itemNo), status: locked.status };
  });
  if (status === 'published') publicTourChanged(itemNo);
  return tour;
}

/** The price the cards show ("원~"): the lowest option on sale (price 0 is a sold-out option), 0 while there is none. */
const keepSalePrice = (tx: Database, itemNo: number) =>
  tx
    .update(tours)
    .set({ salePrice: sql`coalesce((select min(${tourOptions.price}) from ${tourOptions} where ${tourOptions.itemNo} = ${itemNo} and ${tourOptions.price} > 0), 0)` })
    .where(eq(tours.itemNo, itemNo));

/** The log's names for an option's fields (its price is per person, not a room's per night). */
const optionLog = ({ price, ...rest }: Partial<AdminTourOption>) => ({ ...rest, ...(price === undefined ? {} : { pricePerPerson: price }) });

/** `POST admin/tours/items/{itemNo}/options`: a ticket type, package or time slot, last in the item's order. */
export async function addOption(db: Database, actor: AuditActor, itemNo: number, input: AdminTourOptionCreate): Promise<{ optionId: number }> {
  const { optionId, status } = await db.transaction(async (tx) => {
    const tour = await lockTour(tx, itemNo);
    const [option] = await tx
      .insert(tourOptions)
      .values({
        itemNo,
        name: input.name,
        description: input.description || null,
        price: input.price,
        ...(input.dailySeats === undefined ? {} : { dailySeats: input.dailySeats }),
        sort: sql`(select coalesce(max(${tourOptions.sort}), 0) + 1 from ${tourOptions} where ${tourOptions.itemNo} = ${itemNo})`,
      })
      .returning({ id: tourOptions.id });
    await keepSalePrice(tx, itemNo);
    await recordAudit(tx, actor, { action: 'option.create', target: { type: 'tour', id: itemNo, label: tour.name }, after: optionLog(input), metadata: { optionId: option!.id } });
    return { optionId: option!.id, status: tour.status };
  });
  if (status === 'published') publicTourChanged(itemNo);
  return { optionId };
}

/** `PATCH admin/tours/items/{itemNo}/options/{optionId}`: the given fields of one of the item's options. */
export async function patchOption(db: Database, actor: AuditActor, itemNo: number, optionId: number, patch: AdminTourOptionPatch): Promise<AdminTourOption> {
  const { option, status } = await db.transaction(async (tx) => {
    const tour = await lockTour(tx, itemNo);
    const [row] = await tx.select().from(tourOptions).where(and(eq(tourOptions.id, optionId), eq(tourOptions.itemNo, itemNo)));
    if (!row) throw notFound(ADMIN_TOUR_MESSAGES.optionNotFound);
    const before = optionOf(row);
    const after = { ...before, ...patch };
    const [updated] = await tx
      .update(tourOptions)
      .set({ name: after.name, description: after.description || null, price: after.price, dailySeats: after.dailySeats })
      .where(eq(tourOptions.id, optionId))
      .returning();
    await keepSalePrice(tx, itemNo);
    const changed = Object.keys(patch) as (keyof AdminTourOption)[];
    const pick = (values: AdminTourOption) => optionLog(Object.fromEntries(changed.map((field) => [field, values[field]])));
    await recordAudit(tx, actor, { action: 'option.update', target: { type: 'tour', id: itemNo, label: tour.name }, before: pick(before), after: pick(after), metadata: { optionId, option: after.name } });
    return { option: optionOf(updated!), status: tour.status };
  });
  if (status === 'published') publicTourChanged(itemNo);
  return option;
}

/** `PATCH admin/tours/items/{itemNo}/status`: on sale (an item with an option on sale and a photo), or off it with the reason. */
export async function changeTourStatus(db: Database, actor: AuditActor, itemNo: number, change: ProductStatusChange): Promise<AdminTour> {
  const tour = await db.transaction((tx) => applyTourStatus(tx, actor, itemNo, change));
  publicTourChanged(itemNo);
  return tour;
}

/** `PATCH admin/tours/items/status`: the same change for the chosen items, all or none. */
export const changeToursStatus = (db: Database, actor: AuditActor, bulk: ProductBulkStatus) =>
  changeStatuses(db, bulk, {
    status: async (tx, itemNo) => (await lockTour(tx, itemNo)).status,
    apply: (tx, itemNo, change) => applyTourStatus(tx, actor, itemNo, change),
    changed: publicTourChanged,
  });

async function applyTourStatus(tx: Database, actor: AuditActor, itemNo: number, change: ProductStatusChange): Promise<AdminTour> {
  const locked = await lockTour(tx, itemNo);
  checkStatusChange(locked.status, change, '상품은');
  const current = await adminTour(tx, itemNo);
  if (change.status === 'published') {
    if (!current.options.some((o) => o.price > 0)) throw new AppError(422, 'VALIDATION_FAILED', ADMIN_TOUR_MESSAGES.publishWithoutOptions);
    if (current.photos.length === 0) throw new AppError(422, 'VALIDATION_FAILED', PRODUCT_STATUS_MESSAGES.publishWithoutPhotos);
  }
  // is_active follows (trigger tours_status_sync): every public read sees the change as it commits.
  await tx.update(tours).set({ status: change.status }).where(eq(tours.itemNo, itemNo));
  await recordAudit(tx, actor, {
    action: change.status === 'published' ? 'tour.publish' : 'tour.suspend',
    target: { type: 'tour', id: itemNo, label: locked.name },
    before: { status: PRODUCT_STATUS_LABELS[locked.status] },
    after: { status: PRODUCT_STATUS_LABELS[change.status] },
    reason: change.reason || null,
  });
  return { ...current, status: change.status };
}
