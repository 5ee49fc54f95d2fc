import { boolean, index, integer, pgEnum, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { FACILITY_KINDS } from '@minda/contracts/admin-facilities';
import { hotelRooms, hotels } from './hotels.ts';
import { stayRooms, stays } from './stays.ts';

export const facilityKind = pgEnum('facility_kind', FACILITY_KINDS);

/**
 * The operator's facilities catalogue (issue 57): 공용 시설 (`property`) and 객실 시설 (`room`), each kind in its own
 * order (`sort`), which is the order a product's page lists them in. Deactivated, never deleted: products keep them.
 */
export const facilities = pgTable(
  'facilities',
  {
    id: serial('id').primaryKey(),
    kind: facilityKind('kind').notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    sort: smallint('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('facilities_kind_name_idx').on(t.kind, t.nameKo)],
);

// A product's facilities: the primary key (product, facility) is the index the public page reads them by.
export const stayFacilities = pgTable(
  'stay_facilities',
  {
    goodsNo: integer('goods_no').notNull().references(() => stays.goodsNo, { onDelete: 'cascade' }),
    facilityId: integer('facility_id').notNull().references(() => facilities.id),
  },
  (t) => [primaryKey({ columns: [t.goodsNo, t.facilityId] }), index('stay_facilities_facility_idx').on(t.facilityId)],
);

export const hotelFacilities = pgTable(
  'hotel_facilities',
  {
    propertyId: integer('property_id').notNull().references(() => hotels.propertyId, { onDelete: 'cascade' }),
    facilityId: integer('facility_id').notNull().references(() => facilities.id),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.facilityId] }), index('hotel_facilities_facility_idx').on(t.facilityId)],
);

export const stayRoomFacilities = pgTable(
  'stay_room_facilities',
  {
    roomId: integer('room_id').notNull().references(() => stayRooms.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id').notNull().references(() => facilities.id),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.facilityId] }), index('stay_room_facilities_facility_idx').on(t.facilityId)],
);

export const hotelRoomFacilities = pgTable(
  'hotel_room_facilities',
  {
    roomId: integer('room_id').notNull().references(() => hotelRooms.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id').notNull().references(() => facilities.id),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.facilityId] }), index('hotel_room_facilities_facility_idx').on(t.facilityId)],
);

