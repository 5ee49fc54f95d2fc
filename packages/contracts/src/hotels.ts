import { z } from 'zod';
import { CityCodeSchema } from './geography.ts';
import { idList } from './lists.ts';
import { PreviewQuerySchema, PreviewStatusSchema } from './product-preview.ts';
import { dataEnvelope, pagingFields } from './envelope.ts';
import type { HotelRoomParty } from './rules/hotel-rates.ts';
import { HOTEL_SEARCH_SORTS, parseOccupancyParam } from './rules/hotel-results.ts';
import { ADULTS_PER_ROOM, CHILD_AGE, CHILDREN_PER_ROOM_MAX, ROOMS_MAX } from './rules/search-widget.ts';
import { addDaysToDate, STAY_DATE_MESSAGES, stayDatesProblem } from './rules/stay-pricing.ts';

/**
 * The hotels line: the homes' cards and lists, and the hotel list and hotel page calls (apiPaths.hotels):
 * GET hotel/search, hotel/properties/{uuid}, hotel/properties/{uuid}/rooms and the filter lists of a city.
 * Query values arrive as strings; a value sent twice (occupancy=2&occupancy=2-5) arrives as a list.
 */

/* ---- the hotels homes (spec 1 §2): cards, themes, recommendations, popular cities, recently viewed ---- */
// Field shapes of spec 1 §3 as the browse calls return them; image paths are relative to the image host.

/** Who a hotel is: the fields its card (HotelPropertySchema) and its page (HotelDetailSchema) open with. */
export const hotelNameFields = {
  propertyUuid: z.string().uuid(),
  propertyId: z.number().int(),
  nameTranslations: z.object({ 'ko-KR': z.string(), 'en-US': z.string() }),
  starRating: z.number().int(),
};

/** How a hotel stands (reviews, likes, from-price) and its picture, on its card and its page alike. */
export const hotelStandingFields = {
  /** Supplier score out of 10. */
  reviewScore: z.number(),
  reviewCount: z.number().int(),
  wishCount: z.number().int(),
  isWish: z.boolean(),
  /** 0 = no rate to show: the hotel sells no rate through us (its page says so and lists no rooms). */
  minBasePriceBeforeDiscount: z.number().int(),
  thumbnailPath: z.string(),
};

export const HotelPropertySchema = z.object({
  ...hotelNameFields,
  ...hotelStandingFields,
  cityId: z.number().int(),
  cities: z.array(z.object({ translations: z.array(z.object({ language: z.string(), translation: z.string() })) })),
});
export type HotelProperty = z.infer<typeof HotelPropertySchema>;

export const HotelThemeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  cityHotels: z.array(z.object({ id: z.number().int(), cityName: z.string(), properties: z.array(HotelPropertySchema) })),
});
export type HotelTheme = z.infer<typeof HotelThemeSchema>;

export const HotelPopularCitySchema = z.object({ cityId: z.number().int(), cityName: z.string(), thumbnailPath: z.string() });
export type HotelPopularCity = z.infer<typeof HotelPopularCitySchema>;

/** Hotels are addressed by cityCode (stays/tours style) or by cityId (hotel list style); either filters. */
export const HotelRecommendQuerySchema = z.object({
  cityCode: CityCodeSchema.optional(),
  cityId: z.string().regex(/^\d{1,9}$/, '도시 번호(cityId)는 숫자여야 합니다.').transform(Number).optional(),
});

export const HotelRecentlyViewedQuerySchema = z.object({ propertyIds: idList('propertyIds') });

// Server-side caps of lists the spec leaves open (its display caps are in rules/limits.ts): the API returns a
// little more than a screen shows so PC and mobile can share one call.
/** Properties per city group of a hotel theme (same as the stay list's 10 cards). */
export const HOTEL_THEME_CITY_MAX_PROPERTIES = 10;
/** Hotel recommendProperties length. */
export const HOTEL_RECOMMEND_MAX_ITEMS = 20;

export const HotelPopularCitiesResponseSchema = dataEnvelope(z.array(HotelPopularCitySchema));
export const HotelThemesResponseSchema = dataEnvelope(z.array(HotelThemeSchema));
export const HotelListResponseSchema = dataEnvelope(z.array(HotelPropertySchema));

