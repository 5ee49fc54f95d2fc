import { index, integer, pgTable, primaryKey, text, timestamp, uuid, char } from 'drizzle-orm/pg-core';
import { hotels } from './hotels.ts';
import { stays } from './stays.ts';
import { tours } from './tours.ts';
import { users } from './users.ts';

/** A member's wished stays; also answers stay/{id}/like. */
export const stayWishes = pgTable(
  'stay_wishes',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    goodsNo: integer('goods_no').notNull().references(() => stays.goodsNo, { onDelete: 'cascade' }),
    /** app_service_media cookie code at the time of the wish (AP, iP, MW ...). */
    serviceMedia: text('service_media'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsNo] }), index('stay_wishes_goods_idx').on(t.goodsNo)],
);

/** The tour "guidebook" (wish list), keyed by city category and itemNo as the spec's payload is. */
export const tourWishes = pgTable(
  'tour_wishes',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    itemNo: integer('item_no').notNull().references(() => tours.itemNo, { onDelete: 'cascade' }),
    category: char('category', { length: 9 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemNo] }), index('tour_wishes_item_idx').on(t.itemNo)],
);

export const hotelLikes = pgTable(
  'hotel_likes',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    propertyUuid: uuid('property_uuid').notNull().references(() => hotels.uuid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyUuid] }), index('hotel_likes_property_idx').on(t.propertyUuid)],
);
