import { queryKeyForms } from '@minda/contracts/rules/hangul';
import {
  SUGGEST_FALLBACK_MIN_SHARE, SUGGEST_MAX_CITIES, SUGGEST_MAX_PLACES, SUGGEST_MAX_PRODUCTS,
} from '@minda/contracts/rules/search-limits';
import type { HotelSuggestions, StaySuggestions, TourSuggestions } from '@minda/contracts/search';
import type { Database } from '../../db/client.ts';
import {
  findCitiesOfTourThemes, findMatches, type CityLine, type MatchRequest, type MatchRow, type SearchKind,
} from './search.repository.ts';

/**
 * Suggestions of the search widget (spec 1 §3, §4.2; docs/api-notes.md "Search"). A query is compared in its
 * 2-set keystroke form (contracts/rules/hangul.ts), as typed and, with Latin letters, as Korean typed in English
 * mode; all-consonant queries compare with initial consonants. Start-of-name matches rank first (an exact name
 * before longer ones), then start-of-word, then inside a word; within a rank by the matched text, then the more
 * reviewed.
 */

/**
 * Rows of a branch read beyond its cap: one thing can match twice (싱가포르 by its name and its country's), and the
 * terms of one name, read together, may weigh less than the next name's. The n-gram index gives the ties of a gram
 * best first (migration 0032), so the cap's first rows are already the best ones.
 */
const SPARE_ROWS = 2;

/** Tour themes read to find SUGGEST_MAX_CITIES cities: a theme may have no city on sale, or the same as another. */
const SUGGESTED_THEMES = SUGGEST_MAX_CITIES * 3;

/**
 * Matches of every requested kind; when nothing at all matches, the query is retried shortened key by key
 * (down to SUGGEST_FALLBACK_MIN_SHARE of its keys), so a slip on the last keys still suggests something.
 */
async function matchWithFallback(db: Database, input: string, requests: readonly MatchRequest[], cityLine: CityLine): Promise<MatchRow[]> {
  const forms = queryKeyForms(input);
  if (forms.length === 0) return [];
  const rows = await findMatches(db, requests, forms, cityLine);
  if (rows.length > 0) return rows;
  const longest = Math.max(...forms.map((f) => [...f].length));
  const shortest = Math.max(2, Math.ceil(longest * SUGGEST_FALLBACK_MIN_SHARE));
  for (let length = longest - 1; length >= shortest; length--) {
    const shorter = [...new Set(forms.map((f) => [...f].slice(0, length).join('')))];
    const retried = await findMatches(db, requests, shorter, cityLine);
    if (retried.length > 0) return retried;
  }
  return [];
}

const byRank = (a: MatchRow, b: MatchRow) =>
  a.rank - b.rank || a.form - b.form || (a.gram < b.gram ? -1 : a.gram > b.gram ? 1 : 0) || b.weight - a.weight || a.refId - b.refId;

/** One kind's matches, best first, each thing once (a hotel matches by its Korean and English names), capped. */
export function rankMatches(rows: readonly MatchRow[], kind: SearchKind, cap: number): MatchRow[] {
  const seen = new Set<number>();
  const out: MatchRow[] = [];
  for (const row of rows.filter((r) => r.kind === kind).sort(byRank)) {
    if (seen.has(row.refId)) continue;
    seen.add(row.refId);
    out.push(row);
    if (out.length === cap) break;
  }
  return out;
}

/** A city matched by an English name reads in English ("Paris, France"); otherwise in Korean ("파리, 프랑스"). */
const inEnglish = (row: MatchRow) => row.field === 'en' || row.field === 'country_en';

function suggestedCity(row: MatchRow) {
  const name = row.cityKo ?? row.display;
  const display = inEnglish(row) ? `${row.cityEn ?? row.display}, ${row.countryEn ?? ''}` : `${name}, ${row.countryKo ?? ''}`;
  return { city: row.cityCode ?? '', catnm: name, display };
}

/** What each line's suggestions list, and how many of each: what they ask search_matches for. */
export const SUGGESTED_KINDS = {
  stays: [['city', SUGGEST_MAX_CITIES], ['stay', SUGGEST_MAX_PRODUCTS]],
  tours: [['city', SUGGEST_MAX_CITIES], ['tour', SUGGEST_MAX_PRODUCTS], ['tour_theme', SUGGESTED_THEMES]],
  hotels: [['city', SUGGEST_MAX_CITIES], ['neighborhood', SUGGEST_MAX_PLACES], ['poi', SUGGEST_MAX_PLACES], ['hotel', SUGGEST_MAX_PRODUCTS]],
} as const satisfies Record<CityLine, readonly (readonly [SearchKind, number])[]>;

const requestsOf = (line: CityLine): MatchRequest[] => SUGGESTED_KINDS[line].map(([kind, cap]) => ({ kind, limit: cap + SPARE_ROWS }));

export async function suggestStays(db: Database, input: string): Promise<StaySuggestions> {
  const rows = await matchWithFallback(db, input, requestsOf('stays'), 'stays');
  return {
    cities: rankMatches(rows, 'city', SUGGEST_MAX_CITIES).map(suggestedCity),
    products: rankMatches(rows, 'stay', SUGGEST_MAX_PRODUCTS).map((r) => ({ goodsno: r.refId, goodsnm: r.display })),
  };
}

export async function suggestTours(db: Database, input: string): Promise<TourSuggestions> {
  const rows = await matchWithFallback(db, input, requestsOf('tours'), 'tours');
  const themeNos = rankMatches(rows, 'tour_theme', SUGGESTED_THEMES).map((r) => r.refId);
  const themeCities = await findCitiesOfTourThemes(db, themeNos, SUGGEST_MAX_CITIES);
  return {
    cities: rankMatches(rows, 'city', SUGGEST_MAX_CITIES).map(suggestedCity),
    trips: rankMatches(rows, 'tour', SUGGEST_MAX_PRODUCTS).map((r) => ({ itemno: r.refId, itemnm: r.display })),
    citiesByKeywordTheme: themeCities.map((c) => ({ city: c.code, catnm: c.cityKo, display: `${c.cityKo}, ${c.countryKo}` })),
  };
}

export async function suggestHotels(db: Database, input: string): Promise<HotelSuggestions> {
  const rows = await matchWithFallback(db, input, requestsOf('hotels'), 'hotels');
  return {
    cities: rankMatches(rows, 'city', SUGGEST_MAX_CITIES).map((r) => ({ cityId: r.refId, name: inEnglish(r) ? (r.cityEn ?? r.display) : (r.cityKo ?? r.display) })),
    neighborhoods: rankMatches(rows, 'neighborhood', SUGGEST_MAX_PLACES).map((r) => ({ cityId: r.cityId ?? 0, neighborhoodId: r.refId, name: r.display })),
    pointOfInterests: rankMatches(rows, 'poi', SUGGEST_MAX_PLACES).map((r) => ({ cityId: r.cityId ?? 0, pointOfInterestId: r.refId, name: r.display })),
    properties: rankMatches(rows, 'hotel', SUGGEST_MAX_PRODUCTS).flatMap((r) => (r.uuid ? [{ uuid: r.uuid, propertyId: r.refId, name: r.display }] : [])),
  };
}
