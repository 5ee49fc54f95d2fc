import { char, check, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cities } from './geography.ts';

/**
 * Hotel property types (숙소 유형, issue 57 "categories and their city mapping, with ordering"): 호텔, 리조트, 호스텔 …
 * in the operator's one order (`sort`), which the hotel results' 숙소 유형 filter follows where a city has none of its own.
 */
export const propertyCategories = pgTable(
  'property_categories',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('property_categories_code_idx').on(t.code), check('property_categories_code_format', sql`${t.code} ~ '^[a-z_]{2,30}$'`)],
);

/** A city's own choice and order of the categories its hotel results offer (none: every category it has, in the global order). */
export const cityPropertyCategories = pgTable(
  'city_property_categories',
  {
    cityCode: char('city_code', { length: 9 }).notNull().references(() => cities.code, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull().references(() => propertyCategories.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cityCode, t.categoryId] })],
);
