import type { HotelRoomParty } from './hotel-rates.ts';

/**
 * The words of the hotel list address (sort, occupancy), without zod, so the hotel list page reads its
 * address without loading it (decision 034); hotels.ts builds its query schema from these.
 */
export const HOTEL_SEARCH_SORTS = ['recommended', 'price', 'rating', 'reviews', 'distance'] as const;
export type HotelSearchSort = (typeof HOTEL_SEARCH_SORTS)[number];

/* The occupancy parameter: one per room, "2" or "2-5,7" (adults, then the child ages). */
const OCCUPANCY_PATTERN = /^(\d{1,2})(?:-(\d{1,2}(?:,\d{1,2})*))?$/;

/** "2-5,7" -> { adult: 2, children: [5, 7] }; null when the text is not of that shape (the inverse of hotelOccupancyParam in rules/search-widget). */
export function parseOccupancyParam(value: string): HotelRoomParty | null {
  const match = OCCUPANCY_PATTERN.exec(value.trim());
  if (!match) return null;
  return { adult: Number(match[1]), children: match[2] ? match[2].split(',').map(Number) : [] };
}
