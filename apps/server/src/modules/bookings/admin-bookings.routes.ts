import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminBookingDetailResponseSchema,
  AdminBookingListQuerySchema,
  AdminBookingPageResponseSchema,
  AdminCancelQuerySchema,
  AdminMemoRequestSchema,
  AdminMemoResponseSchema,
  AdminRefundActionSchema,
  AdminRefundListQuerySchema,
  AdminRefundPageResponseSchema,
  AdminRefundParamsSchema,
  AdminRefundResponseSchema,
} from '@minda/contracts/admin-bookings';
import { AuditTimelineResponseSchema } from '@minda/contracts/admin-audit';
import { BookNoParamsSchema, CancelBookingResponseSchema } from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import type { Config } from '../../config.ts';
import { operatorAccess } from '../../platform/access.ts';
import { auditActorOf } from '../../platform/audit.ts';
import { idempotentTransaction } from '../../platform/idempotency.ts';
import { sendSheet } from '../../platform/spreadsheet.ts';
import * as admin from './admin-bookings.service.ts';

const operator = { security: [{ bearer: [] }] };
const tags = ['admin'];
// Operators see every booking, so there is no owner to check: the role's permission decides.
const readBookings = operatorAccess('bookings.read');
const changeBookings = operatorAccess('bookings.write');
const manageRefunds = operatorAccess('refunds.manage');

/** The back office's bookings and refunds (spec 2 §7.10 "Bookings", "Refunds"). */
export default async function adminBookingsRoutes(fastify: FastifyInstance, { config }: { config: Config }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.admin.bookings.pattern}`,
    { config: { access: readBookings }, schema: { tags, summary: '전체 예약 목록 (필터, 페이지)', ...operator, querystring: AdminBookingListQuerySchema, response: { 200: AdminBookingPageResponseSchema } } },
    async (request) => ({ data: await admin.listAdminBookings(app.db, request.query) }),
  );

  app.get(
    `/${apiPaths.admin.bookingsXls.pattern}`,
    {
      // A plain download link: the browser sends the session cookie, not a bearer token (platform/auth.ts).
      config: { access: readBookings, sessionCookie: true },
      schema: { tags, summary: '예약 목록 엑셀 다운로드 (.xlsx, 목록과 같은 조건)', ...operator, querystring: AdminBookingListQuerySchema },
    },
    async (request, reply) => sendSheet(reply, admin.adminBookingsWorkbook(app.db, request.query, config.siteTimeZone), '예약목록'),
  );

  app.get(
    `/${apiPaths.admin.booking.pattern}`,
    { config: { access: readBookings }, schema: { tags, summary: '예약 상세 (결제, 환불, 이력, 메모)', ...operator, params: BookNoParamsSchema, response: { 200: AdminBookingDetailResponseSchema } } },
    async (request) => ({ data: await admin.adminBookingDetail(app.db, request.params.bookNo) }),
  );

  app.get(
    `/${apiPaths.admin.bookingAudit.pattern}`,
    { config: { access: readBookings }, schema: { tags, summary: '예약 변경 이력 (오래된 것부터)', ...operator, params: BookNoParamsSchema, response: { 200: AuditTimelineResponseSchema } } },
    async (request) => ({ data: await admin.bookingAuditTimeline(app.db, request.params.bookNo) }),
  );

  app.delete(
    `/${apiPaths.admin.booking.pattern}`,
    {
      config: { access: changeBookings, idempotency: 'optional' },
      schema: {
        tags,
        summary: '운영자 취소 (-99, 결제액 전액 환불)',
        ...operator,
        params: BookNoParamsSchema,
        querystring: AdminCancelQuerySchema,
        response: { 200: CancelBookingResponseSchema },
      },
    },
    async (request) => ({
      data: await admin.cancelByOperator(idempotentTransaction(request), app.jobs, auditActorOf(request), request.params.bookNo, request.query.reason),
    }),
  );

  app.post(
    `/${apiPaths.admin.memo.pattern}`,
    {
      config: { access: changeBookings, idempotency: 'optional' },
      schema: { tags, summary: '예약 메모 남기기', ...operator, params: BookNoParamsSchema, body: AdminMemoRequestSchema, response: { 200: AdminMemoResponseSchema } },
    },
    async (request) => ({ data: await admin.addMemo(idempotentTransaction(request), auditActorOf(request), request.params.bookNo, request.body.body) }),
  );

  app.get(
    `/${apiPaths.admin.refunds.pattern}`,
    { config: { access: manageRefunds }, schema: { tags, summary: '환불 목록 (실패 먼저)', ...operator, querystring: AdminRefundListQuerySchema, response: { 200: AdminRefundPageResponseSchema } } },
    async (request) => ({ data: await admin.listRefunds(app.db, request.query) }),
  );

  app.patch(
    `/${apiPaths.admin.refund.pattern}`,
    {
      config: { access: manageRefunds, idempotency: 'optional' },
      schema: { tags, summary: '실패한 환불 재시도 또는 수동 완료', ...operator, params: AdminRefundParamsSchema, body: AdminRefundActionSchema, response: { 200: AdminRefundResponseSchema } },
    },
    async (request) => ({ data: await admin.actOnRefund(idempotentTransaction(request), app.jobs, auditActorOf(request), request.params.id, request.body) }),
  );
}
