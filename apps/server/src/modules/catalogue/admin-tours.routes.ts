import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditTimelineResponseSchema } from '@minda/contracts/admin-audit';
import { ProductStatusChangeSchema } from '@minda/contracts/admin-publishing';
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
import { operatorAccess } from '../../platform/access.ts';
import { auditActorOf } from '../../platform/audit.ts';
import { auditTimeline } from '../audit/audit.service.ts';
import * as adminTours from './admin-tours.service.ts';
import { photoRoutes } from './photo-routes.ts';

const operator = { security: [{ bearer: [] }] };
const tags = ['admin'];
const catalogue = operatorAccess('catalogue.write');

/** The operator's tours and tickets (issue 57; paths in docs/api-notes.md "Back office: tours"): items, options, photos. */
export default async function adminTourRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.admin.tours.pattern}`,
    { config: { access: catalogue }, schema: { tags, summary: '투어·티켓 목록 (상태, 유형, 도시, 파트너, 검색, 정렬)', ...operator, querystring: AdminTourListQuerySchema, response: { 200: AdminTourPageResponseSchema } } },
    async (request) => ({ data: await adminTours.listAdminTours(app.db, request.query) }),
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
