import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BoardParamsSchema,
  BoardPostParamsSchema,
  BoardPostsQuerySchema,
  CommunityPostPageResponseSchema,
  CommunityPostResponseSchema,
  EditorialNoParamsSchema,
  EventResponseSchema,
  SitePageParamsSchema,
  SitePageResponseSchema,
} from '@minda/contracts/content';
import * as editorial from './editorial.service.ts';

const tags = ['editorial'];

/** Pages the menus and footer link to: events, community boards and site pages by slug. */
export default async function editorialRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Route patterns written once here; the web builds the concrete URLs with apiPaths.editorial.
  app.get(
    '/content/events/:no',
    { schema: { tags, summary: '이벤트', params: EditorialNoParamsSchema, response: { 200: EventResponseSchema } } },
    async (request) => ({ data: await editorial.getEvent(app.db, request.params.no) }),
  );

  app.get(
    '/content/pages/:slug',
    { schema: { tags, summary: '사이트 페이지', params: SitePageParamsSchema, response: { 200: SitePageResponseSchema } } },
    async (request) => ({ data: await editorial.getSitePage(app.db, request.params.slug) }),
  );

  app.get(
    '/community/:boardId/posts',
    {
      schema: {
        tags,
        summary: '게시판 글 목록',
        params: BoardParamsSchema,
        querystring: BoardPostsQuerySchema,
        response: { 200: CommunityPostPageResponseSchema },
      },
    },
    async (request) => ({ data: await editorial.listBoardPosts(app.db, request.params.boardId, request.query) }),
  );

  app.get(
    '/community/:boardId/posts/:no',
    { schema: { tags, summary: '게시글', params: BoardPostParamsSchema, response: { 200: CommunityPostResponseSchema } } },
    async (request) => ({ data: await editorial.readPost(app.db, request.params.boardId, request.params.no) }),
  );
}
