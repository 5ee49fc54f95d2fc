import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { cities } from './geography.ts';
import { stays } from './stays.ts';

/**
 * The exclusive-stays page "MINDA Only" (spec 2 §2.5): what an operator publishes, per city. The city's
 * names come from `cities` (nameKo, nameEn); the template fields are the page's own copy for that city.
 */
export const mindaOnlyCities = pgTable('minda_only_cities', {
  id: serial('id').primaryKey(),
  cityCode: char('city_code', { length: 9 }).notNull().unique().references(() => cities.code),
  sort: smallint('sort').notNull().default(0),
  /** Drafts stay invisible to GET stay/minda_only until published. */
  isPublished: boolean('is_published').notNull().default(false),
  bgColor: text('bg_color').notNull(),
  mainTitle: text('main_title').notNull(),
  subTitle: text('sub_title').notNull(),
  countryName: text('country_name').notNull(),
});

export const mindaOnlyLandmarks = pgTable(
  'minda_only_landmarks',
  {
    id: serial('id').primaryKey(),
    mindaCityId: integer('minda_city_id').notNull().references(() => mindaOnlyCities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    imgPath: text('img_path').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('minda_only_landmarks_city_idx').on(t.mindaCityId)],
);

export type MindaOnlyCuratedReview = { nickName: string; rating: number; content: string };

/** A stay shown in a city section, with the operator's key points and hand-picked reviews. */
export const mindaOnlyGoods = pgTable(
  'minda_only_goods',
  {
    id: serial('id').primaryKey(),
    mindaCityId: integer('minda_city_id').notNull().references(() => mindaOnlyCities.id, { onDelete: 'cascade' }),
    goodsNo: integer('goods_no').notNull().references(() => stays.goodsNo, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull().default(0),
    keyPoints: text('key_points').array().notNull().default(sql`'{}'::text[]`),
    /** Curated copies, not links to the review table: the operator edits them for the page. */
    reviews: jsonb('reviews').$type<MindaOnlyCuratedReview[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [index('minda_only_goods_city_idx').on(t.mindaCityId)],
);

