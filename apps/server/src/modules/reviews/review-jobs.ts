import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeUnattachedUploads } from '../../platform/storage.ts';
import { deleteUnattachedPhotos } from './review-writing.repository.ts';

export const REVIEW_PHOTO_PURGE_JOB = 'reviews.photo-purge';

/** Hourly: removes the rows and stored files of photos no review holds (never took, or let go on an edit) after a day (decision 027). */
async function reviewJobs(app: FastifyInstance) {
  purgeUnattachedUploads(app, REVIEW_PHOTO_PURGE_JOB, 'public', deleteUnattachedPhotos);
}

export default fp(reviewJobs, { name: 'review-jobs', dependencies: ['jobs', 'storage'] });
