import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BookingDetailResponseSchema,
  BookingListQuerySchema,
  BookingPageResponseSchema,
  BookNoParamsSchema,
  PreBookingResponseSchema,
  PreCheckResponseSchema,
  ReservationCountResponseSchema,
  ReservationListResponseSchema,
  ReservationRateListResponseSchema,
  StayPreBookingRequestSchema,
  StayPreCheckRequestSchema,
  V2PreBookingRequestSchema,
  V2PreCheckRequestSchema,
  V2PreCheckResponseSchema,
} from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import { access, signedInCaller } from '../../platform/access.ts';
import { idempotentTransaction } from '../../platform/idempotency.ts';
import * as bookings from './bookings.service.ts';
import * as reservations from './member-reservations.service.ts';

const member = { security: [{ bearer: [] }] };
const tags = ['bookings'];

/** Quotes, pre-bookings and the member's bookings (spec 2 §7.2); payment, PUT and DELETE are the payments side's. */
export default async function bookingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    `/${apiPaths.bookings.preCheck.pattern}`,
    { config: { access: access.public }, schema: { tags, summary: '숙소 예약 가능 여부와 요금 확인(보류 없음)', body: StayPreCheckRequestSchema, response: { 200: PreCheckResponseSchema } } },
    async (request) => ({ data: await bookings.preCheckStay(app.db, request.body) }),
  );

  app.post(
    `/${apiPaths.bookings.preBookings.pattern}`,
    {
      config: { access: access.ownData, idempotency: 'required' },
      schema: { tags, summary: '숙소 가예약(객실 보류)', ...member, body: StayPreBookingRequestSchema, response: { 200: PreBookingResponseSchema } },
    },
    async (request) => ({ data: await bookings.preBookStay(idempotentTransaction(request), signedInCaller(request).id, request.body) }),
  );

  app.post(
    `/${apiPaths.bookings.v2PreCheck.pattern}`,
    { config: { access: access.public }, schema: { tags, summary: '호텔·투어 예약 가능 여부와 요금 확인(보류 없음)', body: V2PreCheckRequestSchema, response: { 200: V2PreCheckResponseSchema } } },
    async (request) => ({ data: await bookings.preCheckLine(app.db, request.body) }),
  );

  app.post(
    `/${apiPaths.bookings.v2PreBookings.pattern}`,
    {
      config: { access: access.ownData, idempotency: 'required' },
      schema: { tags, summary: '호텔·투어 가예약(객실·좌석 보류)', ...member, body: V2PreBookingRequestSchema, response: { 200: PreBookingResponseSchema } },
    },
    async (request) => ({ data: await bookings.preBookLine(idempotentTransaction(request), signedInCaller(request).id, request.body) }),
  );

  app.get(
    `/${apiPaths.bookings.list.pattern}`,
    { config: { access: access.ownData }, schema: { tags, summary: '내 예약 목록', ...member, querystring: BookingListQuerySchema, response: { 200: BookingPageResponseSchema } } },
    async (request) => ({ data: await bookings.listBookings(app.db, signedInCaller(request).id, request.query) }),
  );

  app.get(
    `/${apiPaths.bookings.booking.pattern}`,
    { config: { access: access.ownData }, schema: { tags, summary: '내 예약 상세', ...member, params: BookNoParamsSchema, response: { 200: BookingDetailResponseSchema } } },
    async (request) => ({ data: await bookings.bookingDetail(app.db, signedInCaller(request).id, request.params.bookNo) }),
  );

  const mypage = (summary: string) => ({ tags: ['mypage'], summary, ...member });
  app.get(
    `/${apiPaths.mypage.reservationCount.pattern}`,
    { config: { access: access.ownData }, schema: { ...mypage('예약 건수(예약 배지)'), response: { 200: ReservationCountResponseSchema } } },
    async (request) => ({ data: await reservations.reservationCount(app.db, signedInCaller(request).id) }),
  );
  app.get(
    `/${apiPaths.mypage.reservationCurrent.pattern}`,
    { config: { access: access.ownData }, schema: { ...mypage('예정된 예약'), response: { 200: ReservationListResponseSchema } } },
    async (request) => ({ data: await reservations.currentReservations(app.db, signedInCaller(request).id) }),
  );
  app.get(
    `/${apiPaths.mypage.reservationPast.pattern}`,
    { config: { access: access.ownData }, schema: { ...mypage('지난 예약'), response: { 200: ReservationListResponseSchema } } },
    async (request) => ({ data: await reservations.pastReservations(app.db, signedInCaller(request).id) }),
  );
  app.get(
    `/${apiPaths.mypage.reservationRefund.pattern}`,
    { config: { access: access.ownData }, schema: { ...mypage('환불 예약'), response: { 200: ReservationListResponseSchema } } },
    async (request) => ({ data: await reservations.refundReservations(app.db, signedInCaller(request).id) }),
  );
  app.get(
    `/${apiPaths.mypage.reservationMyRate.pattern}`,
    { config: { access: access.ownData }, schema: { ...mypage('후기를 쓸 수 있는 예약'), response: { 200: ReservationRateListResponseSchema } } },
    async (request) => ({ data: await reservations.rateReservations(app.db, signedInCaller(request).id, new Date()) }),
  );
}
