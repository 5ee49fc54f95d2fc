/**
 * What other modules may use of tours (the module's only door; lint enforces it): recently viewed cards for
 * the total search, and the recommended tour cards a stay city theme page shows beside its stays.
 */
export { tourRecentlyViewed } from './tour-lists.service.ts';
export { recommendedTourOrder, selectRecommendableTourCards } from './tour-lists.repository.ts';
/** A tour booking's options priced per person with the day's seats, and holding and giving back seats. */
export { quoteTourOptions, type TourItemQuote } from './tour-search.service.ts';
export { holdTourSeats, releaseTourSeats } from './tour-inventory.repository.ts';
/** Tours on sale, counted and read in pages, for the sitemap (modules/seo). */
export { countListedTours, listedTourIds } from './tour-sitemap.repository.ts';
