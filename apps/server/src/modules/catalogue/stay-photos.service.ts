import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { ADMIN_STAY_MESSAGES, STAY_PHOTOS_MAX, type AdminStayPhoto } from '@minda/contracts/admin-stays';
import type { Database } from '../../db/client.ts';
import { stayPhotos, stays } from '../../db/schema/stays.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { lockStay, photosOf, publicStayChanged } from './admin-stays.service.ts';

/**
 * A stay's photos (issue 57): added one upload at a time, described, put in order (the first is the cover) and
 * removed. Each change keeps `stays.image_path` and `stays.images`, which the public pages and cards read, equal to
 * the rows, in the same transaction and audited; a published stay's public answers drop at once.
 */

/** The storage area of the operator's uploads: their keys are the photos' paths. */
export const STAY_PHOTO_AREA = 'stay-photos';

/** The stay's cover and gallery, from its photo rows. */
const keepStayImages = (tx: Database, goodsNo: number) =>
  tx
    .update(stays)
    .set({
      imagePath: sql`coalesce((select ${stayPhotos.path} from ${stayPhotos} where ${stayPhotos.goodsNo} = ${goodsNo} order by ${stayPhotos.sort}, ${stayPhotos.id} limit 1), '')`,
      images: sql`array(select ${stayPhotos.path} from ${stayPhotos} where ${stayPhotos.goodsNo} = ${goodsNo} order by ${stayPhotos.sort}, ${stayPhotos.id})`,
    })
    .where(eq(stays.goodsNo, goodsNo));

/** The stay's photos after a change, its public answers dropped when it is on sale. */
async function changed(tx: Database, goodsNo: number) {
  await keepStayImages(tx, goodsNo);
  return photosOf(tx, goodsNo);
}

/** `POST admin/stays/goods/{goodsNo}/photos`: a stored upload becomes the stay's last photo. */
export async function addPhoto(db: Database, actor: AuditActor, goodsNo: number, photo: { path: string; alt: string }): Promise<AdminStayPhoto[]> {
  const { photos, status } = await db.transaction(async (tx) => {
    const stay = await lockStay(tx, goodsNo);
    const [held] = await tx.select({ n: count() }).from(stayPhotos).where(eq(stayPhotos.goodsNo, goodsNo));
    if ((held?.n ?? 0) >= STAY_PHOTOS_MAX) throw new AppError(409, 'CONFLICT', ADMIN_STAY_MESSAGES.tooManyPhotos);
    const [row] = await tx
      .insert(stayPhotos)
      .values({ goodsNo, path: photo.path, alt: photo.alt, sort: sql`(select coalesce(max(${stayPhotos.sort}), 0) + 1 from ${stayPhotos} where ${stayPhotos.goodsNo} = ${goodsNo})` })
      .returning({ id: stayPhotos.id });
    await recordAudit(tx, actor, {
      action: 'stay.photo_add',
      target: { type: 'stay', id: goodsNo, label: stay.name },
      before: { photos: held?.n ?? 0 },
      after: { photos: (held?.n ?? 0) + 1, alt: photo.alt },
      metadata: { photoId: row!.id, path: photo.path },
    });
    return { photos: await changed(tx, goodsNo), status: stay.status };
  });
  if (status === 'published') publicStayChanged(goodsNo);
  return photos;
}

async function lockPhoto(tx: Database, goodsNo: number, photoId: number) {
  const [photo] = await tx.select().from(stayPhotos).where(and(eq(stayPhotos.id, photoId), eq(stayPhotos.goodsNo, goodsNo))).for('update');
  if (!photo) throw notFound(ADMIN_STAY_MESSAGES.photoNotFound);
  return photo;
}

/** `PATCH admin/stays/goods/{goodsNo}/photos/{photoId}`: what the photo shows. */
export async function describePhoto(db: Database, actor: AuditActor, goodsNo: number, photoId: number, alt: string): Promise<AdminStayPhoto[]> {
  return db.transaction(async (tx) => {
    const stay = await lockStay(tx, goodsNo);
    const photo = await lockPhoto(tx, goodsNo, photoId);
    await tx.update(stayPhotos).set({ alt }).where(eq(stayPhotos.id, photoId));
    await recordAudit(tx, actor, { action: 'stay.photo_alt', target: { type: 'stay', id: goodsNo, label: stay.name }, before: { alt: photo.alt }, after: { alt }, metadata: { photoId } });
    return photosOf(tx, goodsNo);
  });
}

/** `PUT admin/stays/goods/{goodsNo}/photos`: the order of all the stay's photos; the first becomes the cover. */
export async function orderPhotos(db: Database, actor: AuditActor, goodsNo: number, photoIds: readonly number[]): Promise<AdminStayPhoto[]> {
  const { photos, status } = await db.transaction(async (tx) => {
    const stay = await lockStay(tx, goodsNo);
    const held = await tx.select({ id: stayPhotos.id }).from(stayPhotos).where(eq(stayPhotos.goodsNo, goodsNo)).orderBy(asc(stayPhotos.sort), asc(stayPhotos.id)).for('update');
    const before = held.map((p) => p.id);
    const same = photoIds.length === before.length && new Set(photoIds).size === photoIds.length && photoIds.every((id) => before.includes(id));
    if (!same) throw new AppError(409, 'CONFLICT', ADMIN_STAY_MESSAGES.photoOrderMismatch);
    await tx
      .update(stayPhotos)
      .set({ sort: sql`array_position(${sql.param([...photoIds])}::int[], ${stayPhotos.id})` })
      .where(inArray(stayPhotos.id, [...photoIds]));
    await recordAudit(tx, actor, { action: 'stay.photo_order', target: { type: 'stay', id: goodsNo, label: stay.name }, before: { photos: before }, after: { photos: [...photoIds] } });
    return { photos: await changed(tx, goodsNo), status: stay.status };
  });
  if (status === 'published') publicStayChanged(goodsNo);
  return photos;
}

/**
 * `DELETE admin/stays/goods/{goodsNo}/photos/{photoId}`: the photo leaves the stay; a photo the back office uploaded
 * is the caller's to delete from storage once this committed (its path is answered). A stay on sale keeps one.
 */
export async function removePhoto(db: Database, actor: AuditActor, goodsNo: number, photoId: number): Promise<{ photos: AdminStayPhoto[]; removedPath: string }> {
  const { photos, status, path } = await db.transaction(async (tx) => {
    const stay = await lockStay(tx, goodsNo);
    const photo = await lockPhoto(tx, goodsNo, photoId);
    const [held] = await tx.select({ n: count() }).from(stayPhotos).where(eq(stayPhotos.goodsNo, goodsNo));
    if (stay.status === 'published' && (held?.n ?? 0) <= 1) throw new AppError(409, 'CONFLICT', '판매 중인 민박에는 사진이 한 장 이상 있어야 합니다. 다른 사진을 먼저 올려 주세요.');
    await tx.delete(stayPhotos).where(eq(stayPhotos.id, photoId));
    await recordAudit(tx, actor, {
      action: 'stay.photo_remove',
      target: { type: 'stay', id: goodsNo, label: stay.name },
      before: { photos: held?.n ?? 0, alt: photo.alt },
      after: { photos: (held?.n ?? 1) - 1 },
      metadata: { photoId, path: photo.path },
    });
    return { photos: await changed(tx, goodsNo), status: stay.status, path: photo.path };
  });
  if (status === 'published') publicStayChanged(goodsNo);
  return { photos, removedPath: path };
}
