import type { TourRecommendPage, TourRecommendQuery } from '@minda/contracts/tours';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { findCityName, findCityTourPage } from './tour-recommend.repository.ts';

/**
 * The recommendation list of one city (spec 2 §2.7). An unknown (well-formed) city is a 404; a known city
 * without tours is an empty last page that still carries the city name.
 */
export async function tourRecommendPage(db: Database, userId: number | null, query: TourRecommendQuery): Promise<TourRecommendPage> {
  const categoryName = await findCityName(db, query.category);
  if (categoryName === undefined) throw notFound('도시 정보를 찾을 수 없습니다.');
  const rows = await findCityTourPage(db, userId, query.category, query.page * query.size, query.size);
  return {
    content: rows.slice(0, query.size).map((r) => ({
      itemNo: r.itemNo,
      itemName: r.itemName,
      itemImgPath: r.itemImgPath,
      category: r.category,
      categoryName: r.categoryName,
      salePrice: r.salePrice,
      reviewGrade: r.reviewGrade,
      reviewCount: r.reviewCount,
      wishCount: r.wishCount,
      isWish: r.isWish,
    })),
    number: query.page,
    last: rows.length <= query.size,
    categoryName,
  };
}
