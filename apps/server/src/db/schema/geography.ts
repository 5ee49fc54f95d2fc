import type { GeoArea } from '@minda/contracts/rules/stay-location';
import { char, doublePrecision, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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

/** A country's provinces, states or regions (issue 57): an optional grouping of its cities in the back office. */
export const provinces = pgTable('provinces', {
  id: serial('id').primaryKey(),
  countryCode: char('country_code', { length: 6 }).notNull().references(() => countries.code),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  sort: smallint('sort').notNull().default(0),
}, (t) => [uniqueIndex('provinces_country_name_idx').on(t.countryCode, t.nameKo)]);

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
  /** Its province, of the same country (checked by the back office's writes); null while none is set. */
  provinceId: integer('province_id').references(() => provinces.id),
  /** The city's area (rules/stay-location.ts GeoArea): where its products' coordinates may lie. */
  areaSouth: doublePrecision('area_south'),
  areaWest: doublePrecision('area_west'),
  areaNorth: doublePrecision('area_north'),
  areaEast: doublePrecision('area_east'),
});

export const neighborhoods = pgTable('neighborhoods', {
  id: serial('id').primaryKey(),
  cityCode: char('city_code', { length: 9 }).notNull().references(() => cities.code),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
});

/**
 * Stations and stops of a city (issue 57): what a product's card may name as its nearest station. Not searched (a
 * station is no destination); the location rule (modules/catalogue/stay-location.ts) knows a city's names by them.
 */
export const stations = pgTable('stations', {
  id: serial('id').primaryKey(),
  cityCode: char('city_code', { length: 9 }).notNull().references(() => cities.code),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull().default(''),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
}, (t) => [uniqueIndex('stations_city_name_idx').on(t.cityCode, t.nameKo)]);

export const pointsOfInterest = pgTable('points_of_interest', {
  id: serial('id').primaryKey(),
  cityCode: char('city_code', { length: 9 }).notNull().references(() => cities.code),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A city's area as its columns, and back (null while the city has none). */
export const areaColumns = (area: GeoArea) => ({ areaSouth: area.south, areaWest: area.west, areaNorth: area.north, areaEast: area.east });
export function areaOf(row: { areaSouth: number | null; areaWest: number | null; areaNorth: number | null; areaEast: number | null }): GeoArea | null {
  const { areaSouth: south, areaWest: west, areaNorth: north, areaEast: east } = row;
  return south === null || west === null || north === null || east === null ? null : { south, west, north, east };
}
