import { and, asc, desc, eq, exists, gte, sql } from 'drizzle-orm';
import { STAY_PLUS_MIN_REVIEW_GRADE } from '@minda/contracts/rules/stay-plus';
import type { Database } from '../../db/client.ts';
import { cities } from '../../db/schema/geography.ts';
import { stayRooms, stays } from '../../db/schema/stays.ts';
import { selectStayCards } from './stay-lists.repository.ts';

/** The stay-plus rule: active, graded STAY_PLUS_MIN_REVIEW_GRADE or better, with at least one private room. */
function stayPlusCondition(db: Database) {
  return and(
    eq(stays.isActive, true),
    gte(stays.reviewGrade, STAY_PLUS_MIN_REVIEW_GRADE),
    exists(db.select({ one: sql`1` }).from(stayRooms).where(and(eq(stayRooms.goodsNo, stays.goodsNo), eq(stayRooms.kind, 'private')))),
  );
}

/** One page, best graded first (then most reviewed); reads one extra row to know whether more follow. */
export async function findStayPlusPage(db: Database, userId: number | null, cityCode: string | undefined, offset: number, size: number) {
  return selectStayCards(db, userId)
    .where(and(stayPlusCondition(db), cityCode === undefined ? undefined : eq(stays.cityCode, cityCode)))
    .orderBy(desc(stays.reviewGrade), desc(stays.reviewCount), asc(stays.goodsNo))
    .limit(size + 1)
    .offset(offset);
}

/** Cities of the whole curation with their counts, most stays first. */
export async function findStayPlusCities(db: Database) {
  const count = sql<number>`count(*)::int`;
  return db
    .select({ category: cities.code, categoryName: cities.nameKo, count })
    .from(stays)
    .innerJoin(cities, eq(cities.code, stays.cityCode))
    .where(stayPlusCondition(db))
    .groupBy(cities.code, cities.nameKo, cities.sort)
    .orderBy(desc(count), asc(cities.sort));
}
