import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UNATTACHED_UPLOAD_HOURS } from '../../platform/storage.ts';
import { deleteUnattachedPhotos } from './review-writing.repository.ts';

export const REVIEW_PHOTO_PURGE_JOB = 'reviews.photo-purge';

/** Hourly: removes the rows and stored files of photos no review holds (never took, or let go on an edit) after UNATTACHED_UPLOAD_HOURS (decision 027). */
async function reviewJobs(app: FastifyInstance) {
  app.jobs.define(
    REVIEW_PHOTO_PURGE_JOB,
    async (_payload, { db, now }) => {
      const keys = await deleteUnattachedPhotos(db, new Date(now.getTime() - UNATTACHED_UPLOAD_HOURS * 3_600_000));
      for (const key of keys) await app.storage.store.delete({ visibility: 'public', key });
    },
    { everySeconds: 60 * 60 },
  );
}

export default fp(reviewJobs, { name: 'review-jobs', dependencies: ['jobs', 'storage'] });
