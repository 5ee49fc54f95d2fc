import { and, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { banners, popupNotices } from '../../db/schema/content.ts';

/** Active and inside its optional [startsAt, endsAt) window, by the database's clock. */
function publishedNow(isActive: AnyPgColumn, startsAt: AnyPgColumn, endsAt: AnyPgColumn): SQL | undefined {
  return and(
    eq(isActive, true),
    or(isNull(startsAt), lte(startsAt, sql`now()`)),
    or(isNull(endsAt), gt(endsAt, sql`now()`)),
  );
}

export async function findPublishedBanners(db: Database, platform: 'pc' | 'mobile', type: number) {
  return db
    .select({ no: banners.no, url: banners.url, imgFullPath: banners.imgPath, type: banners.type, title: banners.title })
    .from(banners)
    .where(and(eq(banners.platform, platform), eq(banners.type, type), publishedNow(banners.isActive, banners.startsAt, banners.endsAt)))
    .orderBy(banners.sort, banners.no);
}

/** The newest published popup notice, if any. */
export async function findLatestPopupNotice(db: Database) {
  const [row] = await db
    .select({ no: popupNotices.no, contents: popupNotices.contents, endsAt: popupNotices.endsAt })
    .from(popupNotices)
    .where(publishedNow(popupNotices.isActive, popupNotices.startsAt, popupNotices.endsAt))
    .orderBy(desc(popupNotices.createdAt), desc(popupNotices.no))
    .limit(1);
  return row;
}
