import { z } from 'zod';
import { CityCodeSchema } from './geography.ts';
import { idList } from './lists.ts';
import { TourItemSchema } from './tours.ts';
import { dataEnvelope, pagingFields } from './envelope.ts';
import { PreviewQuerySchema, PreviewStatusSchema } from './product-preview.ts';
import { STAY_DATE_MESSAGES, STAY_DEFAULT_ADULTS, STAY_MAX_ADULTS, STAY_MIN_ADULTS, dayNumber } from './rules/stay-pricing.ts';
import { STAY_ROOM_KINDS, STAY_SEARCH_TYPES, STAY_SORT_TYPES, STAY_SORTS } from './rules/stay-results.ts';
import { CITY_THEME_SLUGS } from './web-pages.ts';

/**
 * The stays line: the homes' cards and lists, stay results for dates and a party (GET stay/search), one
 * stay's page (GET stay/v2/{goodsNo}/property) and its room types priced for the dates and party
 * (GET stay/v2/{goodsNo}/property/rooms), stay-plus, city theme pages and sale lists.
 */

/* ---- the stays homes (spec 1 §2): cards, theme lists, recommendations, popular cities, recently viewed ---- */
// Field shapes of spec 1 §3 as the browse calls return them; image paths are relative to the image host.

export const StayCategorySchema = z.enum(['GRADE', 'SALE', 'RESERVE_INSTANT', 'BREAKFAST']);
export type StayCategory = z.infer<typeof StayCategorySchema>;

export const StayCardSchema = z.object({
  goodsNo: z.number().int(),
  goodsName: z.string(),
  minPrice: z.number().int(),
  reviewGrade: z.number(),
  reviewCount: z.number().int(),
  wishCount: z.number().int(),
  isWish: z.boolean(),
  /** 9 = instant reservation. */
  bookType: z.number().int(),
  goodsImgPath: z.string(),
  locations: z.array(z.string()),
  category: z.string(),
  categoryName: z.string(),
  countryName: z.string(),
  isAwards: z.boolean(),
  saleRate: z.number().int(),
});
export type StayCard = z.infer<typeof StayCardSchema>;

export const StayRecommendItemSchema = StayCardSchema.extend({ stayCategory: StayCategorySchema });
export type StayRecommendItem = z.infer<typeof StayRecommendItemSchema>;

/** A theme list of the stays homes; its items are grouped by city, shown as category chips. */
export const StayThemeSchema = z.object({
  no: z.number().int(),
  sort: z.number().int(),
  title: z.string(),
  items: z.array(
    z.object({
      category: z.string(),
      categoryNo: z.number().int(),
      categoryName: z.string(),
      items: z.array(StayCardSchema),
    }),
  ),
});
export type StayTheme = z.infer<typeof StayThemeSchema>;

export const StayPopularCitySchema = z.object({
  category: z.string(),
  categoryName: z.string(),
  countryName: z.string(),
  imgPath: z.string(),
});
export type StayPopularCity = z.infer<typeof StayPopularCitySchema>;

export const StayRecentlyViewedQuerySchema = z.object({ goodsNos: idList('goodsNos') });

export const StayPopularCitiesResponseSchema = dataEnvelope(z.array(StayPopularCitySchema));
export const StayThemesResponseSchema = dataEnvelope(z.array(StayThemeSchema));
export const StayRecommendResponseSchema = dataEnvelope(z.array(StayRecommendItemSchema));
export const StayListResponseSchema = dataEnvelope(z.array(StayCardSchema));

/* ---- stay results for dates and a party, the stay page and its rooms ---- */

export const STAY_SEARCH_PAGE_SIZE = 20;
export const STAY_SEARCH_MAX_PAGE_SIZE = 40;

