import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { cityPropertyCategories, propertyCategories } from '../schema/property-categories.ts';

/** The property types (숙소 유형) as the seed starts them, in their order; migration 0050 inserts the same rows. */
export const SEED_PROPERTY_CATEGORIES = [
  ['hotel', '호텔', 'Hotel'],
  ['resort', '리조트', 'Resort'],
  ['apartment', '레지던스·아파트', 'Apartment'],
  ['hostel', '호스텔', 'Hostel'],
  ['guesthouse', '게스트하우스', 'Guesthouse'],
  ['bnb', 'B&B', 'B&B'],
  ['villa', '빌라', 'Villa'],
  ['ryokan', '료칸', 'Ryokan'],
] as const;
export type SeedCategoryCode = (typeof SEED_PROPERTY_CATEGORIES)[number][0];

/** A seeded hotel's type by its property id: one in ten a resort, one in twenty a residence or a hostel, the rest hotels (migration 0050's backfill). */
export function seedCategoryCode(propertyId: number): SeedCategoryCode {
  return (['resort', 'resort', 'apartment', 'hostel'] as const)[propertyId % 20] ?? 'hotel';
}

/** seedCategoryCode in SQL, for the scale generator's hotels. */
export const seedCategoryIdSql = (propertyId: SQL): SQL =>
  sql`(select id from property_categories where code = case ${propertyId} % 20 when 0 then 'resort' when 1 then 'resort' when 2 then 'apartment' when 3 then 'hostel' else 'hotel' end)`;

/** A city whose results offer their types in its own order: 다낭's resorts first. */
const SEED_CITY_CATEGORIES: Record<string, readonly SeedCategoryCode[]> = { '002003001': ['resort', 'hotel', 'apartment', 'villa'] };

/** The categories (unless the migration put them in already) and the seeded city orders; their ids by code. */
export async function insertPropertyCategories(db: Database): Promise<Map<string, number>> {
  await db
    .insert(propertyCategories)
    .values(SEED_PROPERTY_CATEGORIES.map(([code, nameKo, nameEn], i) => ({ code, nameKo, nameEn, sort: i + 1 })))
    .onConflictDoNothing({ target: propertyCategories.code });
  const rows = await db.select({ id: propertyCategories.id, code: propertyCategories.code }).from(propertyCategories);
  const ids = new Map(rows.map((r) => [r.code, r.id]));
  await db.insert(cityPropertyCategories).values(
    Object.entries(SEED_CITY_CATEGORIES).flatMap(([cityCode, codes]) => codes.map((code, i) => ({ cityCode, categoryId: ids.get(code)!, sort: i + 1 }))),
  );
  return ids;
}
