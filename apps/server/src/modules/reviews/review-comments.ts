import type { Database } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './review-lists.repository.ts';
import { withRepliesAndPhotos } from './review-view.ts';

/**
 * Replies under reviews and the lists over several products (spec 2 §7.3, decision 027). Who may reply on
 * `reviews/{id}/comments`: the review's author and the partner of its product (a conversation between the
 * two); the manager routes are the partner's alone. A reply is deleted only by whoever wrote it.
 */

export const COMMENT_TEXTS = {
  reviewNotFound: '후기를 찾을 수 없습니다.',
  commentNotFound: '댓글을 찾을 수 없습니다.',
  notAParty: '후기 작성자와 숙소·상품의 파트너만 댓글을 쓸 수 있습니다.',
  notTheWriter: '본인이 쓴 댓글만 삭제할 수 있습니다.',
} as const;

type CommentOut = { id: number; reviewId: number; nickName: string; isPartner: boolean; content: string; createdAt: string };

async function parties(db: Database, reviewId: number) {
  const review = await repo.findReviewParties(db, reviewId);
  if (!review) throw notFound(COMMENT_TEXTS.reviewNotFound);
  return review;
}

/** The owner resolver of the manager routes: the partner of the review's product (null when none). */
export async function reviewPartnerOf(db: Database, reviewId: number): Promise<number | null> {
  return (await repo.findReviewParties(db, reviewId))?.partnerId ?? null;
}

async function shown(db: Database, reviewId: number, commentId: number, partnerId: number | null): Promise<CommentOut> {
  const c = await repo.findComment(db, reviewId, commentId);
  if (!c) throw notFound(COMMENT_TEXTS.commentNotFound);
  return { id: c.id, reviewId: c.reviewId, nickName: c.nickName, isPartner: c.userId === partnerId, content: c.content, createdAt: c.createdAt.toISOString() };
}

/** Who writes or removes a reply: their account, and as the audit log names them when they are a partner or an operator. */
export type Commenter = { id: number; actor: AuditActor | null };

/** `POST reviews/{id}/comments` (author or partner) and `POST reviews/manager/{id}/comments` (partner, checked by access). */
export async function addComment(db: Database, caller: Commenter, reviewId: number, content: string, now: Date = new Date()): Promise<CommentOut> {
  const review = await parties(db, reviewId);
  if (caller.id !== review.authorId && caller.id !== review.partnerId) throw new AppError(403, 'FORBIDDEN', COMMENT_TEXTS.notAParty);
  const comment = await db.transaction(async (tx) => {
    const inserted = await repo.insertComment(tx, { reviewId, userId: caller.id, content, createdAt: now });
    if (caller.actor && caller.id === review.partnerId) {
      await recordAudit(tx, caller.actor, { action: 'review.reply', target: { type: 'review', id: reviewId }, after: { reply: content }, metadata: { commentId: inserted.id } });
    }
    return inserted;
  });
  return shown(db, reviewId, comment.id, review.partnerId);
}

/** `GET reviews/{id}/comments/{commentId}`: one reply of a published review. */
export async function getComment(db: Database, reviewId: number, commentId: number): Promise<CommentOut> {
  const review = await parties(db, reviewId);
  return shown(db, reviewId, commentId, review.partnerId);
}

/** `DELETE reviews/{id}/comments/{commentId}` and the manager's: only the reply's writer. */
export async function removeComment(db: Database, caller: Commenter, reviewId: number, commentId: number): Promise<{ id: number }> {
  const review = await parties(db, reviewId);
  const comment = await repo.findComment(db, reviewId, commentId);
  if (!comment) throw notFound(COMMENT_TEXTS.commentNotFound);
  if (comment.userId !== caller.id) throw new AppError(403, 'FORBIDDEN', COMMENT_TEXTS.notTheWriter);
  await db.transaction(async (tx) => {
    await repo.deleteComment(tx, commentId);
    if (caller.actor && caller.id === review.partnerId) {
      await recordAudit(tx, caller.actor, { action: 'review.reply_delete', target: { type: 'review', id: reviewId }, before: { reply: comment.content }, metadata: { commentId } });
    }
  });
  return { id: commentId };
}

type PageQuery = { page: number; size: number };

async function toPage<R extends Parameters<typeof withRepliesAndPhotos>[1][number]>(db: Database, result: { rows: R[]; total: number }, query: PageQuery) {
  const content = await withRepliesAndPhotos(db, result.rows);
  const totalPages = Math.ceil(result.total / query.size);
  return { content, number: query.page, size: query.size, totalElements: result.total, totalPages, last: query.page >= totalPages - 1 };
}

const window = (query: PageQuery) => ({ offset: query.page * query.size, limit: query.size });
const withoutReplied = <R extends { replied: boolean }>(rows: R[]) => rows.map(({ replied: _replied, ...rest }) => rest);

/** `GET stay/reviews/supplier/{id}`: the reviews of every stay of one partner, newest first. */
export async function supplierReviews(db: Database, partnerId: number, query: PageQuery) {
  const result = await repo.findSupplierStayReviews(db, partnerId, window(query));
  return toPage(db, { rows: withoutReplied(result.rows), total: result.total }, query);
}

/** `GET stay/reviews/minda`: the reviews of the MINDA Only stays, newest first. */
export async function mindaOnlyReviews(db: Database, query: PageQuery) {
  const result = await repo.findMindaOnlyReviews(db, window(query));
  return toPage(db, { rows: withoutReplied(result.rows), total: result.total }, query);
}

/** `GET reviews/manager`: the partner's reviews with whether they replied, newest first. */
export async function managerReviews(db: Database, partnerId: number, query: PageQuery & { replied?: boolean | undefined }) {
  const result = await repo.findManagerReviews(db, partnerId, query.replied, window(query));
  return toPage(db, result, query);
}
