import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditTimelineResponseSchema } from '@minda/contracts/admin-audit';
import {
  AdminHotelCreatedResponseSchema,
  AdminHotelCreateSchema,
  AdminHotelListQuerySchema,
  AdminHotelMemoCreatedResponseSchema,
  AdminHotelMemoCreateSchema,
  AdminHotelMemosResponseSchema,
  AdminHotelPageResponseSchema,
  AdminHotelParamsSchema,
  AdminHotelPatchSchema,
  AdminHotelPhotoParamsSchema,
  AdminHotelResponseSchema,
  AdminHotelRoomCreatedResponseSchema,
  AdminHotelRoomCreateSchema,
  AdminHotelRoomParamsSchema,
  AdminHotelRoomPatchSchema,
  AdminHotelRoomResponseSchema,
} from '@minda/contracts/admin-hotels';
import { ProductBulkStatusResponseSchema, ProductBulkStatusSchema, ProductStatusChangeSchema } from '@minda/contracts/admin-publishing';
import { apiPaths } from '@minda/contracts/paths';
import type { Config } from '../../config.ts';
import { operatorAccess } from '../../platform/access.ts';
import { auditActorOf } from '../../platform/audit.ts';
import { idempotentTransaction } from '../../platform/idempotency.ts';
import { sendSheet } from '../../platform/spreadsheet.ts';
import { auditTimeline } from '../audit/audit.service.ts';
import * as adminHotels from './admin-hotels.service.ts';
import { photoRoutes } from './photo-routes.ts';

const operator = { security: [{ bearer: [] }] };
const tags = ['admin'];
const catalogue = operatorAccess('catalogue.write');

/** The operator's managed hotels (issue 57; paths in docs/api-notes.md "Back office: hotels"): properties, room types, photos, memos. */
export default async function adminHotelRoutes(fastify: FastifyInstance, { config }: { config: Config }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.admin.hotels.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '호텔 목록 (상태, 도시, 파트너, 검색, 정렬)', ...operator, querystring: AdminHotelListQuerySchema, response: { 200: AdminHotelPageResponseSchema } } },
    async (request) => ({ data: await adminHotels.listAdminHotels(app.db, request.query) }),
  );
  app.get(
    `/${apiPaths.admin.hotelsXls.pattern}`,
    // A plain download link: the browser sends the session cookie, not a bearer token (platform/auth.ts).
    { config: { access: catalogue, sessionCookie: true }, schema: { tags, summary: '호텔 목록 엑셀 다운로드 (.xlsx, 목록과 같은 조건)', ...operator, querystring: AdminHotelListQuerySchema.omit({ page: true }) } },
    async (request, reply) => sendSheet(reply, adminHotels.adminHotelsWorkbook(app.db, request.query, config.siteTimeZone), '호텔목록'),
  );
  app.patch(
    `/${apiPaths.admin.hotelsStatus.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '호텔 여러 개 판매 시작·중지 (모두 바뀌거나 하나도 안 바뀜)', ...operator, body: ProductBulkStatusSchema, response: { 200: ProductBulkStatusResponseSchema } } },
    async (request) => ({ data: await adminHotels.changeHotelsStatus(app.db, auditActorOf(request), request.body) }),
  );
  app.post(
    `/${apiPaths.admin.hotels.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '호텔 등록 (작성 중 상태로)', ...operator, body: AdminHotelCreateSchema, response: { 200: AdminHotelCreatedResponseSchema } } },
    async (request) => ({ data: await adminHotels.createHotel(app.db, auditActorOf(request), request.body) }),
  );
  app.get(
    `/${apiPaths.admin.hotel.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '호텔 상세 (객실 타입, 사진 포함)', ...operator, params: AdminHotelParamsSchema, response: { 200: AdminHotelResponseSchema } } },
    async (request) => ({ data: await adminHotels.adminHotel(app.db, request.params.propertyId) }),
  );
  app.patch(
    `/${apiPaths.admin.hotel.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '호텔 정보 수정', ...operator, params: AdminHotelParamsSchema, body: AdminHotelPatchSchema, response: { 200: AdminHotelResponseSchema } } },
    async (request) => ({ data: await adminHotels.patchHotel(app.db, auditActorOf(request), request.params.propertyId, request.body) }),
  );
  app.patch(
    `/${apiPaths.admin.hotelStatus.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '호텔 판매 시작·중지 (중지는 사유)', ...operator, params: AdminHotelParamsSchema, body: ProductStatusChangeSchema, response: { 200: AdminHotelResponseSchema } } },
    async (request) => ({ data: await adminHotels.changeHotelStatus(app.db, auditActorOf(request), request.params.propertyId, request.body) }),
  );
  app.get(
    `/${apiPaths.admin.hotelAudit.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '호텔 변경 이력 (객실 타입, 메모 포함, 오래된 것부터)', ...operator, params: AdminHotelParamsSchema, response: { 200: AuditTimelineResponseSchema } } },
    async (request) => {
      await adminHotels.adminHotel(app.db, request.params.propertyId);
      return { data: await auditTimeline(app.db, 'hotel', request.params.propertyId) };
    },
  );
  await photoRoutes(app, {
    key: 'propertyId',
    paths: { photos: apiPaths.admin.hotelPhotos, photo: apiPaths.admin.hotelPhoto },
    params: AdminHotelParamsSchema,
    photoParams: AdminHotelPhotoParamsSchema,
    shelf: adminHotels.hotelShelf,
    exists: (propertyId) => adminHotels.adminHotel(app.db, propertyId),
    label: '호텔',
  });
  app.post(
    `/${apiPaths.admin.hotelRooms.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '객실 타입 등록 (객실·요금 코드 포함)', ...operator, params: AdminHotelParamsSchema, body: AdminHotelRoomCreateSchema, response: { 200: AdminHotelRoomCreatedResponseSchema } } },
    async (request) => ({ data: await adminHotels.addRoom(app.db, auditActorOf(request), request.params.propertyId, request.body) }),
  );
  app.patch(
    `/${apiPaths.admin.hotelRoom.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '객실 타입 수정', ...operator, params: AdminHotelRoomParamsSchema, body: AdminHotelRoomPatchSchema, response: { 200: AdminHotelRoomResponseSchema } } },
    async (request) => ({ data: await adminHotels.patchRoom(app.db, auditActorOf(request), request.params.propertyId, request.params.roomId, request.body) }),
  );
  app.get(
    `/${apiPaths.admin.hotelMemos.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '호텔 운영 메모 (최신순)', ...operator, params: AdminHotelParamsSchema, response: { 200: AdminHotelMemosResponseSchema } } },
    async (request) => ({ data: await adminHotels.hotelMemoList(app.db, request.params.propertyId) }),
  );
  app.post(
    `/${apiPaths.admin.hotelMemos.pattern}`,
    { config: { access: catalogue, idempotency: 'optional' }, schema: { tags, summary: '호텔 운영 메모 남기기', ...operator, params: AdminHotelParamsSchema, body: AdminHotelMemoCreateSchema, response: { 200: AdminHotelMemoCreatedResponseSchema } } },
    async (request) => ({ data: await adminHotels.addHotelMemo(idempotentTransaction(request), auditActorOf(request), request.params.propertyId, request.body.body) }),
  );
}
