import type { Review } from '@minda/contracts/reviews';
import type { Database } from '../../db/client.ts';
import { findComments, findPhotos } from './reviews.repository.ts';

type ReviewRow = Omit<Review, 'createdAt' | 'comments' | 'photos'> & { createdAt: Date };

/** Reviews as clients read them: each with its photos in order and its replies oldest first. */
export async function withRepliesAndPhotos<R extends ReviewRow>(db: Database, rows: R[]): Promise<(Omit<R, 'createdAt'> & Review)[]> {
  const ids = rows.map((r) => r.id);
  const [comments, photos] = await Promise.all([findComments(db, ids), findPhotos(db, ids)]);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    photos: photos.filter((p) => p.reviewId === r.id).map((p) => ({ id: p.id, url: p.url })),
    comments: comments
      .filter((c) => c.reviewId === r.id)
      .map((c) => ({ id: c.id, nickName: c.nickName, isPartner: c.role !== 'member', content: c.content, createdAt: c.createdAt.toISOString() })),
  }));
}

