import { sql } from 'drizzle-orm';
import { bigint, boolean, char, index, integer, pgEnum, pgTable, primaryKey, real, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The Korean-aware search index (issue 4, docs/api-notes.md "Search"). pg_trgm finds no trigram in a
 * two-syllable query (런던), so names are matched in their 2-set keystroke form (ㄹㅓㄴㄷㅓㄴ, see
 * contracts/rules/hangul.ts) through n-grams of our own:
 *
 *   search_terms  one row per searchable name (a stay, a hotel's Korean and English names, a city and its
 *                 country...), with its keystroke and initial-consonant forms;
 *   search_names  each distinct (kind, keys) once: thousands of products share a name pattern;
 *   search_grams  for each distinct name, its suffixes from every character (keystrokes) and every syllable
 *                 (initial consonants), truncated, with the rank of their position: 0 start of the name,
 *                 1 start of a word, 2 inside a word. A query is a range scan on (kind, rank, gram, weight desc).
 *
 * A name's weight is the highest weight of its active terms (null with none), kept on the name and on each of its
 * grams, so that names whose grams tie on the matched text come out of the gram index best first (migration 0032).
 *
 * Nothing writes these tables but the database itself: statement triggers on the product and geography
 * tables refresh search_terms from the view search_sources, and a trigger on search_terms adds the grams of
 * new names (migration 0006_search-index.sql, with the gram index in the "C" collation).
 */
export const searchKind = pgEnum('search_kind', ['city', 'neighborhood', 'poi', 'stay', 'tour', 'hotel', 'tour_theme']);

export const searchTerms = pgTable(
  'search_terms',
  {
    kind: searchKind('kind').notNull(),
    /** goodsNo, itemNo, propertyId, cities.id, neighborhoods.id, points_of_interest.id or themeNo, by kind. */
    refId: integer('ref_id').notNull(),
    /** Which name of the thing: name, ko, en, country_ko, country_en. */
    field: text('field').notNull(),
    display: text('display').notNull(),
    keys: text('keys').notNull(),
    initials: text('initials').notNull(),
    cityCode: char('city_code', { length: 9 }),
    active: boolean('active').notNull(),
    /** Tie-break inside a rank: review count for products, the operator's order for places. */
    weight: integer('weight').notNull().default(0),
    /** Products only, for the keyword search's walks by grade and by price: the product's review grade (score for a
     * hotel), and its price with no price (0) as null, so it sorts last (migration 0028). */
    grade: real('grade'),
    price: integer('price'),
    /** Which pairs of adjacent keys the keys hold, a bit each (search_keys_sig, migration 0036): the walks test a name's
     * keys for a word only where it has every pair of the word's, so most names cost no text search. */
    keysSig: bigint('keys_sig', { mode: 'bigint' }).notNull().generatedAlwaysAs(sql`search_keys_sig(keys)`),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId, t.field] }),
    // Covering: migrations 0030 and 0032 include every other column (drizzle has no INCLUDE), for the n-gram joins,
    // which read a name's terms best first.
    index('search_terms_keys_idx').on(t.kind, t.keys, t.weight.desc()),
  ],
);

export const searchNames = pgTable(
  'search_names',
  {
    kind: searchKind('kind').notNull(),
    keys: text('keys').notNull(),
    /** The weight its grams carry: the highest of its active terms', null when it has none. */
    weight: integer('weight'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.keys] })],
);

/**
 * Products named for a city they are not in (a 파리 민박 in Lyon, a hotel called Paris Las Vegas): each product whose
 * name holds a city's Korean or English name in its keystroke form, for that city, when it is elsewhere. A word that
 * names a city in full then matches that city's products and these (they hold every name the word can match
 * outside the city), so the keyword search walks the city rather than the line, however many names hold the word
 * (뮌헨 투어: every Munich tour is named 뮌헨 ...). Kept by a trigger on search_terms (migration 0033).
 */
export const searchCityMentions = pgTable(
  'search_city_mentions',
  {
    kind: searchKind('kind').notNull(),
    /** The city the name holds, not the product's own. */
    cityCode: char('city_code', { length: 9 }).notNull(),
    refId: integer('ref_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.cityCode, t.refId] }), index('search_city_mentions_ref_idx').on(t.kind, t.refId)],
);

export const searchGrams = pgTable('search_grams', {
  kind: searchKind('kind').notNull(),
  keys: text('keys').notNull(),
  rank: smallint('rank').notNull(),
  gram: text('gram').notNull(),
  /** The name's weight (search_names.weight), the tie-break of the gram index. */
  weight: integer('weight'),
});
