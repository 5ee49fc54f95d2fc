import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { PRODUCT_PHOTO_MESSAGES, PRODUCT_PHOTOS_MAX, type ProductPhoto, type ProductStatus } from '@minda/contracts/admin-publishing';
import type { AuditAction, AuditTargetType } from '@minda/contracts/rules/audit';
import type { Database } from '../../db/client.ts';
import type { hotelPhotos } from '../../db/schema/hotels.ts';
import type { stayPhotos } from '../../db/schema/stays.ts';
import type { tourPhotos } from '../../db/schema/tours.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';

/**
 * A product's photos (issue 57), the same for every line: added one upload at a time, described, put in order (the
 * first is the cover) and removed. Each change keeps the product's cover and gallery columns, which the public
 * pages and cards read, equal to the rows, in the same transaction and audited; a product on sale has its public
 * answers dropped at once. A line describes its rows and its product in a `PhotoShelf`.
 */

type LockedProduct = { name: string; status: ProductStatus };
type PhotoTable = typeof stayPhotos | typeof tourPhotos | typeof hotelPhotos;
export type PhotoShelf = {
  table: PhotoTable;
  /** The column naming the product (goods_no, item_no, property_id). */
  owner: typeof stayPhotos.goodsNo | typeof tourPhotos.itemNo | typeof hotelPhotos.propertyId;
  target: Extract<AuditTargetType, 'stay' | 'tour' | 'hotel'>;
  /** The storage area of the operator's uploads ('stay-photos'): their keys are the photos' paths. */
  area: string;
  /** The line as a message names it ("민박", "상품"). */
  line: string;
  /** The product's row, locked for the change; a 404 when there is none. */
  lock: (tx: Database, no: number) => Promise<LockedProduct>;
  /** Sets the product's cover and gallery from its rows. */
  keepImages: (tx: Database, no: number) => Promise<unknown>;
  /** Drops what the public shows of the product (as `lock` read it). */
  publicChanged: (no: number, product: LockedProduct) => void;
};

/** The rows' paths in order, as the product's gallery column takes them, and its cover. */
export const orderedPaths = (shelf: Pick<PhotoShelf, 'table' | 'owner'>, no: number) =>
  sql`array(select ${shelf.table.path} from ${shelf.table} where ${shelf.owner} = ${no} order by ${shelf.table.sort}, ${shelf.table.id})`;
export const coverPath = (shelf: Pick<PhotoShelf, 'table' | 'owner'>, no: number) =>
  sql`coalesce((select ${shelf.table.path} from ${shelf.table} where ${shelf.owner} = ${no} order by ${shelf.table.sort}, ${shelf.table.id} limit 1), '')`;

/** A product's photos in their order (the first is the cover). */
export const photosOn = (db: Database, shelf: Pick<PhotoShelf, 'table' | 'owner'>, no: number): Promise<ProductPhoto[]> =>
  db.select({ photoId: shelf.table.id, path: shelf.table.path, alt: shelf.table.alt }).from(shelf.table).where(eq(shelf.owner, no)).orderBy(asc(shelf.table.sort), asc(shelf.table.id));

const held = async (tx: Database, shelf: PhotoShelf, no: number) => (await tx.select({ n: count() }).from(shelf.table).where(eq(shelf.owner, no)))[0]?.n ?? 0;
const action = (shelf: PhotoShelf, what: 'photo_add' | 'photo_alt' | 'photo_order' | 'photo_remove') => `${shelf.target}.${what}` as AuditAction;

/** The owner column's key in the table's insert (goodsNo, itemNo, propertyId): the product's number each time. */
const ownerKey = (shelf: PhotoShelf) => Object.entries(getTableColumns(shelf.table)).find(([, column]) => column === shelf.owner)![0];

/** A change of a product's photos: run in a transaction, the gallery kept, the public told when it is on sale. */
async function change<T>(db: Database, shelf: PhotoShelf, no: number, apply: (tx: Database, product: LockedProduct) => Promise<T>) {
  const { result, product } = await db.transaction(async (tx) => {
    const product = await shelf.lock(tx, no);
    const result = await apply(tx, product);
    await shelf.keepImages(tx, no);
    return { result, product };
  });
  if (product.status === 'published') shelf.publicChanged(no, product);
  return result;
}

