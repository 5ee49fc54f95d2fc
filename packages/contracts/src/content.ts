import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { int4IdParam } from './numbers.ts';
import { parseBannerType } from './rules/banner-types.ts';
import { COMMUNITY_MAX_PAGE_SIZE, COMMUNITY_PAGE_SIZE } from './rules/community.ts';

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

export const PopupNoticeSchema = z.object({
  no: z.number().int(),
  contents: z.string(),
  /** When the notice stops showing (ISO instant), null when open-ended: the web checks it too, as a cached answer outlives it. */
  endsAt: z.string().nullable(),
});
export type PopupNotice = z.infer<typeof PopupNoticeSchema>;
/** data is null when no notice is published. */
export const PopupNoticeResponseSchema = dataEnvelope(PopupNoticeSchema.nullable());

/** Event pages (/event/view.php?id=gevent&no=): body is operator HTML, sanitized on display. */
export const EventSchema = z.object({
  no: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** Calendar dates (yyyy-MM-dd) of the event period. */
  startsOn: z.string(),
  endsOn: z.string(),
  bodyHtml: z.string(),
  bannerImagePath: z.string(),
});
export type EditorialEvent = z.infer<typeof EventSchema>;
export const EventResponseSchema = dataEnvelope(EventSchema);

export const EditorialNoParamsSchema = z.object({ no: int4IdParam('번호') });

export const BoardParamsSchema = z.object({ boardId: z.string().max(40) });
export const BoardPostParamsSchema = BoardParamsSchema.extend(EditorialNoParamsSchema.shape);

const PAGE_MESSAGE = '페이지(page)는 0 이상의 정수여야 합니다.';
const SIZE_MESSAGE = `페이지 크기(size)는 1~${COMMUNITY_MAX_PAGE_SIZE} 사이의 정수여야 합니다.`;

/** page is zero-based like the page result's `number`. */
export const BoardPostsQuerySchema = z.object({
  page: z.coerce.number({ error: PAGE_MESSAGE }).int({ error: PAGE_MESSAGE }).min(0, { error: PAGE_MESSAGE }).max(100_000, { error: PAGE_MESSAGE }).default(0),
  size: z.coerce
    .number({ error: SIZE_MESSAGE })
    .int({ error: SIZE_MESSAGE })
    .min(1, { error: SIZE_MESSAGE })
    .max(COMMUNITY_MAX_PAGE_SIZE, { error: SIZE_MESSAGE })
    .default(COMMUNITY_PAGE_SIZE),
});
export type BoardPostsQuery = z.infer<typeof BoardPostsQuerySchema>;

export const CommunityPostSummarySchema = z.object({
  no: z.number().int(),
  boardId: z.string(),
  title: z.string(),
  authorNickname: z.string(),
  createdAt: z.string(),
  viewCount: z.number().int(),
});
export type CommunityPostSummary = z.infer<typeof CommunityPostSummarySchema>;

export const CommunityPostSchema = CommunityPostSummarySchema.extend({ bodyHtml: z.string() });
export type CommunityPost = z.infer<typeof CommunityPostSchema>;

/** A page of posts, newest first; `number` is the zero-based page, `last` whether no page follows. */
export const CommunityPostPageSchema = z.object({
  content: z.array(CommunityPostSummarySchema),
  number: z.number().int(),
  size: z.number().int(),
  last: z.boolean(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});
export type CommunityPostPage = z.infer<typeof CommunityPostPageSchema>;
export const CommunityPostPageResponseSchema = dataEnvelope(CommunityPostPageSchema);
export const CommunityPostResponseSchema = dataEnvelope(CommunityPostSchema);

export const SitePageParamsSchema = z.object({ slug: z.string().max(60) });
export const SitePageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  updatedAt: z.string(),
});
export type SitePage = z.infer<typeof SitePageSchema>;
export const SitePageResponseSchema = dataEnvelope(SitePageSchema);

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

/* ---- event list (/m/1.0/event/list.html) ---- */

export const EventSummarySchema = EventSchema.omit({ bodyHtml: true });
export type EventSummary = z.infer<typeof EventSummarySchema>;
export const EventListResponseSchema = dataEnvelope(z.array(EventSummarySchema));

/** The coupon page's promotion coupons are the site page of this slug (seeded, edited by the operator). */
export const COUPONS_PAGE_SLUG = 'coupons';
