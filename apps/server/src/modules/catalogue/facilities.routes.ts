import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminFacilitiesQuerySchema,
  AdminFacilitiesResponseSchema,
  AdminFacilityCreateSchema,
  AdminFacilityOrderSchema,
  AdminFacilityParamsSchema,
  AdminFacilityPatchSchema,
  AdminFacilityResponseSchema,
  ProductFacilitiesResponseSchema,
  ProductFacilitiesSchema,
} from '@minda/contracts/admin-facilities';
import { AdminHotelParamsSchema, AdminHotelRoomParamsSchema } from '@minda/contracts/admin-hotels';
import { AdminRoomParamsSchema, AdminStayParamsSchema } from '@minda/contracts/admin-stays';
import { apiPaths } from '@minda/contracts/paths';
import { operatorAccess } from '../../platform/access.ts';
import { auditActorOf } from '../../platform/audit.ts';
import * as facilities from './facilities.service.ts';

const operator = { security: [{ bearer: [] }] };
const tags = ['admin'];
const config = { access: operatorAccess('catalogue.write') };
const body = ProductFacilitiesSchema;
const response = { 200: ProductFacilitiesResponseSchema };

/** The facilities catalogue and the products' choices from it (spec 2 §7.10 "Common facilities, room facilities, … and ordering"). */
export async function facilitiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.admin.facilities.pattern}`,
    { config, schema: { tags, summary: '시설 목록 (공용·객실, 순서대로)', ...operator, querystring: AdminFacilitiesQuerySchema, response: { 200: AdminFacilitiesResponseSchema } } },
    async (request) => ({ data: await facilities.listFacilities(app.db, request.query.kind) }),
  );
  app.post(
    `/${apiPaths.admin.facilities.pattern}`,
    { config, schema: { tags, summary: '시설 추가 (종류의 마지막 순서)', ...operator, body: AdminFacilityCreateSchema, response: { 200: AdminFacilityResponseSchema } } },
    async (request) => ({ data: await facilities.createFacility(app.db, auditActorOf(request), request.body) }),
  );
  app.put(
    `/${apiPaths.admin.facilitiesOrder.pattern}`,
    { config, schema: { tags, summary: '시설 순서 변경 (종류의 모든 시설 한 번씩)', ...operator, body: AdminFacilityOrderSchema, response: { 200: AdminFacilitiesResponseSchema } } },
    async (request) => ({ data: await facilities.orderFacilities(app.db, auditActorOf(request), request.body) }),
  );
  app.patch(
    `/${apiPaths.admin.facility.pattern}`,
    { config, schema: { tags, summary: '시설 이름 수정, 사용 중지·다시 사용', ...operator, params: AdminFacilityParamsSchema, body: AdminFacilityPatchSchema, response: { 200: AdminFacilityResponseSchema } } },
    async (request) => ({ data: await facilities.patchFacility(app.db, auditActorOf(request), request.params.id, request.body) }),
  );

  app.put(
    `/${apiPaths.admin.stayFacilities.pattern}`,
    { config, schema: { tags, summary: '민박 공용 시설 지정', ...operator, params: AdminStayParamsSchema, body, response } },
    async (request) => ({ data: await facilities.setStayFacilities(app.db, auditActorOf(request), request.params.goodsNo, request.body.facilityIds) }),
  );
  app.put(
    `/${apiPaths.admin.stayRoomFacilities.pattern}`,
    { config, schema: { tags, summary: '민박 객실 시설 지정', ...operator, params: AdminRoomParamsSchema, body, response } },
    async (request) => ({ data: await facilities.setStayRoomFacilities(app.db, auditActorOf(request), request.params.goodsNo, request.params.roomId, request.body.facilityIds) }),
  );
  app.put(
    `/${apiPaths.admin.hotelFacilities.pattern}`,
    { config, schema: { tags, summary: '호텔 공용 시설 지정', ...operator, params: AdminHotelParamsSchema, body, response } },
    async (request) => ({ data: await facilities.setHotelFacilities(app.db, auditActorOf(request), request.params.propertyId, request.body.facilityIds) }),
  );
  app.put(
    `/${apiPaths.admin.hotelRoomFacilities.pattern}`,
    { config, schema: { tags, summary: '호텔 객실 시설 지정', ...operator, params: AdminHotelRoomParamsSchema, body, response } },
    async (request) => ({ data: await facilities.setHotelRoomFacilities(app.db, auditActorOf(request), request.params.propertyId, request.params.roomId, request.body.facilityIds) }),
  );
}
