import { z } from 'zod';
import { CityCodeSchema } from './geography.ts';
import { idList } from './lists.ts';
import { dataEnvelope, pagingFields } from './envelope.ts';
import { PreviewStatusSchema } from './product-preview.ts';
import { TOUR_CATEGORY_TYPES, TOUR_LIST_MAX_PAGE_SIZE, TOUR_LIST_PAGE_SIZE, TOUR_LIST_SORTS } from './rules/tour-list.ts';
import { TOUR_RECOMMEND_PAGE_SIZE } from './rules/tour-recommend.ts';

/** The tours line: the homes' cards and lists, the recommendation list, lists by city and theme, the tour page. */

/* ---- the tours homes (spec 1 §2): cards, theme groups, recommendations, popular cities, recently viewed ---- */
// Field shapes of spec 1 §3 as the browse calls return them; image paths are relative to the image host.

export const ItemCategoryTypeSchema = z.enum(TOUR_CATEGORY_TYPES);
// Declared zod-free in rules/tour-list.ts, which must not import this file.
export type { ItemCategoryType } from './rules/tour-list.ts';

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

export const TourRecentlyViewedQuerySchema = z.object({ itemNos: idList('itemNos') });

// Server-side caps of lists the spec leaves open (its display caps are in rules/limits.ts): the API returns a
// little more than a screen shows so PC and mobile can share one call.
/** Items per tour theme in themeItems; a block shows TOUR_THEME_BLOCK_MAX_ITEMS (4) of them. */
export const TOUR_THEME_MAX_ITEMS = 12;
/** Tour recommendItems length; the home section shows RECOMMEND_MAX_ITEMS (5). */
export const TOUR_RECOMMEND_MAX_ITEMS = 20;

export const TourPopularCitiesResponseSchema = dataEnvelope(z.array(TourPopularCitySchema));
export const TourThemesResponseSchema = dataEnvelope(z.array(TourThemeGroupSchema));
/** A plain list of tour cards (the recommendations, recently viewed), unlike the paged TourListResponseSchema below. */
export const TourItemsResponseSchema = dataEnvelope(z.array(TourItemSchema));

/** GET main/tour_tickets/recommend: one city's tours, page by page (spec 2 §2.7, §7.6). */

const pageNumber = z
  .string()
  .regex(/^\d{1,6}$/, '페이지 번호(page)는 0 이상의 숫자여야 합니다.')
  .transform(Number)
  .default(0);

const pageSize = z
  .string()
  .regex(/^\d{1,3}$/, '페이지 크기(size)는 숫자여야 합니다.')
  .transform(Number)
  .refine((n) => n >= 1 && n <= TOUR_RECOMMEND_PAGE_SIZE, `페이지 크기(size)는 1~${TOUR_RECOMMEND_PAGE_SIZE} 사이여야 합니다.`)
  .default(TOUR_RECOMMEND_PAGE_SIZE);

export const TourRecommendQuerySchema = z.object({
  category: CityCodeSchema,
  /** 0-based, as the spec's page object counts (`number`). */
  page: pageNumber,
  size: pageSize,
});
export type TourRecommendQuery = z.infer<typeof TourRecommendQuerySchema>;

export const TourRecommendItemSchema = z.object({
  itemNo: z.number().int(),
  itemName: z.string(),
  itemImgPath: z.string(),
  /** The city the tour is filed under (also the category a wish is stored with). */
  category: z.string(),
  categoryName: z.string(),
  /** 0 = sold out. */
  salePrice: z.number().int(),
  reviewGrade: z.number(),
  reviewCount: z.number().int(),
  wishCount: z.number().int(),
  isWish: z.boolean(),
});
export type TourRecommendItem = z.infer<typeof TourRecommendItemSchema>;

export const TourRecommendPageSchema = z.object({
  content: z.array(TourRecommendItemSchema),
  /** This page's number (0-based). */
  number: z.number().int(),
  /** True on the final page, so the client stops asking. */
  last: z.boolean(),
  /** The asked city's Korean name, even when it has no tours (the title needs it). */
  categoryName: z.string(),
});
export type TourRecommendPage = z.infer<typeof TourRecommendPageSchema>;

export const TourRecommendResponseSchema = dataEnvelope(TourRecommendPageSchema);

/**
 * Tour lists by city (GET tour_tickets/list) and by theme (GET tour_tickets/themes/{themeNo}/items), and one
 * tour's page (GET tour_tickets/items/{itemNo}). Pages are 0-based like the recommendation list's.
 */

