import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HotelCityNeighborhoodsResponseSchema,
  HotelCityParamsSchema,
  HotelCityPoisResponseSchema,
  HotelDetailResponseSchema,
  HotelRoomsQuerySchema,
  HotelRoomsResponseSchema,
  HotelSearchQuerySchema,
  HotelSearchResponseSchema,
  HotelUuidParamsSchema,
} from '@minda/contracts/hotels';
import { apiPaths } from '@minda/contracts/paths';
import { PreviewQuerySchema } from '@minda/contracts/product-preview';
import { access, callerOf } from '../../platform/access.ts';
import { previewerOf } from '../../platform/product-preview.ts';
import { datedResults, datedRooms } from '../../platform/public-cache.ts';
import * as hotelSearch from './hotel-search.service.ts';

const tags = ['hotels'];

/** The hotel list (/hotel/list) and hotel page (/hotel/detail/{uuid}) calls. */
export default async function hotelSearchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.hotels.search.pattern}`,
    { config: { access: access.public, publicCache: datedResults('hotel') }, schema: { tags, summary: '호텔 검색 (날짜·인원별 요금)', querystring: HotelSearchQuerySchema, response: { 200: HotelSearchResponseSchema } } },
    async (request) => ({ data: await hotelSearch.searchHotels(app.db, callerOf(request), request.query) }),
  );

  app.get(
    `/${apiPaths.hotels.property.pattern}`,
    {
      config: { access: access.public, publicCache: { callerFlags: 'isWish' } },
      schema: { tags, summary: '호텔 상세 (preview=1: 운영자·파트너의 미리보기)', params: HotelUuidParamsSchema, querystring: PreviewQuerySchema, response: { 200: HotelDetailResponseSchema } },
    },
    async (request, reply) => ({ data: await hotelSearch.hotelDetail(app.db, callerOf(request), request.params.uuid, previewerOf(request, reply)) }),
  );

  app.get(
    `/${apiPaths.hotels.rooms.pattern}`,
    {
      config: { access: access.public, publicCache: datedRooms('hotel') },
      schema: { tags, summary: '호텔 객실과 요금', params: HotelUuidParamsSchema, querystring: HotelRoomsQuerySchema, response: { 200: HotelRoomsResponseSchema } },
    },
    async (request, reply) => ({ data: await hotelSearch.hotelRoomOffers(app.db, request.params.uuid, request.query, previewerOf(request, reply)) }),
  );

  app.get(
    `/${apiPaths.hotels.neighborhoods.pattern}`,
    { config: { access: access.public }, schema: { tags, summary: '도시의 지역 (호텔 수)', params: HotelCityParamsSchema, response: { 200: HotelCityNeighborhoodsResponseSchema } } },
    async (request) => ({ data: await hotelSearch.cityNeighborhoods(app.db, request.params.cityId) }),
  );

  app.get(
    `/${apiPaths.hotels.pois.pattern}`,
    { config: { access: access.public }, schema: { tags, summary: '도시의 명소', params: HotelCityParamsSchema, response: { 200: HotelCityPoisResponseSchema } } },
    async (request) => ({ data: await hotelSearch.cityPois(app.db, request.params.cityId) }),
  );
}