/** Why a party cannot be searched, in Korean, or null when it can (the widget's limits, spec 1 §5). */
export function partyProblem(rooms: readonly HotelRoomParty[]): string | null {
  if (rooms.length === 0) return '객실 인원을 선택해 주세요.';
  if (rooms.length > ROOMS_MAX) return `객실은 최대 ${ROOMS_MAX}개까지 선택할 수 있습니다.`;
  for (const room of rooms) {
    if (room.adult < ADULTS_PER_ROOM.min || room.adult > ADULTS_PER_ROOM.max) return `객실당 성인은 ${ADULTS_PER_ROOM.min}~${ADULTS_PER_ROOM.max}명까지 선택할 수 있습니다.`;
    if (room.children.length > CHILDREN_PER_ROOM_MAX) return `객실당 아동은 최대 ${CHILDREN_PER_ROOM_MAX}명까지 선택할 수 있습니다.`;
    if (room.children.some((age) => age < CHILD_AGE.min || age > CHILD_AGE.max)) return `아동 나이는 ${CHILD_AGE.min}~${CHILD_AGE.max}세로 선택해 주세요.`;
  }
  return null;
}

const toList = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

const OccupancyParamSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value, ctx) => {
    const rooms = toList(value).map(parseOccupancyParam);
    if (rooms.some((r) => r === null)) {
      ctx.addIssue({ code: 'custom', message: '인원(occupancy)은 객실마다 "2" 또는 "2-5,7" 형식이어야 합니다.' });
      return z.NEVER;
    }
    const parties = rooms as HotelRoomParty[];
    const problem = partyProblem(parties);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return parties;
  });

/** "1,2" or 1&2: numbers of at most 9 digits, duplicates dropped. */
const idListParam = (label: string) =>
  z.union([z.string(), z.array(z.string())]).transform((value, ctx) => {
    const parts = toList(value).flatMap((v) => v.split(',')).filter((v) => v !== '');
    if (parts.length > 20 || parts.some((p) => !/^\d{1,9}$/.test(p))) {
      ctx.addIssue({ code: 'custom', message: `${label}는 쉼표로 구분한 숫자 목록이어야 합니다.` });
      return z.NEVER;
    }
    return [...new Set(parts.map(Number))];
  });

const numberParam = (message: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n <= max, message);

const DateParamSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, STAY_DATE_MESSAGES.invalid);

/**
 * The earliest calendar day that is today somewhere on Earth (a day before UTC's), so no visitor's today is
 * refused; the stay rules of contracts (stay-pricing) judge the range (fewer than 29 nights, within a year).
 */
export const earliestToday = (now: Date = new Date()) => addDaysToDate(now.toISOString().slice(0, 10), -1);

type DatedQuery = { checkInAt?: string | undefined; checkOutAt?: string | undefined };

function refineDates(query: DatedQuery, ctx: z.RefinementCtx, required: boolean) {
  const { checkInAt, checkOutAt } = query;
  if (checkInAt === undefined && checkOutAt === undefined) {
    if (required) ctx.addIssue({ code: 'custom', message: '체크인·체크아웃 날짜를 선택해 주세요.', path: ['checkInAt'] });
    return;
  }
  if (checkInAt === undefined || checkOutAt === undefined) {
    ctx.addIssue({ code: 'custom', message: STAY_DATE_MESSAGES.bothOrNone, path: ['checkInAt'] });
    return;
  }
  const problem = stayDatesProblem(checkInAt, checkOutAt, earliestToday());
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['checkOutAt'] });
}

export const HotelSearchSortSchema = z.enum(HOTEL_SEARCH_SORTS, { error: '정렬(sort)은 recommended, price, rating, reviews, distance 중 하나입니다.' });

/** Cards per page of the hotel list, and the most a client may ask for. */
export const HOTEL_SEARCH_PAGE_SIZE = 20;
export const HOTEL_SEARCH_MAX_PAGE_SIZE = 50;

/**
 * GET hotel/search: the /hotel/list query (spec 1 §2) plus the page's own filters. `rooms`, `adults` and
 * `children` are summaries of `occupancy` that links carry; they are checked for shape, and `occupancy`
 * is the truth. Without occupancy the party is one room of two adults (spec 1 §9).
 */
