import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { hotels } from './hotels.ts';
import { stays } from './stays.ts';
import { tours } from './tours.ts';
import { users } from './users.ts';

/** The spec's internal product type names. */
export const reviewProductType = pgEnum('review_product_type', ['minbak', 'tour', 'hotel']);

/**
 * A guest's review of one product, graded 1-5 overall and (stays, hotels) on location, facility and staff.
 * Exactly one product column is set, the one its productType names. Reviews written through bookings carry
 * their booking number, one review per booking (unique); the seeded history predates bookings and has none.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productType: reviewProductType('product_type').notNull(),
    goodsNo: integer('goods_no').references(() => stays.goodsNo, { onDelete: 'cascade' }),
    itemNo: integer('item_no').references(() => tours.itemNo, { onDelete: 'cascade' }),
    propertyUuid: uuid('property_uuid').references(() => hotels.uuid, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id),
    bookingNo: integer('booking_no').references(() => bookings.bookNo),
    rating: smallint('rating').notNull(),
    locationRating: smallint('location_rating'),
    facilityRating: smallint('facility_rating'),
    staffRating: smallint('staff_rating'),
    /** What was booked ("여성 도미토리 (6인실)", an option name), shown above the text. */
    bookedItemName: text('booked_item_name'),
    content: text('content').notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The author's last edit; equal to createdAt until then. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When its author deleted it (decision 027): gone from every list and grade, but the row stays, so the
     * booking counts as reviewed (no second review, no second earning of points).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_booking_idx').on(t.bookingNo),
    index('reviews_user_idx').on(t.userId, t.createdAt),
    index('reviews_stay_idx').on(t.goodsNo, t.createdAt),
    index('reviews_tour_idx').on(t.itemNo, t.createdAt),
    index('reviews_hotel_idx').on(t.propertyUuid, t.createdAt),
    check(
      'reviews_one_product',
      sql`(${t.productType} = 'minbak' and ${t.goodsNo} is not null and ${t.itemNo} is null and ${t.propertyUuid} is null)
       or (${t.productType} = 'tour' and ${t.itemNo} is not null and ${t.goodsNo} is null and ${t.propertyUuid} is null)
       or (${t.productType} = 'hotel' and ${t.propertyUuid} is not null and ${t.goodsNo} is null and ${t.itemNo} is null)`,
    ),
    check('reviews_ratings_range', sql`${t.rating} between 1 and 5
       and coalesce(${t.locationRating}, 1) between 1 and 5 and coalesce(${t.facilityRating}, 1) between 1 and 5
       and coalesce(${t.staffRating}, 1) between 1 and 5`),
  ],
);

/** A partner's (or the operator's) reply under a review. */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id').notNull().references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_comments_review_idx').on(t.reviewId)],
);

/**
 * A photo of a review (up to 10). Uploaded first (public storage, `review-photos/<name>`) by its author with
 * no review yet; the review's POST or PUT takes it by id. Photos never taken stay unattached.
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    /** The storage key (`review-photos/…`); `url` is where browsers load it. */
    fileKey: text('file_key').notNull(),
    url: text('url').notNull(),
    sort: smallint('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.sort), index('review_photos_user_idx').on(t.userId)],
);
