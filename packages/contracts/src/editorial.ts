import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { COMMUNITY_MAX_PAGE_SIZE, COMMUNITY_PAGE_SIZE } from './rules/community.ts';

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

const NUMBER_MESSAGE = '번호는 1 이상의 숫자여야 합니다.';
export const EditorialNoParamsSchema = z.object({
  no: z.coerce.number({ error: NUMBER_MESSAGE }).int({ error: NUMBER_MESSAGE }).min(1, { error: NUMBER_MESSAGE }).max(2_147_483_647, { error: NUMBER_MESSAGE }),
});

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
