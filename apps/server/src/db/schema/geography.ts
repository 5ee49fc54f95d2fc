import { char, doublePrecision, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';

/** 3-digit continent code: the first part of every 9-digit city code (docs/geography.md). */
export const continents = pgTable('continents', {
  code: char('code', { length: 3 }).primaryKey(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  sort: smallint('sort').notNull().default(0),
});

/** 6-digit country code = continent code + 3 digits. */
export const countries = pgTable('countries', {
  code: char('code', { length: 6 }).primaryKey(),
  continentCode: char('continent_code', { length: 3 }).notNull().references(() => continents.code),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  sort: smallint('sort').notNull().default(0),
});

/**
 * 9-digit city code = country code + 3 digits; stays and tours call it `category`.
 * Hotels address the same cities by the numeric `id` (their `cityId`).
 */
export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  code: char('code', { length: 9 }).notNull().unique(),
  countryCode: char('country_code', { length: 6 }).notNull().references(() => countries.code),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  imagePath: text('image_path').notNull(),
  timeZone: varchar('time_zone', { length: 64 }).notNull(),
  sort: smallint('sort').notNull().default(0),
});

export const neighborhoods = pgTable('neighborhoods', {
  id: serial('id').primaryKey(),
  cityCode: char('city_code', { length: 9 }).notNull().references(() => cities.code),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
});

export const pointsOfInterest = pgTable('points_of_interest', {
  id: serial('id').primaryKey(),
  cityCode: char('city_code', { length: 9 }).notNull().references(() => cities.code),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  sort: integer('sort').notNull().default(0),
});
