import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expirePoints } from './points-ledger.ts';

/** Expired batches lose their unspent rest at most this late (the balance never counts them meanwhile). */
export const POINTS_EXPIRY_SWEEP_SECONDS = 60 * 60;
export const POINTS_EXPIRY_JOB = 'points.expiry';

/** The points expiry sweep as a scheduled job (platform/jobs.ts): writes `expire` rows, decision 028. */
async function pointsJobs(app: FastifyInstance) {
  app.jobs.define(POINTS_EXPIRY_JOB, async (_payload, { db, now }) => void (await expirePoints(db, now)), { everySeconds: POINTS_EXPIRY_SWEEP_SECONDS });
}

export default fp(pointsJobs, { name: 'points-jobs', dependencies: ['jobs'] });