export const StaySortSchema = z.enum(STAY_SORTS, { error: '정렬(sort)은 recommended, price, rating, reviews 중 하나입니다.' });
export const StayRoomKindSchema = z.enum(STAY_ROOM_KINDS, { error: '객실 종류(roomKind)는 dormitory 또는 private입니다.' });
export const StaySearchTypeSchema = z.enum(STAY_SEARCH_TYPES, { error: '알 수 없는 검색 유형(search_type)입니다.' });
export const StaySortTypeSchema = z.enum(STAY_SORT_TYPES, { error: '알 수 없는 정렬 유형(sort_type)입니다.' });
export type { StaySort, StayRoomKindFilter, StaySearchType, StaySortType } from './rules/stay-results.ts';

const DateParamSchema = z
  .string({ error: STAY_DATE_MESSAGES.invalid })
  .refine((s) => dayNumber(s) !== null, STAY_DATE_MESSAGES.invalid);

const intParam = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label}는 숫자여야 합니다.` })
    .regex(/^\d{1,9}$/, `${label}는 숫자여야 합니다.`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${label}는 ${min}부터 ${max}까지입니다.`);

const OccupancyParamSchema = z
  .string({ error: STAY_DATE_MESSAGES.adults })
  .regex(/^\d{1,3}$/, STAY_DATE_MESSAGES.adults)
  .transform(Number)
  .refine((n) => n >= STAY_MIN_ADULTS && n <= STAY_MAX_ADULTS, STAY_DATE_MESSAGES.adults)
  .default(STAY_DEFAULT_ADULTS);

const boolParam = (label: string) =>
  z.enum(['true', 'false'], { error: `${label}는 true 또는 false입니다.` }).transform((v) => v === 'true');

/**
 * Dates come together or not at all; their order, length and window are checked by the service against
 * today (stayDatesProblem).
 */
export const StaySearchQuerySchema = z
  .object({
    cityCode: CityCodeSchema.optional(),
    checkInAt: DateParamSchema.optional(),
    checkOutAt: DateParamSchema.optional(),
    /** Adults (the web pages carry it as occupancy[]). */
    occupancy: OccupancyParamSchema,
    /** Price for the stay as the card shows it: the total when dated, else the nightly from-price. */
    minPrice: intParam('최저 가격(minPrice)', 0, 100_000_000).optional(),
    maxPrice: intParam('최고 가격(maxPrice)', 0, 100_000_000).optional(),
    minRating: z
      .string({ error: '최소 평점(minRating)은 0부터 5까지의 숫자입니다.' })
      .regex(/^\d(\.\d)?$/, '최소 평점(minRating)은 0부터 5까지의 숫자입니다.')
      .transform(Number)
      .refine((n) => n <= 5, '최소 평점(minRating)은 0부터 5까지의 숫자입니다.')
      .optional(),
    instant: boolParam('즉시예약(instant)').optional(),
    breakfast: boolParam('조식(breakfast)').optional(),
    roomKind: StayRoomKindSchema.optional(),
    sort: StaySortSchema.optional(),
    search_type: StaySearchTypeSchema.optional(),
    sort_type: StaySortTypeSchema.optional(),
    page: intParam('페이지(page)', 0, 100_000).default(0),
    size: intParam('페이지 크기(size)', 1, STAY_SEARCH_MAX_PAGE_SIZE).default(STAY_SEARCH_PAGE_SIZE),
  })
  .refine((q) => (q.checkInAt === undefined) === (q.checkOutAt === undefined), { message: STAY_DATE_MESSAGES.bothOrNone, path: ['checkOutAt'] });
export type StaySearchQuery = z.infer<typeof StaySearchQuerySchema>;
/** What the web sends: every value as it appears in the URL. */
export type StaySearchParams = z.input<typeof StaySearchQuerySchema>;

export const StaySearchCardSchema = StayCardSchema.extend({
  /** The price the card shows and the filters and sort use: the party's total when dated, else one night from. */
  price: z.number().int(),
  /** Average per night of `price`. */
  nightlyPrice: z.number().int(),
  /** Nights of the search, null without dates. */
  nights: z.number().int().nullable(),
  /** Open for the dates and party; null without dates (nothing was checked). */
  available: z.boolean().nullable(),
});
export type StaySearchCard = z.infer<typeof StaySearchCardSchema>;

