import { z } from 'zod';
import { CityCodeSchema } from './catalog.ts';
import { dataEnvelope } from './envelope.ts';
import { TOUR_RECOMMEND_PAGE_SIZE } from './rules/tour-recommend.ts';

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
