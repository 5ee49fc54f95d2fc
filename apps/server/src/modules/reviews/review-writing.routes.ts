import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BookNoParamsSchema } from '@minda/contracts/bookings';
import { dataEnvelope } from '@minda/contracts/envelope';
import { apiPaths } from '@minda/contracts/paths';
import {
  FirstReviewCheckResponseSchema,
  ManagerReviewPageResponseSchema,
  ManagerReviewQuerySchema,
  MyReviewResponseSchema,
  ProductReviewPageResponseSchema,
  ProductReviewQuerySchema,
  ReviewableBookingListResponseSchema,
  ReviewCommentParamsSchema,
  ReviewCommentRequestSchema,
  ReviewCommentResponseSchema,
  ReviewFormContextResponseSchema,
  ReviewIdParamsSchema,
  ReviewParityResponseSchema,
  ReviewPhotoResponseSchema,
  ReviewUpdateRequestSchema,
  ReviewWriteRequestSchema,
  SupplierParamsSchema,
} from '@minda/contracts/reviews';
import { access, signedInCaller, type RouteAccess } from '../../platform/access.ts';
import { backOfficeActorOf } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { idempotentTransaction } from '../../platform/idempotency.ts';
import { uploadRoutes } from '../../platform/storage.ts';
import * as reviews from './reviews.service.ts';

const member = { security: [{ bearer: [] }] };
const tags = ['reviews'];
const IdResponseSchema = dataEnvelope(z.object({ id: z.number().int() }));
const PHOTO_ONLY = '후기 사진은 JPEG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.';
/** Who replies: their account, and the audit log's actor when a partner answers their product's review. */
const commenterOf = (request: FastifyRequest): reviews.Commenter => ({ id: signedInCaller(request).id, actor: backOfficeActorOf(request) });

/**
 * Writing reviews, their photos and replies, the member's reviews to write, and the lists over several
 * products (spec 2 §7.3; decision 027). Author-only routes read only the caller's reviews (someone else's is 404).
 */
