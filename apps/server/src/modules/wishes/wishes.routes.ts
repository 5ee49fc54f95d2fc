import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '@minda/contracts/paths';
import { APP_SERVICE_MEDIA_COOKIE } from '@minda/contracts/rules/service-media';
import {
  GoodsNoParamsSchema,
  HotelLikeResponseSchema,
  ItemNoParamsSchema,
  PropertyUuidParamsSchema,
  StayLikeCountResponseSchema,
  StayLikeResponseSchema,
  StayWishAddSchema,
  StayWishResponseSchema,
  TourWishAddSchema,
  TourWishResponseSchema,
} from '@minda/contracts/wishes';
import { access, callerOf, signedInCaller } from '../../platform/access.ts';
import * as wishes from './wishes.service.ts';

const member = { security: [{ bearer: [] }] };

/** Wish lists of the three product lines and the stay detail page's like. Toggles need a logged-in member. */
export default async function wishesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.publicCache.useCallerFlags((memberId) => wishes.memberWishFlags(app.db, memberId));

  app.post(
    `/${apiPaths.wishes.stays.pattern}`,
    { config: { access: access.ownData }, schema: { tags: ['wishes'], summary: '숙소 찜하기', ...member, body: StayWishAddSchema, response: { 200: StayWishResponseSchema } } },
    async (request) => {
      const user = signedInCaller(request);
      const serviceMedia = wishes.resolveServiceMedia(request.body.serviceMedia, request.cookies[APP_SERVICE_MEDIA_COOKIE]);
      return { data: await wishes.addStayWish(app.db, user.id, request.body.goodsNo, serviceMedia) };
    },
  );

  app.delete(
    `/${apiPaths.wishes.stay.pattern}`,
    { config: { access: access.ownData }, schema: { tags: ['wishes'], summary: '숙소 찜 해제', ...member, params: GoodsNoParamsSchema, response: { 200: StayWishResponseSchema } } },
    async (request) => ({ data: await wishes.removeStayWish(app.db, signedInCaller(request).id, request.params.id) }),
  );

  app.post(
    `/${apiPaths.wishes.tours.pattern}`,
    { config: { access: access.ownData }, schema: { tags: ['wishes'], summary: '투어·티켓 찜하기(가이드북)', ...member, body: TourWishAddSchema, response: { 200: TourWishResponseSchema } } },
    async (request) => {
      const user = signedInCaller(request);
      return { data: await wishes.addTourWish(app.db, user.id, request.body.itemNo, request.body.category) };
    },
  );

  app.delete(
    `/${apiPaths.wishes.tour.pattern}`,
    { config: { access: access.ownData }, schema: { tags: ['wishes'], summary: '투어·티켓 찜 해제', ...member, params: ItemNoParamsSchema, response: { 200: TourWishResponseSchema } } },
    async (request) => ({ data: await wishes.removeTourWish(app.db, signedInCaller(request).id, request.params.id) }),
  );

  app.post(
    `/${apiPaths.wishes.hotelLike.pattern}`,
    { config: { access: access.ownData }, schema: { tags: ['wishes'], summary: '호텔 좋아요', ...member, params: PropertyUuidParamsSchema, response: { 200: HotelLikeResponseSchema } } },
    async (request) => ({ data: await wishes.likeHotel(app.db, signedInCaller(request).id, request.params.propertyUuid) }),
  );

  app.delete(
    `/${apiPaths.wishes.hotelLike.pattern}`,
    { config: { access: access.ownData }, schema: { tags: ['wishes'], summary: '호텔 좋아요 취소', ...member, params: PropertyUuidParamsSchema, response: { 200: HotelLikeResponseSchema } } },
    async (request) => ({ data: await wishes.unlikeHotel(app.db, signedInCaller(request).id, request.params.propertyUuid) }),
  );

  app.get(
    `/${apiPaths.wishes.stayLike.pattern}`,
    { config: { access: access.public }, schema: { tags: ['wishes'], summary: '숙소 좋아요 여부', params: GoodsNoParamsSchema, response: { 200: StayLikeResponseSchema } } },
    async (request) => ({ data: await wishes.getStayLike(app.db, callerOf(request), request.params.id) }),
  );

  app.post(
    `/${apiPaths.wishes.stayLike.pattern}`,
    { config: { access: access.ownData }, schema: { tags: ['wishes'], summary: '숙소 좋아요', ...member, params: GoodsNoParamsSchema, response: { 200: StayWishResponseSchema } } },
    async (request) => {
      const user = signedInCaller(request);
      const serviceMedia = wishes.resolveServiceMedia(undefined, request.cookies[APP_SERVICE_MEDIA_COOKIE]);
      return { data: await wishes.addStayWish(app.db, user.id, request.params.id, serviceMedia) };
    },
  );

  app.delete(
    `/${apiPaths.wishes.stayLike.pattern}`,
    { config: { access: access.ownData }, schema: { tags: ['wishes'], summary: '숙소 좋아요 취소', ...member, params: GoodsNoParamsSchema, response: { 200: StayWishResponseSchema } } },
    async (request) => ({ data: await wishes.removeStayWish(app.db, signedInCaller(request).id, request.params.id) }),
  );

  app.get(
    `/${apiPaths.wishes.stayLikeCount.pattern}`,
    { config: { access: access.public }, schema: { tags: ['wishes'], summary: '숙소 좋아요 수', params: GoodsNoParamsSchema, response: { 200: StayLikeCountResponseSchema } } },
    async (request) => ({ data: await wishes.getStayLikeCount(app.db, request.params.id) }),
  );
}