export const HotelSearchQuerySchema = z
  .object({
    cityId: numberParam('도시 번호(cityId)는 숫자여야 합니다.', 999_999_999),
    checkInAt: DateParamSchema.optional(),
    checkOutAt: DateParamSchema.optional(),
    rooms: numberParam('객실 수(rooms)는 숫자여야 합니다.', 99).optional(),
    adults: numberParam('성인 수(adults)는 숫자여야 합니다.', 999).optional(),
    children: numberParam('아동 수(children)는 숫자여야 합니다.', 999).optional(),
    occupancy: OccupancyParamSchema.optional(),
    neighborhoodIds: idListParam('지역(neighborhoodIds)').optional(),
    poiIds: idListParam('명소(poiIds)').optional(),
    categoryIds: idListParam('숙소 유형(categoryIds)').optional(),
    stayType: z.literal('all', { error: '숙소 유형(stayType)은 all만 지원합니다.' }).optional(),
    sort: HotelSearchSortSchema.default('recommended'),
    minPrice: numberParam('최소 요금(minPrice)은 0 이상의 숫자여야 합니다.', 999_999_999).optional(),
    maxPrice: numberParam('최대 요금(maxPrice)은 0 이상의 숫자여야 합니다.', 999_999_999).optional(),
    starRating: idListParam('성급(starRating)')
      .refine((stars) => stars.every((s) => s >= 1 && s <= 5), '성급(starRating)은 1~5 사이여야 합니다.')
      .optional(),
    page: numberParam('페이지(page)는 0 이상의 숫자여야 합니다.', 100_000).default(0),
    size: numberParam(`페이지 크기(size)는 1~${HOTEL_SEARCH_MAX_PAGE_SIZE} 사이여야 합니다.`, HOTEL_SEARCH_MAX_PAGE_SIZE)
      .refine((n) => n >= 1, `페이지 크기(size)는 1~${HOTEL_SEARCH_MAX_PAGE_SIZE} 사이여야 합니다.`)
      .default(HOTEL_SEARCH_PAGE_SIZE),
  })
  .superRefine((query, ctx) => {
    refineDates(query, ctx, false);
    if (query.sort === 'distance' && !query.poiIds?.length) {
      ctx.addIssue({ code: 'custom', message: '거리순 정렬은 명소를 선택했을 때만 쓸 수 있습니다.', path: ['sort'] });
    }
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      ctx.addIssue({ code: 'custom', message: '최소 요금이 최대 요금보다 클 수 없습니다.', path: ['minPrice'] });
    }
  });
export type HotelSearchQuery = z.infer<typeof HotelSearchQuerySchema>;

/** GET hotel/properties/{uuid}/rooms: dates are required; without occupancy, one room of two adults. */
export const HotelRoomsQuerySchema = z
  .object({
    checkInAt: DateParamSchema.optional(),
    checkOutAt: DateParamSchema.optional(),
    occupancy: OccupancyParamSchema.optional(),
    ...PreviewQuerySchema.shape,
  })
  .superRefine((query, ctx) => refineDates(query, ctx, true));
export type HotelRoomsQuery = z.infer<typeof HotelRoomsQuerySchema>;

export const HotelUuidParamsSchema = z.object({ uuid: z.string().uuid('호텔 번호가 올바르지 않습니다.') });
export const HotelCityParamsSchema = z.object({ cityId: numberParam('도시 번호(cityId)는 숫자여야 합니다.', 999_999_999) });

/* ---- responses ---- */

export const HotelPartySchema = z.object({ adult: z.number().int(), children: z.array(z.number().int()) });

export const HotelNeighborhoodRefSchema = z.object({ neighborhoodId: z.number().int(), name: z.string() });

export const HotelCityRefSchema = z.object({ cityId: z.number().int(), cityCode: z.string(), name: z.string(), countryName: z.string() });

/**
 * A hotel card of the list: the home's property card plus where it is and, when the search has dates,
 * the price of the whole stay for the whole party in its cheapest room type that fits every room.
 * Without dates, the price fields are null and the card shows the from-price (minBasePriceBeforeDiscount).
 */
export const HotelSearchCardSchema = HotelPropertySchema.extend({
  address: z.string(),
  neighborhood: HotelNeighborhoodRefSchema.nullable(),
  /** Distance in km to the nearest chosen point of interest; null without one. */
  distanceKm: z.number().nullable(),
  nights: z.number().int().nullable(),
  totalPrice: z.number().int().nullable(),
  totalPriceBeforeDiscount: z.number().int().nullable(),
  /** totalPrice divided by the nights ("1박 평균"), rounded to won. */
  nightlyPrice: z.number().int().nullable(),
  roomName: z.string().nullable(),
  breakfastIncluded: z.boolean().nullable(),
  freeCancellation: z.boolean().nullable(),
  available: z.boolean().nullable(),
});
export type HotelSearchCard = z.infer<typeof HotelSearchCardSchema>;

