import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BookNoParamsSchema,
  BookingStateResponseSchema,
  CancelBookingRequestSchema,
  CancelBookingResponseSchema,
  CompleteBookingRequestSchema,
  KcpNotificationQuerySchema,
  KcpNotificationSchema,
  PAYMENT_DEVICES,
  PaymentRegisterRequestSchema,
  PaymentRegisterResponseSchema,
  PaymentReturnSchema,
} from '@minda/contracts/bookings';
import { apiPaths } from '@minda/contracts/paths';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { access, signedInCaller } from '../../platform/access.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { acceptFormBodies } from '../../platform/form-body.ts';
import { idempotentTransaction } from '../../platform/idempotency.ts';
import {
  cancelByGuest,
  completeBookingPayment,
  definePaymentJobs,
  registerBookingPayment,
  takeNotification,
  takeWindowReturn,
  type PaymentDeps,
} from './booking-payments.service.ts';

const member = { security: [{ bearer: [] }] };
/** Called by the provider or by the browser coming back from the provider's window (platform/xsrf.ts). */
const fromProvider = { access: access.public, xsrf: 'exempt' } as const;

/** What KCP expects back from a notification it may stop resending. */
const KCP_NOTIFICATION_RECEIVED = '<html><body><form><input type="hidden" name="result" value="0000"></form></body></html>';

const sameSecret = (given: string | undefined, expected: string | undefined) => {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Payment and cancellation of a booking, the window's return, the provider's notification, their jobs. */
export default async function bookingPaymentsRoutes(fastify: FastifyInstance, opts: { config: Config }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  acceptFormBodies(app);
  const { payments } = opts.config;
  const deps = (db: Database = app.db): PaymentDeps => ({ db, gateway: app.paymentGateway, jobs: app.jobs, publicBaseUrl: payments.publicBaseUrl });

  definePaymentJobs(app.jobs, deps, (orderId, error) => app.log.error({ orderId, err: error }, 'payment inquiry failed'));

  app.post(
    `/${apiPaths.payments.register.pattern}`,
    {
      config: { access: access.ownData },
      schema: { tags: ['payments'], summary: '예약 결제 등록 (결제창 정보)', ...member, body: PaymentRegisterRequestSchema, response: { 200: PaymentRegisterResponseSchema } },
    },
    async (request) => ({ data: await registerBookingPayment(deps(), signedInCaller(request).id, request.body.bookNo, request.body.device) }),
  );

  app.get(
    `/${apiPaths.payments.windowReturn.pattern}`,
    { config: fromProvider, schema: { tags: ['payments'], summary: '결제창 복귀 (테스트 결제, 303)', querystring: PaymentReturnSchema } },
    async (request, reply) => reply.redirect(await takeWindowReturn(app.db, request.query), 303),
  );

  app.post(
    `/${apiPaths.payments.windowReturn.pattern}`,
    {
      config: fromProvider,
      schema: {
        tags: ['payments'],
        summary: '결제창 복귀 (KCP Ret_URL, 303)',
        querystring: z.object({ device: z.enum(PAYMENT_DEVICES).default('pc') }),
        body: PaymentReturnSchema.omit({ device: true }),
      },
    },
    async (request, reply) => reply.redirect(await takeWindowReturn(app.db, { ...request.body, device: request.query.device }), 303),
  );

  app.post(
    `/${apiPaths.payments.notification.pattern}`,
    { config: fromProvider, schema: { tags: ['payments'], summary: 'KCP 결제 통보', querystring: KcpNotificationQuerySchema, body: KcpNotificationSchema } },
    async (request, reply) => {
      if (!sameSecret(request.query.key, payments.notifySecret) || request.body.site_cd !== payments.kcpSiteCd) {
        throw new AppError(401, 'UNAUTHORIZED', '결제사 통보를 확인할 수 없습니다.');
      }
      if (!(await takeNotification(deps(), request.body.order_no))) throw notFound('결제 정보를 찾을 수 없습니다.');
      return reply.type('text/html; charset=utf-8').send(KCP_NOTIFICATION_RECEIVED);
    },
  );

  app.put(
    `/${apiPaths.bookings.booking.pattern}`,
    {
      config: { access: access.ownData },
      schema: {
        tags: ['bookings'],
        summary: '결제로 예약 완료 (결제 승인 후 확정)',
        ...member,
        params: BookNoParamsSchema,
        body: CompleteBookingRequestSchema,
        response: { 200: BookingStateResponseSchema, 202: BookingStateResponseSchema },
      },
    },
    async (request, reply) => {
      const done = await completeBookingPayment(deps(), signedInCaller(request).id, request.params.bookNo, request.body.orderId);
      return reply.status(done.httpStatus).send({ data: done.state });
    },
  );

  app.delete(
    `/${apiPaths.bookings.booking.pattern}`,
    {
      config: { access: access.ownData, idempotency: 'optional' },
      schema: { tags: ['bookings'], summary: '예약 취소 (환불 규정에 따른 환불)', ...member, params: BookNoParamsSchema, body: CancelBookingRequestSchema.nullish(), response: { 200: CancelBookingResponseSchema } },
    },
    async (request) => ({
      data: await cancelByGuest(idempotentTransaction(request), app.jobs, signedInCaller(request).id, request.params.bookNo, request.body?.reason ?? null),
    }),
  );
}