export const StaySearchResultSchema = z.object({
  content: z.array(StaySearchCardSchema),
  ...pagingFields,
  /** Lowest and highest price of the results before the price filter (for its slider); null when none. */
  priceRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  cityName: z.string().nullable(),
  checkInAt: z.string().nullable(),
  checkOutAt: z.string().nullable(),
  nights: z.number().int().nullable(),
  occupancy: z.number().int(),
});
export type StaySearchResult = z.infer<typeof StaySearchResultSchema>;
export const StaySearchResponseSchema = dataEnvelope(StaySearchResultSchema);

export const StayGoodsNoParamsSchema = z.object({
  goodsNo: z
    .string()
    .regex(/^\d{1,9}$/, '숙소 번호는 숫자여야 합니다.')
    .transform(Number),
});

export const RefundRowSchema = z.object({ when: z.string(), refund: z.string() });

export const StayPropertySchema = z.object({
  goodsNo: z.number().int(),
  goodsName: z.string(),
  category: z.string(),
  categoryName: z.string(),
  countryName: z.string(),
  address: z.string(),
  locations: z.array(z.string()),
  hostName: z.string(),
  description: z.string(),
  goodsImgPath: z.string(),
  images: z.array(z.string()),
  hasBreakfast: z.boolean(),
  breakfastInfo: z.string().nullable(),
  /** "15:00" */
  checkInTime: z.string(),
  checkOutTime: z.string(),
  bookType: z.number().int(),
  isAwards: z.boolean(),
  saleRate: z.number().int(),
  minPrice: z.number().int(),
  reviewGrade: z.number(),
  reviewCount: z.number().int(),
  wishCount: z.number().int(),
  isWish: z.boolean(),
  useInquireChat: z.boolean(),
  facilities: z.array(z.string()),
  rules: z.array(z.string()),
  refundPolicy: z.object({ rows: z.array(RefundRowSchema), notes: z.array(z.string()) }),
  depositPercent: z.number().int(),
  /** Only in a preview's answer (product-preview.ts). */
  previewStatus: PreviewStatusSchema.optional(),
});
export type StayProperty = z.infer<typeof StayPropertySchema>;
export const StayPropertyResponseSchema = dataEnvelope(StayPropertySchema);

export const StayRoomsQuerySchema = z
  .object({
    checkInAt: DateParamSchema,
    checkOutAt: DateParamSchema,
    occupancy: OccupancyParamSchema,
    ...PreviewQuerySchema.shape,
  })
  .partial({ checkInAt: true, checkOutAt: true })
  .refine((q) => q.checkInAt !== undefined && q.checkOutAt !== undefined, { message: '체크인과 체크아웃 날짜를 선택해 주세요.', path: ['checkInAt'] });
export type StayRoomsParams = z.input<typeof StayRoomsQuerySchema>;

export const StayRoomNightSchema = z.object({ night: z.string(), price: z.number().int(), unitsAvailable: z.number().int() });

export const StayRoomOfferSchema = z.object({
  roomId: z.number().int(),
  name: z.string(),
  kind: z.enum(['private', 'dormitory']),
  gender: z.enum(['mixed', 'female', 'male']),
  /** Guests per unit (1 for a dormitory bed). */
  capacity: z.number().int(),
  hasPrivateBathroom: z.boolean(),
  nights: z.array(StayRoomNightSchema),
  /** Fewest units open over the nights. */
  unitsLeft: z.number().int(),
  unitsNeeded: z.number().int(),
  available: z.boolean(),
  total: z.number().int(),
  nightlyPrice: z.number().int(),
  deposit: z.number().int(),
  payAtProperty: z.number().int(),
  /** The room's facilities (객실 시설) the operator chose, in the catalogue's order; on the rooms list only. */
  facilities: z.array(z.string()).optional(),
});
export type StayRoomOffer = z.infer<typeof StayRoomOfferSchema>;

