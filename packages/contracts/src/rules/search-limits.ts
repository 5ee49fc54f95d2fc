/**
 * Caps of the suggestion lists (GET main/search/citiesAnd*) and of the site-wide keyword search. The spec
 * says suggestions are capped without numbers; these are ours (docs/api-notes.md "Search").
 */

/** Cities per suggestion list (cities, citiesByKeywordTheme). */
export const SUGGEST_MAX_CITIES = 5;
/** Neighbourhoods and points of interest per hotel suggestion list. */
export const SUGGEST_MAX_PLACES = 5;
/** Products per list: stays (products), tours (trips), hotels (properties). */
export const SUGGEST_MAX_PRODUCTS = 10;
/** Longest accepted query, in characters (longer is a 400). */
export const SEARCH_INPUT_MAX_LENGTH = 50;
/**
 * A query with no match at all is retried shortened, key by key, down to this share of its keystrokes, so a
 * slip on the last key still suggests (fjseks is 런단 typed in English mode; 런던 is fjsejs).
 */
export const SUGGEST_FALLBACK_MIN_SHARE = 0.6;

/** Site-wide keyword search: cards per line on the "all" tab, and per page on one line's tab. */
export const TOTAL_SEARCH_PREVIEW_SIZE = 4;
export const TOTAL_SEARCH_PAGE_SIZE = 20;
/** Words of a keyword that must all match (the rest are ignored). */
export const TOTAL_SEARCH_MAX_WORDS = 5;

/**
 * Stay and hotel results and the site-wide keyword search count at most this many matches (decision 032): a
 * dated search prices stays one by one in the sort's order, so a million-product catalogue cannot be priced in
 * full per request. A total of exactly this many is shown as "1,000+", as Booking.com does.
 */
export const RESULTS_MAX_COUNTED = 1000;
