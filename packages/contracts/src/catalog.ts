import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { CITY_CODE_PATTERN } from './rules/city-codes.ts';

/** Field shapes of spec 1 §3 as the browse calls return them. Image paths are relative to the image host. */

export const CityCodeSchema = z.string({ error: '도시 코드는 9자리 숫자입니다.' }).regex(CITY_CODE_PATTERN, '도시 코드는 9자리 숫자입니다.');

export const ItemCategoryTypeSchema = z.enum(['LOCAL_TOUR', 'TICKET', 'ACTIVITY', 'CONVENIENCE']);
export type ItemCategoryType = z.infer<typeof ItemCategoryTypeSchema>;

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

export const TourItemSchema = z.object({
  itemNo: z.number().int(),
  itemName: z.string(),
  /** 0 = sold out. */
  salePrice: z.number().int(),
  itemImgPath: z.string(),
  isWish: z.boolean(),
  reviewGrade: z.number(),
  reviewCount: z.number().int(),
  wishCount: z.number().int(),
  category: z.string(),
  categoryName: z.string(),
  countryName: z.string(),
  sort: z.number().int(),
  itemCategoryType: ItemCategoryTypeSchema,
});
export type TourItem = z.infer<typeof TourItemSchema>;

export const TourThemeGroupSchema = z.object({
  themeGroupNo: z.number().int(),
  themeGroupName: z.string(),
  sort: z.number().int(),
  themeItems: z.array(z.object({ themeName: z.string(), themeNo: z.number().int(), items: z.array(TourItemSchema) })),
});
export type TourThemeGroup = z.infer<typeof TourThemeGroupSchema>;

export const TourPopularCitySchema = z.object({
  category: z.string(),
  categoryName: z.string(),
  countryName: z.string(),
  imgPathGuideBook: z.string(),
});
export type TourPopularCity = z.infer<typeof TourPopularCitySchema>;

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

/* ---- requests ---- */

/** Optional cityCode; a malformed code is a 400, an unknown-but-valid one simply means "no filter". */
export const RecommendQuerySchema = z.object({ cityCode: CityCodeSchema.optional() });

/** Hotels are addressed by cityCode (stays/tours style) or by cityId (hotel list style); either filters. */
export const HotelRecommendQuerySchema = z.object({
  cityCode: CityCodeSchema.optional(),
  cityId: z.string().regex(/^\d{1,9}$/, '도시 번호(cityId)는 숫자여야 합니다.').transform(Number).optional(),
});

/** Most ids a recently-viewed request may carry; the screens show 10 (RECENTLY_VIEWED_SHOWN). */
export const RECENTLY_VIEWED_MAX_IDS = 20;

/**
 * "1001,1002" -> [1001, 1002] (duplicates dropped, first order kept). Ids have at most 9 digits so they
 * always fit the database's integer; an empty or missing list is simply [].
 */
const idList = (label: string) =>
  z
    .string()
    .max(500, `${label}가 너무 깁니다.`)
    .regex(/^(\d{1,9}(,\d{1,9})*)?$/, `${label}는 쉼표로 구분한 숫자 목록이어야 합니다.`)
    .transform((s) => (s === '' ? [] : [...new Set(s.split(',').map(Number))].slice(0, RECENTLY_VIEWED_MAX_IDS)))
    .default([]);

export const StayRecentlyViewedQuerySchema = z.object({ goodsNos: idList('goodsNos') });
export const TourRecentlyViewedQuerySchema = z.object({ itemNos: idList('itemNos') });
export const HotelRecentlyViewedQuerySchema = z.object({ propertyIds: idList('propertyIds') });

/**
 * Server-side caps of lists the spec leaves open (the spec's own display caps are in rules/limits.ts).
 * The API returns a little more than a screen shows so PC and mobile can share one call.
 */
/** Items per tour theme in themeItems; a block shows TOUR_THEME_BLOCK_MAX_ITEMS (4) of them. */
export const TOUR_THEME_MAX_ITEMS = 12;
/** Tour recommendItems length; the home section shows RECOMMEND_MAX_ITEMS (5). */
export const TOUR_RECOMMEND_MAX_ITEMS = 20;
/** Properties per city group of a hotel theme (same as the stay list's 10 cards). */
export const HOTEL_THEME_CITY_MAX_PROPERTIES = 10;
/** Hotel recommendProperties length. */
export const HOTEL_RECOMMEND_MAX_ITEMS = 20;

/* ---- responses ---- */
export const StayPopularCitiesResponseSchema = dataEnvelope(z.array(StayPopularCitySchema));
export const StayThemesResponseSchema = dataEnvelope(z.array(StayThemeSchema));
export const StayRecommendResponseSchema = dataEnvelope(z.array(StayRecommendItemSchema));
export const StayListResponseSchema = dataEnvelope(z.array(StayCardSchema));
export const TourPopularCitiesResponseSchema = dataEnvelope(z.array(TourPopularCitySchema));
export const TourThemesResponseSchema = dataEnvelope(z.array(TourThemeGroupSchema));
export const TourListResponseSchema = dataEnvelope(z.array(TourItemSchema));
export const HotelPopularCitiesResponseSchema = dataEnvelope(z.array(HotelPopularCitySchema));
export const HotelThemesResponseSchema = dataEnvelope(z.array(HotelThemeSchema));
export const HotelListResponseSchema = dataEnvelope(z.array(HotelPropertySchema));