export const StayRoomsResultSchema = z.object({
  goodsNo: z.number().int(),
  checkInAt: z.string(),
  checkOutAt: z.string(),
  nights: z.number().int(),
  occupancy: z.number().int(),
  rooms: z.array(StayRoomOfferSchema),
  /** The cheapest available room type (the stay's price for the dates), null when none is open. */
  cheapest: z.object({ roomId: z.number().int(), total: z.number().int(), deposit: z.number().int(), payAtProperty: z.number().int() }).nullable(),
});
export type StayRoomsResult = z.infer<typeof StayRoomsResultSchema>;
export const StayRoomsResponseSchema = dataEnvelope(StayRoomsResultSchema);

/** GET main/stay-plus/items: the curated stays, optionally in one city, page by page (0-based). */
export const StayPlusQuerySchema = z.object({
  cityCode: CityCodeSchema.optional(),
  page: z
    .string()
    .regex(/^\d{1,6}$/, '페이지 번호(page)는 0 이상의 숫자여야 합니다.')
    .transform(Number)
    .default(0),
});
export type StayPlusQuery = z.infer<typeof StayPlusQuerySchema>;

/** A city chip: every city with stay-plus stays, with how many it has. */
export const StayPlusCitySchema = z.object({ category: z.string(), categoryName: z.string(), count: z.number().int() });
export type StayPlusCity = z.infer<typeof StayPlusCitySchema>;

export const StayPlusPageSchema = z.object({
  content: z.array(StayCardSchema),
  number: z.number().int(),
  last: z.boolean(),
  /** All cities of the curation (not only this page's), most stays first, for the chips. */
  cities: z.array(StayPlusCitySchema),
});
export type StayPlusPage = z.infer<typeof StayPlusPageSchema>;

export const StayPlusResponseSchema = dataEnvelope(StayPlusPageSchema);

/* ---- city theme pages (/stay/theme/{slug}.php; the slugs and paths are in web-pages.ts) ---- */

export const CityThemeParamsSchema = z.object({
  slug: z.enum(CITY_THEME_SLUGS, { error: '테마 도시는 london, paris, newyork, la, italia 중 하나입니다.' }),
});

export const CityThemeCitySchema = z.object({
  category: z.string(),
  categoryName: z.string(),
  nameEn: z.string(),
  countryName: z.string(),
  /** The city's generated image, relative to the image host. */
  imgPath: z.string(),
});
export type CityThemeCity = z.infer<typeof CityThemeCitySchema>;

export const CityThemeSchema = z.object({
  slug: z.enum(CITY_THEME_SLUGS),
  /** The guide's title and operator HTML (sanitized on display). */
  title: z.string(),
  bodyHtml: z.string(),
  cities: z.array(CityThemeCitySchema),
  /** Best graded stays of the cities (CITY_THEME_STAYS_SHOWN), then most reviewed. */
  stays: z.array(StayCardSchema),
  /** The cities' tours, the operator's recommendations first (CITY_THEME_TOURS_SHOWN). */
  tours: z.array(TourItemSchema),
});
export type CityTheme = z.infer<typeof CityThemeSchema>;
export const CityThemeResponseSchema = dataEnvelope(CityThemeSchema);

/* ---- sale lists (/main/sale_tab1.php, /main/sale_tab3.php) ---- */

export const SaleQuerySchema = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/, '페이지 번호(page)는 0 이상의 숫자여야 합니다.')
    .transform(Number)
    .default(0),
});
export type SaleQuery = z.infer<typeof SaleQuerySchema>;

export const SalePageSchema = z.object({
  content: z.array(StayCardSchema),
  number: z.number().int(),
  last: z.boolean(),
  totalElements: z.number().int(),
});
export type SalePage = z.infer<typeof SalePageSchema>;
export const SalePageResponseSchema = dataEnvelope(SalePageSchema);
