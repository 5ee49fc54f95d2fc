import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { parseBannerType } from './rules/banner-types.ts';

export const BannerSchema = z.object({
  no: z.number().int(),
  url: z.string(),
  imgFullPath: z.string(),
  /** 1 main, 2 search, 3 stay, 4 tour, 5 hotel. */
  type: z.number().int(),
  title: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

const BANNER_TYPE_MESSAGE = '배너 종류(type)는 main, search, stay, tour, hotel 또는 1~5 중 하나여야 합니다.';

export const BannerQuerySchema = z.object({
  type: z
    .string({ error: BANNER_TYPE_MESSAGE })
    .transform((value, ctx) => {
      const parsed = parseBannerType(value);
      if (parsed === undefined) {
        ctx.addIssue({ code: 'custom', message: BANNER_TYPE_MESSAGE });
        return z.NEVER;
      }
      return parsed;
    }),
});
export const BannersResponseSchema = dataEnvelope(z.array(BannerSchema));

export const PopupNoticeSchema = z.object({ no: z.number().int(), contents: z.string() });
export type PopupNotice = z.infer<typeof PopupNoticeSchema>;
/** data is null when no notice is published. */
export const PopupNoticeResponseSchema = dataEnvelope(PopupNoticeSchema.nullable());
