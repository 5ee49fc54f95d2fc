import { z } from 'zod';
import { CityCodeSchema, StayCardSchema } from './catalog.ts';
import { dataEnvelope } from './envelope.ts';

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
