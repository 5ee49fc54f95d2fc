import { sql } from 'drizzle-orm';
import {
  boolean, char, check, date, doublePrecision, index, integer, pgEnum, pgTable, primaryKey, real, serial, smallint, text, time, timestamp,
} from 'drizzle-orm/pg-core';
import { STAY_STATUSES } from '@minda/contracts/admin-stays';
import { cities } from './geography.ts';
import { users } from './users.ts';

export const stayCategory = pgEnum('stay_category', ['GRADE', 'SALE', 'RESERVE_INSTANT', 'BREAKFAST']);
export const stayRoomKind = pgEnum('stay_room_kind', ['private', 'dormitory']);
export const dormitoryGender = pgEnum('dormitory_gender', ['mixed', 'female', 'male']);
/** design/backoffice.md "Publishing": a draft only the back office sees, on sale, or taken off sale (never deleted). */
export const stayStatus = pgEnum('stay_status', STAY_STATUSES);

/** A Korean-run guesthouse abroad (minbak). goodsNo on the wire. */
export const stays = pgTable(
  'stays',
  {
    goodsNo: integer('goods_no').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    cityCode: char('city_code', { length: 9 }).notNull().references(() => cities.code),
    partnerId: integer('partner_id').notNull().references(() => users.id),
    hostName: text('host_name').notNull(),
    /** Nearby stations and areas shown on cards ("몽파르나스역 도보 3분"). */
    locations: text('locations').array().notNull().default(sql`'{}'::text[]`),
    address: text('address').notNull(),
    /** Null on stays made before issue 57 that no edit has placed yet; every new one has them (rules/stay-location.ts). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    description: text('description').notNull(),
    /** Lowest nightly price in won over its rooms; kept by the seed and by room edits (0 while a draft has none). */
    minPrice: integer('min_price').notNull(),
    /** Discount in percent for SALE stays (0 = none). */
    saleRate: smallint('sale_rate').notNull().default(0),
    /** 9 = instant reservation; anything else waits for the host to accept. */
    bookType: smallint('book_type').notNull().default(1),
    imagePath: text('image_path').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    hasBreakfast: boolean('has_breakfast').notNull().default(false),
    breakfastInfo: text('breakfast_info'),
    checkInTime: time('check_in_time').notNull().default('15:00'),
    checkOutTime: time('check_out_time').notNull().default('11:00'),
    useInquireChat: boolean('use_inquire_chat').notNull().default(true),
    isAwards: boolean('is_awards').notNull().default(false),
    isExclusive: boolean('is_exclusive').notNull().default(false),
    reviewGrade: real('review_grade').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    wishCount: integer('wish_count').notNull().default(0),
    /**
     * What every public read filters on: true exactly when `status` is published. A write of either sets the other
     * (trigger stays_status_sync, function product_status_sync of migration 0046), and the check below holds them to it.
     */
    isActive: boolean('is_active').notNull().default(true),
    status: stayStatus('status').notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stays_city_idx').on(t.cityCode),
    // A partner's own products (the manager's 내 상품, the chat's partner goods, the back office's partner filter).
    index('stays_partner_idx').on(t.partnerId),
    // The cross-city sale lists (stay-promotions findSalePage) read their page straight off these, in order.
    index('stays_sale_idx').on(t.saleRate.desc().nullsFirst(), t.reviewGrade.desc().nullsFirst(), t.goodsNo).where(sql`${t.isActive} and ${t.saleRate} > 0`),
    index('stays_off_season_idx').on(t.reviewCount.desc().nullsFirst(), t.saleRate.desc().nullsFirst(), t.goodsNo).where(sql`${t.isActive} and ${t.saleRate} > 0 and ${t.hasBreakfast}`),
    check('stays_min_price_positive', sql`${t.minPrice} > 0 or ${t.status} <> 'published'`),
    check('stays_active_is_published', sql`${t.isActive} = (${t.status} = 'published')`),
    check('stays_wish_count_non_negative', sql`${t.wishCount} >= 0`),
  ],
);

/**
 * A stay's photos in their order (issue 57): the first is the cover. `path` is the storage key (relative to the image
 * host, as the seed's are); `stays.image_path` and `stays.images` are kept equal to these rows by every photo change
 * (catalogue/product-photos.service.ts), so the public reads stay one row per stay.
 */
export const stayPhotos = pgTable(
  'stay_photos',
  {
    id: serial('id').primaryKey(),
    goodsNo: integer('goods_no').notNull().references(() => stays.goodsNo, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    /** What the photo shows, for people who cannot see it. */
    alt: text('alt').notNull().default(''),
    sort: smallint('sort').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stay_photos_goods_idx').on(t.goodsNo, t.sort)],
);

/** A private room (units = rooms) or a dormitory (units = beds). */
export const stayRooms = pgTable(
  'stay_rooms',
  {
    id: serial('id').primaryKey(),
    goodsNo: integer('goods_no').notNull().references(() => stays.goodsNo, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: stayRoomKind('kind').notNull(),
    gender: dormitoryGender('gender').notNull().default('mixed'),
    /** Guests per unit: 1 for a dormitory bed, the room's occupancy for a private room. */
    capacity: smallint('capacity').notNull(),
    units: smallint('units').notNull(),
    /** Nightly price in won per unit. */
    price: integer('price').notNull(),
    hasPrivateBathroom: boolean('has_private_bathroom').notNull().default(false),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    index('stay_rooms_goods_idx').on(t.goodsNo),
    check('stay_rooms_price_positive', sql`${t.price} > 0`),
    check('stay_rooms_units_positive', sql`${t.units} > 0 and ${t.capacity} > 0`),
  ],
);

/** Recommendation sections of the homes, by category (GRADE, SALE, RESERVE_INSTANT, BREAKFAST). */
export const stayRecommendations = pgTable(
  'stay_recommendations',
  {
    stayCategory: stayCategory('stay_category').notNull(),
    goodsNo: integer('goods_no').notNull().references(() => stays.goodsNo, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.stayCategory, t.goodsNo] })],
);

/**
 * Daily inventory of a room type (domain.md "Inventory"). Sparse: a night without a row is open with the
 * room type's `units` at its `price`; a booking, a hold or a host's change writes the night's row, and
 * from then on the row is the truth. Taking units is one conditional upsert per night inside the booking's
 * transaction; the CHECK makes overselling impossible whatever runs concurrently.
 */
export const stayRoomNights = pgTable(
  'stay_room_nights',
  {
    roomId: integer('room_id').notNull().references(() => stayRooms.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    unitsAvailable: smallint('units_available').notNull(),
    /** Price in won per unit for this night (peak seasons, host discounts). */
    price: integer('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.night] }),
    index('stay_room_nights_night_idx').on(t.night),
    check('stay_room_nights_units_non_negative', sql`${t.unitsAvailable} >= 0`),
    check('stay_room_nights_price_positive', sql`${t.price} > 0`),
  ],
);
