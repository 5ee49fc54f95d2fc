import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BookingStateResponseSchema,
  BookNoParamsSchema,
  CancelBookingResponseSchema,
  PartnerCancelRequestSchema,
  PartnerBookingListQuerySchema,
  PartnerBookingPageResponseSchema,
  PartnerDeclineRequestSchema,
} from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import { signedInCaller, type RouteAccess } from '../../platform/access.ts';
import { auditActorOf } from '../../platform/audit.ts';
import * as partnerBookings from './partner-bookings.service.ts';

const partner = { security: [{ bearer: [] }] };
const tags = ['partner'];
/** Partners only, on bookings of their own products: the service reads only the caller's (else 404). */
const ownBookings: RouteAccess = { audience: 'partner', owner: 'caller' };

/** The partner's bookings and the answers to requests (issue 9 "Partner side"). */
export default async function partnerBookingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.partner.bookings.pattern}`,
    { config: { access: ownBookings }, schema: { tags, summary: '파트너 예약 목록', ...partner, querystring: PartnerBookingListQuerySchema, response: { 200: PartnerBookingPageResponseSchema } } },
    async (request) => ({ data: await partnerBookings.listPartnerBookings(app.db, signedInCaller(request).id, request.query) }),
  );

  app.post(
    `/${apiPaths.partner.accept.pattern}`,
    { config: { access: ownBookings }, schema: { tags, summary: '예약 요청 수락', ...partner, params: BookNoParamsSchema, response: { 200: BookingStateResponseSchema } } },
    async (request) => ({ data: await partnerBookings.acceptBooking(app.db, auditActorOf(request), request.params.bookNo) }),
  );

  app.post(
    `/${apiPaths.partner.decline.pattern}`,
    {
      config: { access: ownBookings },
      schema: { tags, summary: '예약 요청 거절', ...partner, params: BookNoParamsSchema, body: PartnerDeclineRequestSchema, response: { 200: BookingStateResponseSchema } },
    },
    async (request) => ({ data: await partnerBookings.declineBooking(app.db, auditActorOf(request), request.params.bookNo, request.body.reason) }),
  );

  app.post(
    `/${apiPaths.partner.noShow.pattern}`,
    { config: { access: ownBookings }, schema: { tags, summary: '노쇼 처리', ...partner, params: BookNoParamsSchema, response: { 200: BookingStateResponseSchema } } },
    async (request) => ({ data: await partnerBookings.markNoShow(app.db, auditActorOf(request), request.params.bookNo) }),
  );

  app.post(
    `/${apiPaths.partner.cancel.pattern}`,
    {
      config: { access: ownBookings },
      schema: { tags, summary: '확정된 예약 취소 (전액 환불)', ...partner, params: BookNoParamsSchema, body: PartnerCancelRequestSchema, response: { 200: CancelBookingResponseSchema } },
    },
    async (request) => ({ data: await partnerBookings.cancelByPartner(app.db, app.jobs, auditActorOf(request), request.params.bookNo, request.body.reason) }),
  );
}
