/** Display caps and timings of the browsing screens (spec 1 §9). Components import these names. */
export const STAY_LIST_MAX_CARDS = 10;
export const RECOMMEND_MAX_ITEMS = 5;
export const TOUR_THEME_BLOCK_MAX_ITEMS = 4;
export const POPULAR_CITIES_SHOWN = 10;
export const RECENTLY_VIEWED_SHOWN = 10;
export const THEME_LISTS_BEFORE_RECENT = 2;
export const SKELETON_CHIPS = 3;
export const SKELETON_CARDS = 4;

export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 300;
export const MOBILE_HOME_BANNER = { perView: 2, gap: 24, height: 120 } as const;
/** PC banners (our choice, not the spec's): the artwork is 1200 x 300, so one per view across the 1160 px column keeps its 4:1 shape. */
export const PC_BANNER = { perView: 1, gap: 0, height: 290 } as const;
/** The PC tours home's select collection: two per view, the same 4:1 shape. */
export const PC_SELECT_COLLECTION_BANNER = { perView: 2, gap: 20, height: 143 } as const;

export const BOTTOM_NAV_HEIGHT_PX = 72;
export const STAYS_HEADER_HEIGHT_PX = 112;
export const CARD_IMAGE_MIN_HEIGHT_PX = 120;
export const CARD_NAME_LINE_HEIGHT_PX = 26;

export const TOAST_MS = { pc: 5000, mobile: 3000 } as const;
export const LOGIN_POPUP = { pollMs: 500, width: 800, height: 800 } as const;
export const SUGGESTION_DEBOUNCE_MS = 300;
/** Our other infinite lists (stay results, tour lists) load ahead like the tour recommendation list (spec 2 §2.7). */
export const INFINITE_SCROLL_MARGIN_PX = 200;
export const POPUP_ADVANCE_MS = 300;
export const MODAL_SLIDE_MS = 300;

export const INVITE_REWARD_WON = 3000;
export const APP_DOWNLOAD_COUPON_WON = 1000;
