import { sql } from 'drizzle-orm';
import { boolean, char, check, date, index, integer, pgEnum, pgTable, primaryKey, real, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PRODUCT_STATUSES } from '@minda/contracts/admin-publishing';
import { cities, neighborhoods } from './geography.ts';
import { propertyCategories } from './property-categories.ts';
import { users } from './users.ts';

/** draft (작성 중), published (판매 중), suspended (판매 중지); is_active follows it (trigger hotels_status_sync). */
export const hotelStatus = pgEnum('hotel_status', PRODUCT_STATUSES);

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
    /** Its property type (숙소 유형): the results' 숙소 유형 filter and the page's label. */
    categoryId: integer('category_id').notNull().references(() => propertyCategories.id),
    /**
     * The partner account that answers for the hotel's bookings (the supplier's extranet). Null for a hotel
     * nobody answers for: it cannot be booked.
     */
    partnerId: integer('partner_id').references(() => users.id),
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
    /** The page's gallery, the operator's photos in order (hotel_photos); empty: the thumbnail and the city's. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** What every public read filters on; equal to status = published (trigger hotels_status_sync, migration 0047). */
    isActive: boolean('is_active').notNull().default(true),
    status: hotelStatus('status').notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hotels_city_idx').on(t.cityCode),
    index('hotels_partner_idx').on(t.partnerId),
    index('hotels_category_idx').on(t.categoryId),
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

/** A room type of a hotel with its rate: priced per room per night for up to two adults. */
export const hotelRooms = pgTable(
  'hotel_rooms',
  {
    id: serial('id').primaryKey(),
    propertyUuid: uuid('property_uuid').notNull().references(() => hotels.uuid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    bedText: text('bed_text').notNull(),
    sizeM2: smallint('size_m2').notNull(),
    maxAdults: smallint('max_adults').notNull(),
    /** Adults plus children a room takes. */
    maxOccupancy: smallint('max_occupancy').notNull(),
    units: smallint('units').notNull(),
    /** Nightly price in won before discount, for the room with up to two adults. */
    basePrice: integer('base_price').notNull(),
    /** Discount in percent on basePrice (0 = none). */
    discountRate: smallint('discount_rate').notNull().default(0),
    breakfastIncluded: boolean('breakfast_included').notNull().default(false),
    freeCancellation: boolean('free_cancellation').notNull().default(false),
    sort: smallint('sort').notNull().default(0),
    /** The supplier's codes of the room type and of its rate ('' = none), as its extranet names them. */
    roomCode: text('room_code').notNull().default(''),
    rateCode: text('rate_code').notNull().default(''),
  },
  (t) => [
    index('hotel_rooms_property_idx').on(t.propertyUuid),
    uniqueIndex('hotel_rooms_room_code_idx').on(t.propertyUuid, t.roomCode).where(sql`${t.roomCode} <> ''`),
    check('hotel_rooms_price_positive', sql`${t.basePrice} > 0`),
    check('hotel_rooms_capacity', sql`${t.units} > 0 and ${t.maxAdults} > 0 and ${t.maxOccupancy} >= ${t.maxAdults}`),
  ],
);

/** Daily inventory of a hotel room type; sparse like stay_room_nights (no row = units at basePrice). */
export const hotelRoomNights = pgTable(
  'hotel_room_nights',
  {
    roomId: integer('room_id').notNull().references(() => hotelRooms.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    unitsAvailable: smallint('units_available').notNull(),
    basePrice: integer('base_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.night] }),
    check('hotel_room_nights_units_non_negative', sql`${t.unitsAvailable} >= 0`),
    check('hotel_room_nights_price_positive', sql`${t.basePrice} > 0`),
  ],
);

/** A hotel's photos in order (issue 57): the first is `hotels.thumbnail_path`, all of them `hotels.images`. */
export const hotelPhotos = pgTable(
  'hotel_photos',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id').notNull().references(() => hotels.propertyId, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    /** What the photo shows, for people who cannot see it. */
    alt: text('alt').notNull().default(''),
    sort: smallint('sort').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hotel_photos_property_idx').on(t.propertyId, t.sort)],
);

/** The operators' notes on a managed hotel (spec 2 §7.10 "memos"): never shown to guests; append-only. */
export const hotelMemos = pgTable(
  'hotel_memos',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id').notNull().references(() => hotels.propertyId, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull().references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hotel_memos_property_idx').on(t.propertyId, t.createdAt)],
);
