import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditTimelineResponseSchema } from '@minda/contracts/admin-audit';
import { ProductBulkStatusResponseSchema, ProductBulkStatusSchema } from '@minda/contracts/admin-publishing';
import {
  AdminPartnerCreateSchema,
  AdminPartnerDetailResponseSchema,
  AdminPartnerParamsSchema,
  AdminPartnerPatchSchema,
  AdminPartnerUserCreatedResponseSchema,
  AdminPartnerUserCreateSchema,
  AdminPartnerUserParamsSchema,
  AdminPartnerUserPatchSchema,
  AdminPartnerUserResponseSchema,
  AdminPartnerUsersResponseSchema,
} from '@minda/contracts/admin-partners';
import {
  AdminPartnerListQuerySchema,
  AdminPartnersResponseSchema,
  AdminRoomCreatedResponseSchema,
  AdminRoomCreateSchema,
  AdminRoomParamsSchema,
  AdminRoomPatchSchema,
  AdminRoomResponseSchema,
  AdminStayCreatedResponseSchema,
  AdminStayCreateSchema,
  AdminStayListQuerySchema,
  AdminStayPageResponseSchema,
  AdminStayParamsSchema,
  AdminStayPatchSchema,
  AdminStayPhotoParamsSchema,
  AdminStayResponseSchema,
  AdminStayStatusSchema,
} from '@minda/contracts/admin-stays';
import { apiPaths } from '@minda/contracts/paths';
import type { Config } from '../../config.ts';
import { operatorAccess } from '../../platform/access.ts';
import { auditActorOf } from '../../platform/audit.ts';
import { idempotentTransaction } from '../../platform/idempotency.ts';
import { sendSheet } from '../../platform/spreadsheet.ts';
import { auditTimeline } from '../audit/audit.service.ts';
import * as adminStays from './admin-stays.service.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { facilitiesRoutes } from './facilities.routes.ts';
import { partnerProductsRoutes } from './partner-products.routes.ts';
import { geographyRoutes } from './geography.routes.ts';
import { addPartnerUser, listPartnerUsers, patchPartnerUser } from './partner-users.service.ts';
import { createPartner, listPartners, partnerDetail, patchPartner } from './partners.service.ts';
import { photoRoutes } from './photo-routes.ts';

const operator = { security: [{ bearer: [] }] };
const tags = ['admin'];
const catalogue = operatorAccess('catalogue.write');

