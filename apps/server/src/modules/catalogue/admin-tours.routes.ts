import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditTimelineResponseSchema } from '@minda/contracts/admin-audit';
import { ProductBulkStatusResponseSchema, ProductBulkStatusSchema, ProductStatusChangeSchema } from '@minda/contracts/admin-publishing';
import {
  AdminTourCreatedResponseSchema,
  AdminTourCreateSchema,
  AdminTourListQuerySchema,
  AdminTourOptionCreatedResponseSchema,
  AdminTourOptionCreateSchema,
  AdminTourOptionParamsSchema,
  AdminTourOptionPatchSchema,
  AdminTourOptionResponseSchema,
  AdminTourPageResponseSchema,
  AdminTourParamsSchema,
  AdminTourPatchSchema,
  AdminTourPhotoParamsSchema,
  AdminTourResponseSchema,
} from '@minda/contracts/admin-tours';
import { apiPaths } from '@minda/contracts/paths';
import type { Config } from '../../config.ts';
import { operatorAccess } from '../../platform/access.ts';
import { auditActorOf } from '../../platform/audit.ts';
import { sendSheet } from '../../platform/spreadsheet.ts';
import { auditTimeline } from '../audit/audit.service.ts';
import * as adminTours from './admin-tours.service.ts';
import { photoRoutes } from './photo-routes.ts';

const operator = { security: [{ bearer: [] }] };
const tags = ['admin'];
const catalogue = operatorAccess('catalogue.write');

/** The operator's tours and tickets (issue 57; paths in docs/api-notes.md "Back office: tours"): items, options, photos. */
export default async function adminTourRoutes(fastify: FastifyInstance, { config }: { config: Config }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.admin.tours.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '투어·티켓 목록 (상태, 유형, 도시, 파트너, 검색, 정렬)', ...operator, querystring: AdminTourListQuerySchema, response: { 200: AdminTourPageResponseSchema } } },
    async (request) => ({ data: await adminTours.listAdminTours(app.db, request.query) }),
  );
  app.get(
    `/${apiPaths.admin.toursXls.pattern}`,
    // A plain download link: the browser sends the session cookie, not a bearer token (platform/auth.ts).
    { config: { access: catalogue, sessionCookie: true }, schema: { tags, summary: '투어·티켓 목록 엑셀 다운로드 (.xlsx, 목록과 같은 조건)', ...operator, querystring: AdminTourListQuerySchema.omit({ page: true }) } },
    async (request, reply) => sendSheet(reply, adminTours.adminToursWorkbook(app.db, request.query, config.siteTimeZone), '투어티켓목록'),
  );
  app.patch(
    `/${apiPaths.admin.toursStatus.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '투어·티켓 여러 개 판매 시작·중지 (모두 바뀌거나 하나도 안 바뀜)', ...operator, body: ProductBulkStatusSchema, response: { 200: ProductBulkStatusResponseSchema } } },
    async (request) => ({ data: await adminTours.changeToursStatus(app.db, auditActorOf(request), request.body) }),
  );
  app.post(
    `/${apiPaths.admin.tours.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '투어·티켓 등록 (작성 중 상태로)', ...operator, body: AdminTourCreateSchema, response: { 200: AdminTourCreatedResponseSchema } } },
    async (request) => ({ data: await adminTours.createTour(app.db, auditActorOf(request), request.body) }),
  );
  app.get(
    `/${apiPaths.admin.tour.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '투어·티켓 상세 (옵션, 사진 포함)', ...operator, params: AdminTourParamsSchema, response: { 200: AdminTourResponseSchema } } },
    async (request) => ({ data: await adminTours.adminTour(app.db, request.params.itemNo) }),
  );
  app.patch(
    `/${apiPaths.admin.tour.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '투어·티켓 정보 수정', ...operator, params: AdminTourParamsSchema, body: AdminTourPatchSchema, response: { 200: AdminTourResponseSchema } } },
    async (request) => ({ data: await adminTours.patchTour(app.db, auditActorOf(request), request.params.itemNo, request.body) }),
  );
  app.patch(
    `/${apiPaths.admin.tourStatus.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '투어·티켓 판매 시작·중지 (중지는 사유)', ...operator, params: AdminTourParamsSchema, body: ProductStatusChangeSchema, response: { 200: AdminTourResponseSchema } } },
    async (request) => ({ data: await adminTours.changeTourStatus(app.db, auditActorOf(request), request.params.itemNo, request.body) }),
  );
  app.get(
    `/${apiPaths.admin.tourAudit.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '투어·티켓 변경 이력 (옵션 포함, 오래된 것부터)', ...operator, params: AdminTourParamsSchema, response: { 200: AuditTimelineResponseSchema } } },
    async (request) => {
      await adminTours.adminTour(app.db, request.params.itemNo);
      return { data: await auditTimeline(app.db, 'tour', request.params.itemNo) };
    },
  );
  await photoRoutes(app, {
    key: 'itemNo',
    paths: { photos: apiPaths.admin.tourPhotos, photo: apiPaths.admin.tourPhoto },
    params: AdminTourParamsSchema,
    photoParams: AdminTourPhotoParamsSchema,
    shelf: adminTours.tourShelf,
    exists: (itemNo) => adminTours.adminTour(app.db, itemNo),
    label: '투어·티켓',
  });
  app.post(
    `/${apiPaths.admin.tourOptions.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '옵션 등록 (1인 요금, 하루 판매 수량)', ...operator, params: AdminTourParamsSchema, body: AdminTourOptionCreateSchema, response: { 200: AdminTourOptionCreatedResponseSchema } } },
    async (request) => ({ data: await adminTours.addOption(app.db, auditActorOf(request), request.params.itemNo, request.body) }),
  );
  app.patch(
    `/${apiPaths.admin.tourOption.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '옵션 수정', ...operator, params: AdminTourOptionParamsSchema, body: AdminTourOptionPatchSchema, response: { 200: AdminTourOptionResponseSchema } } },
    async (request) => ({ data: await adminTours.patchOption(app.db, auditActorOf(request), request.params.itemNo, request.params.optionId, request.body) }),
  );
}