export const HotelSearchFacetsSchema = z.object({
  /** Lowest and highest nightly price (per night for the party, or the from-price without dates). */
  price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  starRatings: z.array(z.object({ starRating: z.number().int(), count: z.number().int() })),
  neighborhoods: z.array(HotelNeighborhoodRefSchema.extend({ count: z.number().int() })),
  /** The 숙소 유형 filter: the city's own types in its order, else every type it has in the global order; counted before their own filter. */
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
});
export type HotelSearchFacets = z.infer<typeof HotelSearchFacetsSchema>;

export const HotelSearchPageSchema = z.object({
  content: z.array(HotelSearchCardSchema),
  ...pagingFields,
  city: HotelCityRefSchema,
  checkInAt: z.string().nullable(),
  checkOutAt: z.string().nullable(),
  nights: z.number().int().nullable(),
  occupancy: z.array(HotelPartySchema),
  facets: HotelSearchFacetsSchema,
});
export type HotelSearchPage = z.infer<typeof HotelSearchPageSchema>;

export const HotelNearbyPoiSchema = z.object({ pointOfInterestId: z.number().int(), name: z.string(), distanceKm: z.number() });

export const HotelDetailSchema = z.object({
  ...hotelNameFields,
  address: z.string(),
  city: HotelCityRefSchema,
  neighborhood: HotelNeighborhoodRefSchema.nullable(),
  /** Its property type (숙소 유형). */
  category: z.object({ id: z.number().int(), name: z.string() }),
  latitude: z.number(),
  longitude: z.number(),
  ...hotelStandingFields,
  images: z.array(z.string()),
  nearbyPois: z.array(HotelNearbyPoiSchema),
  amenities: z.array(z.string()),
  policies: z.object({ checkInTime: z.string(), checkOutTime: z.string(), notes: z.array(z.string()) }),
  /** Only in a preview's answer (product-preview.ts). */
  previewStatus: PreviewStatusSchema.optional(),
});
export type HotelDetail = z.infer<typeof HotelDetailSchema>;

export const HotelRoomOfferSchema = z.object({
  roomId: z.number().int(),
  name: z.string(),
  bedText: z.string(),
  sizeM2: z.number().int(),
  maxAdults: z.number().int(),
  maxOccupancy: z.number().int(),
  breakfastIncluded: z.boolean(),
  freeCancellation: z.boolean(),
  discountRate: z.number().int(),
  /** Whether the type takes every room of the party. */
  fits: z.boolean(),
  /** Units free on every night of the stay (the smallest count over the nights). */
  unitsLeft: z.number().int(),
  /** Rooms of this type the party needs (one per room of the search). */
  roomsNeeded: z.number().int(),
  available: z.boolean(),
  /** Each night's price for all the party's rooms; empty when the type does not fit. */
  nightlyPrices: z.array(z.object({ night: z.string(), price: z.number().int() })),
  totalPrice: z.number().int().nullable(),
  totalPriceBeforeDiscount: z.number().int().nullable(),
  nightlyPrice: z.number().int().nullable(),
  /** The room type's facilities (객실 시설) the operator chose, in the catalogue's order; on the rooms list only. */
  facilities: z.array(z.string()).optional(),
});
export type HotelRoomOffer = z.infer<typeof HotelRoomOfferSchema>;

export const HotelRoomsSchema = z.object({
  checkInAt: z.string(),
  checkOutAt: z.string(),
  nights: z.number().int(),
  occupancy: z.array(HotelPartySchema),
  rooms: z.array(HotelRoomOfferSchema),
});
export type HotelRooms = z.infer<typeof HotelRoomsSchema>;

export const HotelCityNeighborhoodSchema = z.object({ neighborhoodId: z.number().int(), name: z.string(), nameEn: z.string(), hotelCount: z.number().int() });
export type HotelCityNeighborhood = z.infer<typeof HotelCityNeighborhoodSchema>;
export const HotelCityPoiSchema = z.object({
  pointOfInterestId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type HotelCityPoi = z.infer<typeof HotelCityPoiSchema>;

export const HotelSearchResponseSchema = dataEnvelope(HotelSearchPageSchema);
export const HotelDetailResponseSchema = dataEnvelope(HotelDetailSchema);
export const HotelRoomsResponseSchema = dataEnvelope(HotelRoomsSchema);
export const HotelCityNeighborhoodsResponseSchema = dataEnvelope(z.array(HotelCityNeighborhoodSchema));
export const HotelCityPoisResponseSchema = dataEnvelope(z.array(HotelCityPoiSchema));
