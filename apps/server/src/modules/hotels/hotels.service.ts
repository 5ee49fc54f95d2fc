/** What other modules may use of hotels (the module's only door; lint enforces it). */
export { hotelRecentlyViewed } from './hotel-lists.service.ts';
/** A hotel booking's rooms priced for their parties (the hotel page's rule). */
export { quoteHotelRooms, type HotelItemQuote } from './hotel-search.service.ts';
/** Holding and giving back rooms inside a booking's transaction. */
export { holdHotelNights, releaseHotelNights } from './hotel-inventory.repository.ts';
/** Hotels, counted and read in pages, for the sitemap (modules/seo). */
export { countListedHotels, listedHotels } from './hotel-sitemap.repository.ts';
