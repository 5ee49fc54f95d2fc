import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UNATTACHED_UPLOAD_HOURS } from '../../platform/storage.ts';
import { deleteUnattachedUploads } from './inquiries.service.ts';

export const INQUIRY_FILE_PURGE_JOB = 'mypage.inquiry-file-purge';

/** Hourly: a file uploaded for a 1:1 inquiry that was never sent is removed, row and stored file (decision 029). */
async function mypageJobs(app: FastifyInstance) {
  app.jobs.define(
    INQUIRY_FILE_PURGE_JOB,
    async (_payload, { db, now }) => {
      const keys = await deleteUnattachedUploads(db, new Date(now.getTime() - UNATTACHED_UPLOAD_HOURS * 3_600_000));
      for (const key of keys) await app.storage.store.delete({ visibility: 'private', key });
    },
    { everySeconds: 60 * 60 },
  );
}

export default fp(mypageJobs, { name: 'mypage-jobs', dependencies: ['jobs', 'storage'] });
