import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MemberReviewSummaryResponseSchema } from '@minda/contracts/members';
import { apiPaths } from '@minda/contracts/paths';
import { access, signedInCaller } from '../../platform/access.ts';
import * as members from './members.service.ts';

const member = { security: [{ bearer: [] }] };

/** The logged-in member's own summaries. */
export default async function membersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.members.reviewSummary.pattern}`,
    { config: { access: access.ownData }, schema: { tags: ['members'], summary: '작성 가능한 후기 요약', ...member, response: { 200: MemberReviewSummaryResponseSchema } } },
    async (request) => ({ data: await members.reviewSummary(app.db, signedInCaller(request).id) }),
  );
}
