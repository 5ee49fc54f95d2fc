import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';

/** GET stay/minda_only: the published cities of the exclusive-stays page (spec 2 §3 "MINDA Only city"). */

export const MindaOnlyReviewSchema = z.object({
  nickName: z.string(),
  /** 0-5; the page shows floor(rating) stars. */
  rating: z.number(),
  content: z.string(),
});
export type MindaOnlyReview = z.infer<typeof MindaOnlyReviewSchema>;

export const MindaOnlyGoodsSchema = z.object({
  goodsNo: z.number().int(),
  goodsName: z.string(),
  imgPath: z.string(),
  keyPoints: z.array(z.object({ content: z.string() })),
  reviews: z.array(MindaOnlyReviewSchema),
});
export type MindaOnlyGoods = z.infer<typeof MindaOnlyGoodsSchema>;

export const MultilingualNameSchema = z.object({ language: z.string(), name: z.string() });
export type MultilingualName = z.infer<typeof MultilingualNameSchema>;

export const MindaOnlyCitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  goods: z.array(z.object({ id: z.number().int(), goods: MindaOnlyGoodsSchema })),
  template: z.object({
    bgColor: z.string(),
    countryName: z.string(),
    mainTitle: z.string(),
    subTitle: z.string(),
    /** The 9-digit city code. */
    category: z.string(),
    name: z.object({ multilingualNames: z.array(MultilingualNameSchema) }),
    landMarks: z.array(z.object({ title: z.string(), imgPath: z.string() })),
  }),
});
export type MindaOnlyCity = z.infer<typeof MindaOnlyCitySchema>;

export const MindaOnlyResponseSchema = dataEnvelope(z.array(MindaOnlyCitySchema));
