import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { CityCodeSchema } from './geography.ts';
import { HotelPropertySchema } from './hotels.ts';
import { StayCardSchema } from './stays.ts';
import { TourItemSchema } from './tours.ts';
import { SEARCH_INPUT_MAX_LENGTH } from './rules/search-limits.ts';
import { SEARCH_TYPES, type Occupancy, type RoomOccupancy, type SearchType } from './rules/search-widget.ts';
import { SELECTION_TYPES, type SelectionType } from './rules/selection-types.ts';

/**
 * The search widget's vocabulary (spec 1 §3, §4.2) and the suggestion calls behind it
 * (GET main/search/citiesAndStays | citiesAndHotels | citiesAndTourTickets?searchInput=).
 */

// The vocabulary's types are declared zod-free in rules/ (which must not import this file); exported here beside their schemas.
export type { Occupancy, RoomOccupancy, SearchType, SelectionType };

export const SearchTypeSchema = z.enum(SEARCH_TYPES);

export const RoomOccupancySchema = z.object({ adult: z.number().int(), children: z.array(z.number().int()) }) satisfies z.ZodType<RoomOccupancy>;

export const SelectionTypeSchema = z.enum(SELECTION_TYPES);

/** What the visitor picked in the keyword pane, plus dates and party (spec 1 §3 "Search selection"). */
export type SearchSelection = {
  /** City code (stays, tours), goodsNo / itemNo, hotel cityId, or property uuid, by type. */
  id: string;
  name: string;
  type: SelectionType;
  checkInAt: string | null;
  checkOutAt: string | null;
  occupancy: Occupancy;
  neighborhoodId?: number;
  pointOfInterestId?: number;
};

export const SuggestionQuerySchema = z.object({
  searchInput: z.string({ error: '검색어를 입력해 주세요.' }).trim().max(50, '검색어는 50자까지 입력할 수 있습니다.'),
});

/** `display` is the line shown ("파리, 프랑스"); `catnm` the city name alone. */
const SuggestedCitySchema = z.object({ city: z.string(), catnm: z.string(), display: z.string() });

export const StaySuggestionsSchema = z.object({
  cities: z.array(SuggestedCitySchema),
  products: z.array(z.object({ goodsno: z.number().int(), goodsnm: z.string() })),
});
export type StaySuggestions = z.infer<typeof StaySuggestionsSchema>;

export const TourSuggestionsSchema = z.object({
  cities: z.array(SuggestedCitySchema),
  trips: z.array(z.object({ itemno: z.number().int(), itemnm: z.string() })),
  /** Cities whose tour themes match the keyword ("스냅" → cities with snapshot tours). */
  citiesByKeywordTheme: z.array(SuggestedCitySchema),
});
export type TourSuggestions = z.infer<typeof TourSuggestionsSchema>;

export const HotelSuggestionsSchema = z.object({
  cities: z.array(z.object({ cityId: z.number().int(), name: z.string() })),
  neighborhoods: z.array(z.object({ cityId: z.number().int(), neighborhoodId: z.number().int(), name: z.string() })),
  pointOfInterests: z.array(z.object({ cityId: z.number().int(), pointOfInterestId: z.number().int(), name: z.string() })),
  properties: z.array(z.object({ uuid: z.string(), propertyId: z.number().int(), name: z.string() })),
});
export type HotelSuggestions = z.infer<typeof HotelSuggestionsSchema>;

export const StaySuggestionsResponseSchema = dataEnvelope(StaySuggestionsSchema);
export const TourSuggestionsResponseSchema = dataEnvelope(TourSuggestionsSchema);
export const HotelSuggestionsResponseSchema = dataEnvelope(HotelSuggestionsSchema);

/**
 * Site-wide keyword search behind /main/total_search.php (GET main/search/total). The page keeps the legacy
 * query (searchTopCls=all, searchCls, sortCls, category, keyword, Page); the API takes the same names.
 */

/** Product lines by their internal type names (spec 1 §1); `all` shows a few of each with the counts. */
export const TotalSearchLineSchema = z.enum(['all', 'minbak', 'tour', 'hotel'], { error: '검색 구분(searchCls)은 all, minbak, tour, hotel 중 하나입니다.' });
export type TotalSearchLine = z.infer<typeof TotalSearchLineSchema>;
export const TOTAL_SEARCH_PRODUCT_LINES = ['minbak', 'tour', 'hotel'] as const satisfies readonly TotalSearchLine[];
export type TotalSearchProductLine = (typeof TOTAL_SEARCH_PRODUCT_LINES)[number];

/** '' = relevance (names that match first, then most reviewed), lowest price, best graded, most reviewed. */
export const TotalSearchSortSchema = z.enum(['', 'price', 'grade', 'review'], { error: '정렬(sortCls)은 price, grade, review 중 하나이거나 비어 있어야 합니다.' });
export type TotalSearchSort = z.infer<typeof TotalSearchSortSchema>;

/**
 * `category` narrows to one city (9-digit code). The header's search modal sends the tab it was opened on
 * (stays, hotel, tour) there instead; such a value narrows nothing.
 */
const CategorySchema = z
  .string()
  .trim()
  .regex(/^(\d{9}|stays|hotel|tour|all)?$/, '도시 코드(category)는 9자리 숫자입니다.');

export const TotalSearchQuerySchema = z.object({
  keyword: z.string().trim().max(SEARCH_INPUT_MAX_LENGTH, `검색어는 ${SEARCH_INPUT_MAX_LENGTH}자까지 입력할 수 있습니다.`).default(''),
  searchCls: TotalSearchLineSchema.default('all'),
  sortCls: TotalSearchSortSchema.default(''),
  category: CategorySchema.default(''),
  Page: z
    .string()
    .regex(/^\d{1,5}$/, '페이지 번호(Page)는 0 이상의 숫자여야 합니다.')
    .transform(Number)
    .default(0),
});
export type TotalSearchQuery = z.infer<typeof TotalSearchQuerySchema>;

export const TotalSearchResultSchema = z.object({
  keyword: z.string(),
  searchCls: TotalSearchLineSchema,
  sortCls: TotalSearchSortSchema,
  /** The city filter actually applied ('' when none). */
  category: z.string(),
  /** Matches per line, whatever the tab. */
  counts: z.object({ minbak: z.number().int(), tour: z.number().int(), hotel: z.number().int() }),
  /** `all`: the first few of each line; one line: its page, the other lists empty. */
  stays: z.array(StayCardSchema),
  tours: z.array(TourItemSchema),
  hotels: z.array(HotelPropertySchema),
  page: z.number().int(),
  /** Pages of the chosen line (1 on `all`, 0 when nothing matched). */
  totalPages: z.number().int(),
});
export type TotalSearchResult = z.infer<typeof TotalSearchResultSchema>;

export const TotalSearchResponseSchema = dataEnvelope(TotalSearchResultSchema);

/**
 * The city-search events the search widget reports (spec 1 §7: POST common/notification/stay/log and
 * common/notification/tour-ticket/log): the searched city, for the operator's recent-city statistics.
 */
export const CitySearchLogSchema = z.object({
  category: CityCodeSchema,
  categoryName: z.string().trim().max(100, '도시 이름은 100자까지 보낼 수 있습니다.').optional(),
});
export type CitySearchLog = z.infer<typeof CitySearchLogSchema>;

export const CitySearchLogResponseSchema = dataEnvelope(z.object({ ok: z.literal(true) }));
