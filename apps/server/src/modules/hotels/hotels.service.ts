/** What other modules may use of hotels (the module's only door; lint enforces it). */
export { hotelRecentlyViewed } from './hotel-lists.service.ts';
