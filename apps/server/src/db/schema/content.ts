import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, pgEnum, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { cities } from './geography.ts';
import { stays } from './stays.ts';

export const bannerPlatform = pgEnum('banner_platform', ['pc', 'mobile']);
export const productLine = pgEnum('product_line', ['stay', 'tour', 'hotel']);

/** Banners by page type: main 1, search 2, stay 3, tour 4, hotel 5 (contracts/rules/banner-types). */
export const banners = pgTable(
  'banners',
  {
    no: serial('no').primaryKey(),
    type: smallint('type').notNull(),
    platform: bannerPlatform('platform').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    imgPath: text('img_path').notNull(),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('banners_lookup_idx').on(t.platform, t.type, t.sort), check('banners_type_range', sql`${t.type} between 1 and 5`)],
);

/** The operator's notice shown in the mobile home popup queue; contents is HTML sanitized on display. */
export const popupNotices = pgTable('popup_notices', {
  no: serial('no').primaryKey(),
  title: text('title').notNull(),
  contents: text('contents').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Popular cities per product line, in the operator's order. */
export const popularCities = pgTable(
  'popular_cities',
  {
    productLine: productLine('product_line').notNull(),
    cityCode: char('city_code', { length: 9 }).notNull().references(() => cities.code),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productLine, t.cityCode] })],
);

/** Stay theme lists of the stays homes; items are grouped by city as category chips. */
export const stayThemes = pgTable('stay_themes', {
  no: integer('no').primaryKey(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const stayThemeItems = pgTable(
  'stay_theme_items',
  {
    themeNo: integer('theme_no').notNull().references(() => stayThemes.no, { onDelete: 'cascade' }),
    goodsNo: integer('goods_no').notNull().references(() => stays.goodsNo, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.themeNo, t.goodsNo] })],
);
