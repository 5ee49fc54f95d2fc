import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, pgEnum, pgTable, primaryKey, real, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { PRODUCT_STATUSES } from '@minda/contracts/admin-publishing';
import { cities } from './geography.ts';
import { users } from './users.ts';

export const itemCategoryType = pgEnum('item_category_type', ['LOCAL_TOUR', 'TICKET', 'ACTIVITY', 'CONVENIENCE']);
export const tourStatus = pgEnum('tour_status', PRODUCT_STATUSES);

/** A tour, ticket, activity or convenience product (itemNo on the wire). salePrice 0 = sold out. */
export const tours = pgTable(
  'tours',
  {
    itemNo: integer('item_no').primaryKey(),
    name: text('name').notNull(),
    cityCode: char('city_code', { length: 9 }).notNull().references(() => cities.code),
    partnerId: integer('partner_id').notNull().references(() => users.id),
    itemCategoryType: itemCategoryType('item_category_type').notNull(),
    salePrice: integer('sale_price').notNull(),
    imagePath: text('image_path').notNull(),
    /** The page's gallery, from tour_photos in their order (issue 57); empty for an item that shows only its cover. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    durationText: text('duration_text'),
    meetingPoint: text('meeting_point'),
    useInquireChat: boolean('use_inquire_chat').notNull().default(true),
    reviewGrade: real('review_grade').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    wishCount: integer('wish_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /**
     * What every public read filters on: true exactly when `status` is published. A write of either sets the other
     * (trigger tours_status_sync, function product_status_sync of migration 0046), and the check below holds them to it.
     */
    isActive: boolean('is_active').notNull().default(true),
    /** The back office's: a draft is never on sale; a suspended item was (issue 57). */
    status: tourStatus('status').notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tours_city_idx').on(t.cityCode),
    index('tours_partner_idx').on(t.partnerId),
    // A city's tour list pages in each sort's order (tour-search orderOf) without sorting the city.
    index('tours_city_rating_idx').on(t.cityCode, t.reviewGrade.desc().nullsFirst(), t.reviewCount.desc().nullsFirst(), t.itemNo).where(sql`${t.isActive}`),
    index('tours_city_reviews_idx').on(t.cityCode, t.reviewCount.desc().nullsFirst(), t.reviewGrade.desc().nullsFirst(), t.itemNo).where(sql`${t.isActive}`),
    index('tours_city_price_idx').on(t.cityCode, sql`(${t.salePrice} = 0)`, t.salePrice, t.itemNo).where(sql`${t.isActive}`),
    // 추천순 after the operator's few picks: the operator's order (recommendedTourOrder).
    index('tours_city_sort_idx').on(t.cityCode, t.sort, t.itemNo).where(sql`${t.isActive}`),
    check('tours_sale_price_non_negative', sql`${t.salePrice} >= 0`),
    check('tours_wish_count_non_negative', sql`${t.wishCount} >= 0`),
    check('tours_active_is_published', sql`${t.isActive} = (${t.status} = 'published')`),
  ],
);

/** An item's photos in order: the first is `tours.image_path`, the cover its card and page show (issue 57). */
export const tourPhotos = pgTable(
  'tour_photos',
  {
    id: serial('id').primaryKey(),
    itemNo: integer('item_no').notNull().references(() => tours.itemNo, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    /** What the photo shows, for people who cannot see it. */
    alt: text('alt').notNull().default(''),
    sort: smallint('sort').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tour_photos_item_idx').on(t.itemNo, t.sort)],
);

/** Theme groups of the tours home ("공항 픽업·교통", "유심·보험" ...); themes 259 and 211 are linked from menus. */
export const tourThemeGroups = pgTable('tour_theme_groups', {
  themeGroupNo: integer('theme_group_no').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const tourThemes = pgTable('tour_themes', {
  themeNo: integer('theme_no').primaryKey(),
  themeGroupNo: integer('theme_group_no').notNull().references(() => tourThemeGroups.themeGroupNo, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const tourThemeItems = pgTable(
  'tour_theme_items',
  {
    themeNo: integer('theme_no').notNull().references(() => tourThemes.themeNo, { onDelete: 'cascade' }),
    itemNo: integer('item_no').notNull().references(() => tours.itemNo, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.themeNo, t.itemNo] })],
);

export const tourRecommendations = pgTable('tour_recommendations', {
  itemNo: integer('item_no').primaryKey().references(() => tours.itemNo, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
});

/** Options of a tour item (ticket types, time slots, packages), priced per person; price 0 = sold out. */
export const tourOptions = pgTable(
  'tour_options',
  {
    id: serial('id').primaryKey(),
    itemNo: integer('item_no').notNull().references(() => tours.itemNo, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    price: integer('price').notNull(),
    /** Seats sold per day unless a tour_option_days row says otherwise. */
    dailySeats: smallint('daily_seats').notNull().default(30),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('tour_options_item_idx').on(t.itemNo), check('tour_options_price_non_negative', sql`${t.price} >= 0`)],
);
