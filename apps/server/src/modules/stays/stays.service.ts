/** What other modules may use of stays (the module's only door; lint enforces it). */
export { stayRecentlyViewed } from './stay-lists.service.ts';
/** The price of a stay for dates and a party, per room, with the deposit and the rest paid at the property. */
export { quoteStay, type StayQuoteRequest } from './stay-pricing.ts';
/** Holding and giving back a room's units inside a booking's transaction. */
export { holdStayNights, releaseStayNights } from './stay-inventory.repository.ts';
/** Stays on sale, counted and read in pages, for the sitemap (modules/seo). */
export { countListedStays, listedStayIds } from './stay-sitemap.repository.ts';
