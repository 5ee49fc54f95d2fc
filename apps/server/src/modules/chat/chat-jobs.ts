import type { FastifyInstance } from 'fastify';
import { purgeExpired } from './chat.service.ts';

export const CHAT_PURGE_JOB = 'chat.purge-expired';

/** Once a day: conversations quiet for longer than the retention go, with their images (spec 2 §9). */
export function registerChatJobs(app: FastifyInstance): void {
  app.jobs.define(
    CHAT_PURGE_JOB,
    async (_payload, { db, now }) => {
      const purged = await purgeExpired(db, (key) => app.storage.store.delete({ visibility: 'private', key }), now);
      if (purged > 0) app.log.info({ purged }, 'chat: expired conversations purged');
    },
    { everySeconds: 24 * 60 * 60 },
  );
}
