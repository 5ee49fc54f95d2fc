import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeUnattachedUploads } from '../../platform/storage.ts';
import { deleteUnattachedUploads } from './inquiries.service.ts';

export const INQUIRY_FILE_PURGE_JOB = 'mypage.inquiry-file-purge';

/** Hourly: a file uploaded for a 1:1 inquiry that was never sent is removed after a day, row and stored file (decision 029). */
async function mypageJobs(app: FastifyInstance) {
  purgeUnattachedUploads(app, INQUIRY_FILE_PURGE_JOB, 'private', deleteUnattachedUploads);
}

export default fp(mypageJobs, { name: 'mypage-jobs', dependencies: ['jobs', 'storage'] });