/** Tour lists take the recommendation list's 0-based page number (`pageNumber` above) and their own size. */
const listPageSize = z
  .string()
  .regex(/^\d{1,3}$/, '페이지 크기(size)는 숫자여야 합니다.')
  .transform(Number)
  .refine((n) => n >= 1 && n <= TOUR_LIST_MAX_PAGE_SIZE, `페이지 크기(size)는 1~${TOUR_LIST_MAX_PAGE_SIZE} 사이여야 합니다.`)
  .default(TOUR_LIST_PAGE_SIZE);

const categoryTypeFilter = z
  .enum(ItemCategoryTypeSchema.options, { error: '상품 유형(itemCategoryType)은 LOCAL_TOUR, TICKET, ACTIVITY, CONVENIENCE 중 하나여야 합니다.' })
  .optional();

export const TourListSortSchema = z.enum(TOUR_LIST_SORTS, { error: '정렬(sort)은 recommended, price, rating, reviews 중 하나여야 합니다.' });

export const TourListQuerySchema = z.object({
  category: CityCodeSchema,
  itemCategoryType: categoryTypeFilter,
  sort: TourListSortSchema.default('recommended'),
  page: pageNumber,
  size: listPageSize,
});
export type TourListQuery = z.infer<typeof TourListQuerySchema>;

export const TourThemeParamsSchema = z.object({
  themeNo: z.string().regex(/^\d{1,9}$/, '테마 번호(themeNo)는 숫자여야 합니다.').transform(Number),
});
export const TourThemeQuerySchema = z.object({
  itemCategoryType: categoryTypeFilter,
  page: pageNumber,
  size: listPageSize,
});
export type TourThemeQuery = z.infer<typeof TourThemeQuerySchema>;

export const TourItemParamsSchema = z.object({
  itemNo: z.string().regex(/^\d{1,9}$/, '상품 번호(itemNo)는 숫자여야 합니다.').transform(Number),
});

/** Active products per itemCategoryType of the whole list (all types, whatever the filter), for the tab counts. */
export const TourTypeCountsSchema = z.object({
  LOCAL_TOUR: z.number().int(),
  TICKET: z.number().int(),
  ACTIVITY: z.number().int(),
  CONVENIENCE: z.number().int(),
});
export type TourTypeCounts = z.infer<typeof TourTypeCountsSchema>;

const pageFields = {
  content: z.array(TourItemSchema),
  /** totalElements counts the products of the list with the type filter applied. */
  ...pagingFields,
  counts: TourTypeCountsSchema,
};

export const TourListPageSchema = z.object({
  category: z.string(),
  categoryName: z.string(),
  countryName: z.string(),
  ...pageFields,
});
export type TourListPage = z.infer<typeof TourListPageSchema>;

export const TourThemePageSchema = z.object({
  themeNo: z.number().int(),
  themeName: z.string(),
  themeGroupNo: z.number().int(),
  themeGroupName: z.string(),
  ...pageFields,
});
export type TourThemePage = z.infer<typeof TourThemePageSchema>;

export const TourOptionSchema = z.object({
  optionNo: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Per person; 0 = sold out. */
  price: z.number().int(),
  soldOut: z.boolean(),
});
export type TourOption = z.infer<typeof TourOptionSchema>;

export const TourDetailSchema = z.object({
  itemNo: z.number().int(),
  itemName: z.string(),
  category: z.string(),
  categoryName: z.string(),
  countryName: z.string(),
  itemCategoryType: ItemCategoryTypeSchema,
  /** The lowest option price on sale; 0 = sold out. */
  salePrice: z.number().int(),
  itemImgPath: z.string(),
  /** Gallery images, the main image first (relative to the image host). */
  images: z.array(z.string()),
  summary: z.string(),
  /** Plain text with line breaks, or HTML when `descriptionIsHtml`. */
  description: z.string(),
  descriptionIsHtml: z.boolean(),
  durationText: z.string().nullable(),
  meetingPoint: z.string().nullable(),
  options: z.array(TourOptionSchema),
  reviewGrade: z.number(),
  reviewCount: z.number().int(),
  wishCount: z.number().int(),
  isWish: z.boolean(),
  partnerName: z.string(),
  useInquireChat: z.boolean(),
  /** Only in a preview's answer (product-preview.ts). */
  previewStatus: PreviewStatusSchema.optional(),
});
export type TourDetail = z.infer<typeof TourDetailSchema>;

export const TourListResponseSchema = dataEnvelope(TourListPageSchema);
export const TourThemeResponseSchema = dataEnvelope(TourThemePageSchema);
export const TourDetailResponseSchema = dataEnvelope(TourDetailSchema);