/** The operator's catalogue (spec 2 §7.10 "Stays: goods", "partners", "Geography"; issue 57): cities and partners to pick, stays and rooms. */
export default async function catalogueRoutes(fastify: FastifyInstance, { secret, config }: { secret: string; config: Config }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  await geographyRoutes(app);
  await facilitiesRoutes(app);
  await categoriesRoutes(app);
  await partnerProductsRoutes(app);
  app.get(
    `/${apiPaths.admin.partners.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '파트너 목록 (종류, 이름·아이디 검색)', ...operator, querystring: AdminPartnerListQuerySchema, response: { 200: AdminPartnersResponseSchema } } },
    async (request) => ({ data: await listPartners(app.db, request.query) }),
  );

  app.post(
    `/${apiPaths.admin.partners.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '파트너 등록 (관리자 로그인, 사업자 정보, 정산 계좌, 수수료율)', ...operator, body: AdminPartnerCreateSchema, response: { 200: AdminPartnerDetailResponseSchema } } },
    async (request) => ({ data: await createPartner(app.db, secret, auditActorOf(request), request.body) }),
  );
  app.get(
    `/${apiPaths.admin.partner.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '파트너 상세 (계좌는 가림)', ...operator, params: AdminPartnerParamsSchema, response: { 200: AdminPartnerDetailResponseSchema } } },
    async (request) => ({ data: await partnerDetail(app.db, secret, request.params.partnerId) }),
  );
  app.get(
    `/${apiPaths.admin.partnerAudit.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '파트너 변경 이력 (오래된 것부터)', ...operator, params: AdminPartnerParamsSchema, response: { 200: AuditTimelineResponseSchema } } },
    async (request) => {
      await partnerDetail(app.db, secret, request.params.partnerId);
      return { data: await auditTimeline(app.db, 'partner', request.params.partnerId) };
    },
  );
  app.patch(
    `/${apiPaths.admin.partner.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '파트너 정보 수정, 거래 중지(사유)', ...operator, params: AdminPartnerParamsSchema, body: AdminPartnerPatchSchema, response: { 200: AdminPartnerDetailResponseSchema } } },
    async (request) => ({ data: await patchPartner(app.db, secret, auditActorOf(request), request.params.partnerId, request.body) }),
  );
  // A partner's logins to the manager screens (issue 57, "partner users"): the owner's and its staff's.
  app.get(
    `/${apiPaths.admin.partnerUsers.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '파트너 관리자 계정 목록 (대표 계정, 직원 계정)', ...operator, params: AdminPartnerParamsSchema, response: { 200: AdminPartnerUsersResponseSchema } } },
    async (request) => ({ data: await listPartnerUsers(app.db, request.params.partnerId) }),
  );
  app.post(
    `/${apiPaths.admin.partnerUsers.pattern}`,
    {
      config: { access: catalogue, idempotency: 'optional' },
      schema: { tags, summary: '파트너 관리자 계정 추가 (직원 로그인)', ...operator, params: AdminPartnerParamsSchema, body: AdminPartnerUserCreateSchema, response: { 200: AdminPartnerUserCreatedResponseSchema } },
    },
    async (request) => ({ data: await addPartnerUser(idempotentTransaction(request), auditActorOf(request), request.params.partnerId, request.body) }),
  );
  app.patch(
    `/${apiPaths.admin.partnerUser.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '파트너 직원 계정 사용 중지, 다시 사용', ...operator, params: AdminPartnerUserParamsSchema, body: AdminPartnerUserPatchSchema, response: { 200: AdminPartnerUserResponseSchema } } },
    async (request) => ({ data: await patchPartnerUser(app.db, auditActorOf(request), request.params.partnerId, request.params.userId, request.body.active) }),
  );

  app.get(
    `/${apiPaths.admin.stays.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '민박 목록 (상태, 도시, 파트너, 검색, 정렬)', ...operator, querystring: AdminStayListQuerySchema, response: { 200: AdminStayPageResponseSchema } } },
    async (request) => ({ data: await adminStays.listAdminStays(app.db, request.query) }),
  );
  app.get(
    `/${apiPaths.admin.staysXls.pattern}`,
    // A plain download link: the browser sends the session cookie, not a bearer token (platform/auth.ts).
    { config: { access: catalogue, sessionCookie: true }, schema: { tags, summary: '민박 목록 엑셀 다운로드 (.xlsx, 목록과 같은 조건)', ...operator, querystring: AdminStayListQuerySchema.omit({ page: true }) } },
    async (request, reply) => sendSheet(reply, adminStays.adminStaysWorkbook(app.db, request.query, config.siteTimeZone), '민박목록'),
  );
  app.patch(
    `/${apiPaths.admin.staysStatus.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '민박 여러 개 판매 시작·중지 (모두 바뀌거나 하나도 안 바뀜)', ...operator, body: ProductBulkStatusSchema, response: { 200: ProductBulkStatusResponseSchema } } },
    async (request) => ({ data: await adminStays.changeStaysStatus(app.db, auditActorOf(request), request.body) }),
  );
  app.post(
    `/${apiPaths.admin.stays.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '민박 등록 (작성 중 상태로)', ...operator, body: AdminStayCreateSchema, response: { 200: AdminStayCreatedResponseSchema } } },
    async (request) => ({ data: await adminStays.createStay(app.db, auditActorOf(request), request.body) }),
  );
  app.get(
    `/${apiPaths.admin.stay.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '민박 상세 (객실 포함)', ...operator, params: AdminStayParamsSchema, response: { 200: AdminStayResponseSchema } } },
    async (request) => ({ data: await adminStays.adminStay(app.db, request.params.goodsNo) }),
  );
  app.patch(
    `/${apiPaths.admin.stay.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '민박 정보 수정', ...operator, params: AdminStayParamsSchema, body: AdminStayPatchSchema, response: { 200: AdminStayResponseSchema } } },
    async (request) => ({ data: await adminStays.patchStay(app.db, auditActorOf(request), request.params.goodsNo, request.body) }),
  );
  app.patch(
    `/${apiPaths.admin.stayStatus.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '민박 판매 시작·중지 (중지는 사유)', ...operator, params: AdminStayParamsSchema, body: AdminStayStatusSchema, response: { 200: AdminStayResponseSchema } } },
    async (request) => ({ data: await adminStays.changeStayStatus(app.db, auditActorOf(request), request.params.goodsNo, request.body) }),
  );
  app.get(
    `/${apiPaths.admin.stayAudit.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '민박 변경 이력 (객실 포함, 오래된 것부터)', ...operator, params: AdminStayParamsSchema, response: { 200: AuditTimelineResponseSchema } } },
    async (request) => {
      await adminStays.adminStay(app.db, request.params.goodsNo);
      return { data: await auditTimeline(app.db, 'stay', request.params.goodsNo) };
    },
  );
  await photoRoutes(app, {
    key: 'goodsNo',
    paths: { photos: apiPaths.admin.stayPhotos, photo: apiPaths.admin.stayPhoto },
    params: AdminStayParamsSchema,
    photoParams: AdminStayPhotoParamsSchema,
    shelf: adminStays.stayShelf,
    exists: (goodsNo) => adminStays.adminStay(app.db, goodsNo),
    label: '민박',
  });

  app.post(
    `/${apiPaths.admin.stayRooms.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '객실 등록 (개인실 또는 도미토리 침대)', ...operator, params: AdminStayParamsSchema, body: AdminRoomCreateSchema, response: { 200: AdminRoomCreatedResponseSchema } } },
    async (request) => ({ data: await adminStays.addRoom(app.db, auditActorOf(request), request.params.goodsNo, request.body) }),
  );
  app.patch(
    `/${apiPaths.admin.stayRoom.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '객실 수정', ...operator, params: AdminRoomParamsSchema, body: AdminRoomPatchSchema, response: { 200: AdminRoomResponseSchema } } },
    async (request) => ({ data: await adminStays.patchRoom(app.db, auditActorOf(request), request.params.goodsNo, request.params.roomId, request.body) }),
  );
}
