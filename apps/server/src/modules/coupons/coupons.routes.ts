import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CouponOffersResponseSchema,
  HotelCouponsResponseSchema,
  InviteResponseSchema,
  IssueCouponRequestSchema,
  IssueCouponResponseSchema,
  MemberCouponListResponseSchema,
} from '@minda/contracts/coupons';
import { apiPaths } from '@minda/contracts/paths';
import { access, signedInCaller } from '../../platform/access.ts';
import { idempotentTransaction } from '../../platform/idempotency.ts';
import { hotelCoupons, issueCoupon, listOffers, memberCouponList } from './coupon-wallet.ts';
import { inviteOf } from './invites.ts';

const tags = ['coupons'];
const member = { security: [{ bearer: [] }] };

/** The coupon page's offers, the member's coupons (spec 2 §7.5) and the invite page's numbers (decision 028). */
export default async function couponsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.coupons.offers.pattern}`,
    { config: { access: access.public }, schema: { tags, summary: '쿠폰 페이지의 받을 수 있는 쿠폰', response: { 200: CouponOffersResponseSchema } } },
    async (request) => ({ data: await listOffers(app.db, request.user?.id ?? null, new Date()) }),
  );

  app.get(
    `/${apiPaths.members.coupons.pattern}`,
    { config: { access: access.ownData }, schema: { tags, summary: '내 쿠폰함', ...member, response: { 200: MemberCouponListResponseSchema } } },
    async (request) => ({ data: await memberCouponList(app.db, signedInCaller(request).id, new Date()) }),
  );

  app.post(
    `/${apiPaths.members.coupons.pattern}`,
    {
      config: { access: access.ownData, idempotency: 'required' },
      schema: { tags, summary: '쿠폰 받기 (쿠폰 페이지)', ...member, body: IssueCouponRequestSchema, response: { 200: IssueCouponResponseSchema } },
    },
    async (request) => ({
      data: await issueCoupon(idempotentTransaction(request), { memberId: signedInCaller(request).id, code: request.body.code, now: new Date(), reason: '쿠폰 페이지', offerOnly: true }),
    }),
  );

  app.get(
    `/${apiPaths.members.hotelCoupons.pattern}`,
    { config: { access: access.ownData }, schema: { tags, summary: '호텔 예약에 쓸 수 있는 내 쿠폰', ...member, response: { 200: HotelCouponsResponseSchema } } },
    async (request) => ({ data: await hotelCoupons(app.db, signedInCaller(request).id, new Date()) }),
  );

  app.get(
    `/${apiPaths.members.invite.pattern}`,
    { config: { access: access.ownData }, schema: { tags, summary: '내 초대 코드와 초대 현황', ...member, response: { 200: InviteResponseSchema } } },
    async (request) => ({ data: await inviteOf(app.db, signedInCaller(request).id) }),
  );
}
