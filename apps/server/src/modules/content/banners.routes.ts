import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BannerQuerySchema, BannersResponseSchema, PopupNoticeResponseSchema } from '@minda/contracts/content';
import { apiPaths } from '@minda/contracts/paths';
import * as content from './banners.service.ts';
import { access } from '../../platform/access.ts';

const tags = ['content'];

/** Operator content of the homes: banner carousels and the popup notice. */
export default async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const platform of ['pc', 'mobile'] as const) {
    app.get(
      `/${apiPaths.content.banners[platform].pattern}`,
      {
        config: { access: access.public, publicCache: { tags: ['content'] } },
        schema: {
          tags,
          summary: platform === 'pc' ? 'PC 배너' : '모바일 배너',
          querystring: BannerQuerySchema,
          response: { 200: BannersResponseSchema },
        },
      },
      async (request) => ({ data: await content.listBanners(app.db, platform, request.query.type) }),
    );
  }

  app.get(
    `/${apiPaths.content.popupNotice.pattern}`,
    { config: { access: access.public, publicCache: { tags: ['content'] } }, schema: { tags, summary: '팝업 공지', response: { 200: PopupNoticeResponseSchema } } },
    async () => ({ data: await content.currentPopupNotice(app.db) }),
  );
}
