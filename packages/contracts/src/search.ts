import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';

/**
 * The search widget's vocabulary (spec 1 §3, §4.2) and the suggestion calls behind it
 * (GET main/search/citiesAndStays | citiesAndHotels | citiesAndTourTickets?searchInput=).
 */

export const SearchTypeSchema = z.enum(['stays', 'hotel', 'tour']);
export type SearchType = z.infer<typeof SearchTypeSchema>;

/** One room of a search party; a child age of -1 means "not chosen yet" (blocks Apply). */
export const RoomOccupancySchema = z.object({ adult: z.number().int(), children: z.array(z.number().int()) });
export type RoomOccupancy = z.infer<typeof RoomOccupancySchema>;
export type Occupancy = RoomOccupancy[];

/** What a keyword suggestion can be; a plain list so browser code can check stored entries without zod. */
export const SELECTION_TYPES = ['city', 'product', 'trip', 'neighborhood', 'poi', 'property'] as const;
export const SelectionTypeSchema = z.enum(SELECTION_TYPES);
export type SelectionType = z.infer<typeof SelectionTypeSchema>;

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
