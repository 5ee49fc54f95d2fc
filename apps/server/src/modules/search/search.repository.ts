import { sql } from 'drizzle-orm';
import { isInitialsQuery } from '@minda/contracts/rules/hangul';
import type { Database } from '../../db/client.ts';
import { fixedStatement, rowsOf } from '../../platform/sql.ts';

/** Kinds of search_terms (db/schema/search.ts). */
export type SearchKind = 'city' | 'neighborhood' | 'poi' | 'stay' | 'tour' | 'hotel' | 'tour_theme';
/** The product line whose active products a suggested city must have. */
export type CityLine = 'stays' | 'tours' | 'hotels';

/** Keystroke n-grams are at most 30 keys, initial-consonant ones 12 (migration 0006 search_grams_of). */
const KEYS_GRAM_MAX = 30;
const INITIALS_GRAM_MAX = 12;
/** Above every character: `gram < prefix + TOP` keeps exactly the grams that start with prefix ("C" collation). */
const TOP = String.fromCodePoint(0x10ffff);

/** The index range of grams that start with a query form; longer forms are cut here and checked in full on the term. */
export function gramRange(form: string): { low: string; high: string } {
  const chars = [...form];
  const low = chars.slice(0, isInitialsQuery(form) ? INITIALS_GRAM_MAX : KEYS_GRAM_MAX).join('');
  return { low, high: low + TOP };
}

export type MatchRow = {
  kind: SearchKind;
  rank: number;
  form: number;
  refId: number;
  field: string;
  display: string;
  gram: string;
  weight: number;
  cityCode: string | null;
  cityId: number | null;
  cityKo: string | null;
  cityEn: string | null;
  countryKo: string | null;
  countryEn: string | null;
  /** A hotel's page address (null for the other kinds). */
  uuid: string | null;
};

export type MatchRequest = { kind: SearchKind; limit: number };

const matchesStatement = fixedStatement<'kinds' | 'lows' | 'highs' | 'forms' | 'formNos' | 'limits' | 'cityLine'>('search_matches', (param) => sql`
  select kind, rank, form, ref_id as "refId", field, display, gram, weight, city_code as "cityCode", city_id as "cityId",
    city_ko as "cityKo", city_en as "cityEn", country_ko as "countryKo", country_en as "countryEn", uuid
  from search_matches(${param('kinds')}::text[]::search_kind[], ${param('lows')}::text[], ${param('highs')}::text[],
    ${param('forms')}::text[], ${param('formNos')}::integer[], ${param('limits')}::integer[], ${param('cityLine')})`);

/**
 * One round trip, one statement for a whole suggestion call: for each kind and query form, the first `limit` terms
 * whose grams start with the form, rank by rank (0 at the start of a name, 1 of a word, 2 inside a word), each
 * rank an index range scan on search_grams (kind, rank, gram, weight) that stops at the limit, a later rank read only
 * when the earlier ones left room (the function search_matches, migrations 0027, 0029, 0032 and 0034, whose plan is kept). Inside a
 * rank, shorter grams first (an exact name before longer ones); the caller sorts the branches together by
 * (rank, form, gram, weight) (see rankMatches). A hotel row carries its uuid, so its suggestions need no second statement.
 */
export async function findMatches(db: Database, requests: readonly MatchRequest[], forms: readonly string[], cityLine: CityLine): Promise<MatchRow[]> {
  const branches = requests.flatMap(({ kind, limit }) => forms.map((form, formNo) => ({ kind, ...gramRange(form), form, formNo, limit })));
  if (branches.length === 0) return [];
  const result = await matchesStatement(db, {
    kinds: branches.map((b) => b.kind),
    lows: branches.map((b) => b.low),
    highs: branches.map((b) => b.high),
    forms: branches.map((b) => b.form),
    formNos: branches.map((b) => b.formNo),
    limits: branches.map((b) => b.limit),
    cityLine,
  });
  return rowsOf<MatchRow>(result);
}

const themeCitiesStatement = fixedStatement<'themeNos' | 'limit'>('theme_cities', (param) => sql`
  select code, city_ko as "cityKo", country_ko as "countryKo" from search_theme_cities(${param('themeNos')}::integer[], ${param('limit')}::integer)`);

/** Cities with active tours in the given themes, in the themes' order, then the operator's city order (migration 0007). */
export async function findCitiesOfTourThemes(db: Database, themeNos: readonly number[], limit: number) {
  if (themeNos.length === 0) return [];
  const result = await themeCitiesStatement(db, { themeNos, limit });
  return rowsOf<{ code: string; cityKo: string; countryKo: string }>(result);
}
