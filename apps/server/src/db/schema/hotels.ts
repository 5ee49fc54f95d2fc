import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, primaryKey, real, serial, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { cities, neighborhoods } from './geography.ts';

/** A worldwide hotel property; addressed by propertyUuid in URLs and propertyId in lists. */
export const hotels = pgTable(
  'hotels',
  {
    uuid: uuid('uuid').primaryKey(),
    propertyId: integer('property_id').notNull().unique(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    cityCode: char('city_code', { length: 9 }).notNull().references(() => cities.code),
    neighborhoodId: integer('neighborhood_id').references(() => neighborhoods.id),
    address: text('address').notNull(),
    starRating: smallint('star_rating').notNull(),
    /** Review score out of 10, as hotel suppliers grade. */
    reviewScore: real('review_score').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    wishCount: integer('wish_count').notNull().default(0),
    /** Lowest nightly room price in won before discount; 0 = no rate to show (special text on cards). */
    minBasePriceBeforeDiscount: integer('min_base_price_before_discount').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
  },
  (t) => [
    index('hotels_city_idx').on(t.cityCode),
    check('hotels_price_non_negative', sql`${t.minBasePriceBeforeDiscount} >= 0`),
    check('hotels_wish_count_non_negative', sql`${t.wishCount} >= 0`),
  ],
);

/** Hotel home themes ("파리 인기 호텔" ...); their properties are grouped by city as cityHotels. */
export const hotelThemes = pgTable('hotel_themes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const hotelThemeProperties = pgTable(
  'hotel_theme_properties',
  {
    themeId: integer('theme_id').notNull().references(() => hotelThemes.id, { onDelete: 'cascade' }),
    propertyUuid: uuid('property_uuid').notNull().references(() => hotels.uuid, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.themeId, t.propertyUuid] })],
);

export const hotelRecommendations = pgTable('hotel_recommendations', {
  propertyUuid: uuid('property_uuid').primaryKey().references(() => hotels.uuid, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
});