export default async function reviewWritingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** Partners on reviews of their own products: the owner is the partner of the review's product. */
  const reviewPartner: RouteAccess = {
    audience: 'partner',
    owner: {
      of: '후기 상품의 파트너',
      ownerOf: async (request) => reviews.reviewPartnerOf(app.db, (request.params as { id: number }).id),
    },
  };
  const ownReviews: RouteAccess = { audience: 'partner', owner: 'caller' };

  app.post(
    `/${apiPaths.reviews.write.pattern}`,
    {
      config: { access: access.ownData, idempotency: 'required' },
      schema: { tags, summary: '후기 쓰기', ...member, body: ReviewWriteRequestSchema, response: { 200: MyReviewResponseSchema } },
    },
    async (request) => ({ data: await reviews.writeReview(idempotentTransaction(request), signedInCaller(request).id, request.body) }),
  );

  app.put(
    `/${apiPaths.reviews.review.pattern}`,
    { config: { access: access.ownData }, schema: { tags, summary: '내 후기 수정', ...member, params: ReviewIdParamsSchema, body: ReviewUpdateRequestSchema, response: { 200: MyReviewResponseSchema } } },
    async (request) => ({
      data: await app.db.transaction((tx) => reviews.updateReview(tx, signedInCaller(request).id, request.params.id, request.body)),
    }),
  );

  app.delete(
    `/${apiPaths.reviews.review.pattern}`,
    { config: { access: access.ownData }, schema: { tags, summary: '내 후기 삭제', ...member, params: ReviewIdParamsSchema, response: { 200: IdResponseSchema } } },
    async (request) => ({ data: await app.db.transaction((tx) => reviews.deleteReview(tx, signedInCaller(request).id, request.params.id)) }),
  );

  app.get(
    `/${apiPaths.reviews.form.pattern}`,
    { config: { access: access.ownData }, schema: { tags, summary: '예약의 후기 작성 정보', ...member, params: BookNoParamsSchema, response: { 200: ReviewFormContextResponseSchema } } },
    async (request) => ({ data: await reviews.reviewForm(app.db, signedInCaller(request).id, request.params.bookNo) }),
  );

  await app.register(
    uploadRoutes(async (uploads) => {
      uploads.withTypeProvider<ZodTypeProvider>().post(
        `/${apiPaths.reviews.photos.pattern}`,
        { config: { access: access.ownData }, schema: { tags, summary: '후기 사진 올리기(multipart: file)', ...member, response: { 200: ReviewPhotoResponseSchema } } },
        async (request) => {
          const file = await app.storage.acceptUpload(request, { area: 'review-photos', visibility: 'public', accept: 'image' }).catch((error: unknown) => {
            if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE') throw new AppError(415, error.code, PHOTO_ONLY);
            throw error;
          });
          return { data: await reviews.saveReviewPhoto(app.db, signedInCaller(request).id, file) };
        },
      );
    }),
  );

  app.get(
    `/${apiPaths.reviews.nonReviewCheck.pattern}`,
    { config: { access: access.ownData }, schema: { tags, summary: '후기를 쓸 수 있는 예약', ...member, response: { 200: ReviewableBookingListResponseSchema } } },
    async (request) => ({ data: await reviews.reviewableBookings(app.db, signedInCaller(request).id) }),
  );
  app.get(
    `/${apiPaths.reviews.firstReviewCheck.pattern}`,
    { config: { access: access.ownData }, schema: { tags, summary: '첫 후기 여부', ...member, response: { 200: FirstReviewCheckResponseSchema } } },
    async (request) => ({ data: await reviews.firstReviewCheck(app.db, signedInCaller(request).id) }),
  );
  app.get(
    `/${apiPaths.reviews.parity.pattern}`,
    { config: { access: access.ownData }, schema: { tags, summary: '작성한 후기와 작성 가능한 후기 수', ...member, response: { 200: ReviewParityResponseSchema } } },
    async (request) => ({ data: await reviews.reviewParity(app.db, signedInCaller(request).id) }),
  );

  app.post(
    `/${apiPaths.reviews.comments.pattern}`,
    {
      config: { access: { audience: 'member' } },
      schema: { tags, summary: '후기 댓글 쓰기(작성자·상품 파트너)', ...member, params: ReviewIdParamsSchema, body: ReviewCommentRequestSchema, response: { 200: ReviewCommentResponseSchema } },
    },
    async (request) => ({ data: await reviews.addComment(app.db, commenterOf(request), request.params.id, request.body.content) }),
  );
  app.get(
    `/${apiPaths.reviews.comment.pattern}`,
    { config: { access: access.public }, schema: { tags, summary: '후기 댓글', params: ReviewCommentParamsSchema, response: { 200: ReviewCommentResponseSchema } } },
    async (request) => ({ data: await reviews.getComment(app.db, request.params.id, request.params.commentId) }),
  );
  app.delete(
    `/${apiPaths.reviews.comment.pattern}`,
    { config: { access: { audience: 'member' } }, schema: { tags, summary: '내 댓글 삭제', ...member, params: ReviewCommentParamsSchema, response: { 200: IdResponseSchema } } },
    async (request) => ({ data: await reviews.removeComment(app.db, commenterOf(request), request.params.id, request.params.commentId) }),
  );

  app.get(
    `/${apiPaths.reviews.manager.pattern}`,
    { config: { access: ownReviews }, schema: { tags, summary: '파트너 상품의 후기(답변 여부)', ...member, querystring: ManagerReviewQuerySchema, response: { 200: ManagerReviewPageResponseSchema } } },
    async (request) => ({ data: await reviews.managerReviews(app.db, signedInCaller(request).id, request.query) }),
  );
  app.post(
    `/${apiPaths.reviews.managerComments.pattern}`,
    {
      config: { access: reviewPartner },
      schema: { tags, summary: '파트너 답변 쓰기', ...member, params: ReviewIdParamsSchema, body: ReviewCommentRequestSchema, response: { 200: ReviewCommentResponseSchema } },
    },
    async (request) => ({ data: await reviews.addComment(app.db, commenterOf(request), request.params.id, request.body.content) }),
  );
  app.delete(
    `/${apiPaths.reviews.managerComment.pattern}`,
    { config: { access: reviewPartner }, schema: { tags, summary: '파트너 답변 삭제', ...member, params: ReviewCommentParamsSchema, response: { 200: IdResponseSchema } } },
    async (request) => ({ data: await reviews.removeComment(app.db, commenterOf(request), request.params.id, request.params.commentId) }),
  );

  app.get(
    `/${apiPaths.reviews.supplier.pattern}`,
    { config: { access: access.public }, schema: { tags, summary: '공급자(파트너) 민박 전체 후기', params: SupplierParamsSchema, querystring: ProductReviewQuerySchema, response: { 200: ProductReviewPageResponseSchema } } },
    async (request) => ({ data: await reviews.supplierReviews(app.db, request.params.id, request.query) }),
  );
  app.get(
    `/${apiPaths.reviews.minda.pattern}`,
    { config: { access: access.public }, schema: { tags, summary: 'MINDA Only 민박 후기', querystring: ProductReviewQuerySchema, response: { 200: ProductReviewPageResponseSchema } } },
    async (request) => ({ data: await reviews.mindaOnlyReviews(app.db, request.query) }),
  );
}