/** `POST …/photos`: a stored upload becomes the product's last photo. */
export function addPhoto(db: Database, shelf: PhotoShelf, actor: AuditActor, no: number, photo: { path: string; alt: string }): Promise<ProductPhoto[]> {
  return change(db, shelf, no, async (tx, product) => {
    const before = await held(tx, shelf, no);
    if (before >= PRODUCT_PHOTOS_MAX) throw new AppError(409, 'CONFLICT', PRODUCT_PHOTO_MESSAGES.tooManyPhotos);
    const [row] = await tx
      .insert(shelf.table)
      .values({ [ownerKey(shelf)]: no, path: photo.path, alt: photo.alt, sort: sql`(select coalesce(max(${shelf.table.sort}), 0) + 1 from ${shelf.table} where ${shelf.owner} = ${no})` } as never)
      .returning({ id: shelf.table.id });
    await recordAudit(tx, actor, {
      action: action(shelf, 'photo_add'),
      target: { type: shelf.target, id: no, label: product.name },
      before: { photos: before },
      after: { photos: before + 1, alt: photo.alt },
      metadata: { photoId: row!.id, path: photo.path },
    });
    return photosOn(tx, shelf, no);
  });
}

async function lockPhoto(tx: Database, shelf: PhotoShelf, no: number, photoId: number) {
  const [photo] = await tx.select({ path: shelf.table.path, alt: shelf.table.alt }).from(shelf.table).where(and(eq(shelf.table.id, photoId), eq(shelf.owner, no))).for('update');
  if (!photo) throw notFound(PRODUCT_PHOTO_MESSAGES.photoNotFound);
  return photo;
}

/** `PATCH …/photos/{photoId}`: what the photo shows. */
export function describePhoto(db: Database, shelf: PhotoShelf, actor: AuditActor, no: number, photoId: number, alt: string): Promise<ProductPhoto[]> {
  return change(db, shelf, no, async (tx, product) => {
    const photo = await lockPhoto(tx, shelf, no, photoId);
    await tx.update(shelf.table).set({ alt }).where(eq(shelf.table.id, photoId));
    await recordAudit(tx, actor, { action: action(shelf, 'photo_alt'), target: { type: shelf.target, id: no, label: product.name }, before: { alt: photo.alt }, after: { alt }, metadata: { photoId } });
    return photosOn(tx, shelf, no);
  });
}

/** `PUT …/photos`: the order of all the product's photos; the first becomes the cover. */
export function orderPhotos(db: Database, shelf: PhotoShelf, actor: AuditActor, no: number, photoIds: readonly number[]): Promise<ProductPhoto[]> {
  return change(db, shelf, no, async (tx, product) => {
    const rows = await tx.select({ id: shelf.table.id }).from(shelf.table).where(eq(shelf.owner, no)).orderBy(asc(shelf.table.sort), asc(shelf.table.id)).for('update');
    const before = rows.map((p) => p.id);
    const same = photoIds.length === before.length && new Set(photoIds).size === photoIds.length && photoIds.every((id) => before.includes(id));
    if (!same) throw new AppError(409, 'CONFLICT', PRODUCT_PHOTO_MESSAGES.photoOrderMismatch(shelf.line));
    await tx
      .update(shelf.table)
      .set({ sort: sql`array_position(${sql.param([...photoIds])}::int[], ${shelf.table.id})` })
      .where(inArray(shelf.table.id, [...photoIds]));
    await recordAudit(tx, actor, { action: action(shelf, 'photo_order'), target: { type: shelf.target, id: no, label: product.name }, before: { photos: before }, after: { photos: [...photoIds] } });
    return photosOn(tx, shelf, no);
  });
}

/**
 * `DELETE …/photos/{photoId}`: the photo leaves the product; a photo the back office uploaded is the caller's to
 * delete from storage once this committed (its path is answered). A product on sale keeps one.
 */
export function removePhoto(db: Database, shelf: PhotoShelf, actor: AuditActor, no: number, photoId: number): Promise<{ photos: ProductPhoto[]; removedPath: string }> {
  return change(db, shelf, no, async (tx, product) => {
    const photo = await lockPhoto(tx, shelf, no, photoId);
    const before = await held(tx, shelf, no);
    if (product.status === 'published' && before <= 1) throw new AppError(409, 'CONFLICT', PRODUCT_PHOTO_MESSAGES.lastPhotoOnSale(shelf.line));
    await tx.delete(shelf.table).where(eq(shelf.table.id, photoId));
    await recordAudit(tx, actor, {
      action: action(shelf, 'photo_remove'),
      target: { type: shelf.target, id: no, label: product.name },
      before: { photos: before, alt: photo.alt },
      after: { photos: before - 1 },
      metadata: { photoId, path: photo.path },
    });
    return { photos: await photosOn(tx, shelf, no), removedPath: photo.path };
  });
}
