import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cities } from '../../db/schema/geography.ts';
import { mindaOnlyCities, mindaOnlyGoods, mindaOnlyLandmarks } from '../../db/schema/minda-only.ts';
import { stays } from '../../db/schema/stays.ts';

export async function findPublishedCities(db: Database) {
  return db
    .select({
      id: mindaOnlyCities.id,
      cityCode: mindaOnlyCities.cityCode,
      nameKo: cities.nameKo,
      nameEn: cities.nameEn,
      bgColor: mindaOnlyCities.bgColor,
      mainTitle: mindaOnlyCities.mainTitle,
      subTitle: mindaOnlyCities.subTitle,
      countryName: mindaOnlyCities.countryName,
    })
    .from(mindaOnlyCities)
    .innerJoin(cities, eq(cities.code, mindaOnlyCities.cityCode))
    .where(eq(mindaOnlyCities.isPublished, true))
    .orderBy(asc(mindaOnlyCities.sort), asc(mindaOnlyCities.id));
}

export async function findLandmarks(db: Database, cityIds: readonly number[]) {
  if (cityIds.length === 0) return [];
  return db
    .select({ cityId: mindaOnlyLandmarks.mindaCityId, title: mindaOnlyLandmarks.title, imgPath: mindaOnlyLandmarks.imgPath })
    .from(mindaOnlyLandmarks)
    .where(inArray(mindaOnlyLandmarks.mindaCityId, [...cityIds]))
    .orderBy(asc(mindaOnlyLandmarks.sort), asc(mindaOnlyLandmarks.id));
}

/** Goods of the cities with their stay's current name and image; withdrawn (inactive) stays are left out. */
export async function findGoods(db: Database, cityIds: readonly number[]) {
  if (cityIds.length === 0) return [];
  return db
    .select({
      id: mindaOnlyGoods.id,
      cityId: mindaOnlyGoods.mindaCityId,
      goodsNo: stays.goodsNo,
      goodsName: stays.name,
      imgPath: stays.imagePath,
      keyPoints: mindaOnlyGoods.keyPoints,
      reviews: mindaOnlyGoods.reviews,
    })
    .from(mindaOnlyGoods)
    .innerJoin(stays, eq(stays.goodsNo, mindaOnlyGoods.goodsNo))
    .where(and(inArray(mindaOnlyGoods.mindaCityId, [...cityIds]), eq(stays.isActive, true)))
    .orderBy(asc(mindaOnlyGoods.sort), asc(mindaOnlyGoods.id));
}
