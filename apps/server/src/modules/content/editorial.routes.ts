import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BoardParamsSchema,
  BoardPostParamsSchema,
  BoardPostsQuerySchema,
  CommunityPostPageResponseSchema,
  CommunityPostResponseSchema,
  EditorialNoParamsSchema,
  EventListResponseSchema,
  EventResponseSchema,
  SitePageParamsSchema,
  SitePageResponseSchema,
} from '@minda/contracts/content';
import { apiPaths } from '@minda/contracts/paths';
import { access } from '../../platform/access.ts';
import * as editorial from './editorial.service.ts';

const tags = ['editorial'];

/** Pages the menus and footer link to: events, community boards and site pages by slug. */
export default async function editorialRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.content.events.pattern}`,
    { config: { access: access.public, publicCache: { tags: ['content'] } }, schema: { tags, summary: '이벤트 목록', response: { 200: EventListResponseSchema } } },
    async () => ({ data: await editorial.listEvents(app.db) }),
  );

  app.get(
    `/${apiPaths.content.event.pattern}`,
    { config: { access: access.public, publicCache: { tags: ['content'] } }, schema: { tags, summary: '이벤트', params: EditorialNoParamsSchema, response: { 200: EventResponseSchema } } },
    async (request) => ({ data: await editorial.getEvent(app.db, request.params.no) }),
  );

  app.get(
    `/${apiPaths.content.page.pattern}`,
    { config: { access: access.public, publicCache: { tags: ['content'] } }, schema: { tags, summary: '사이트 페이지', params: SitePageParamsSchema, response: { 200: SitePageResponseSchema } } },
    async (request) => ({ data: await editorial.getSitePage(app.db, request.params.slug) }),
  );

  app.get(
    `/${apiPaths.content.boardPosts.pattern}`,
    {
      config: { access: access.public },
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
    `/${apiPaths.content.boardPost.pattern}`,
    { config: { access: access.public }, schema: { tags, summary: '게시글', params: BoardPostParamsSchema, response: { 200: CommunityPostResponseSchema } } },
    async (request) => ({ data: await editorial.readPost(app.db, request.params.boardId, request.params.no) }),
  );
}
