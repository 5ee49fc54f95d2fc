import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CitySearchLogResponseSchema, CitySearchLogSchema } from '@minda/contracts/search';
import { apiPaths } from '@minda/contracts/paths';
import { access, callerOf } from '../../platform/access.ts';
import { recordCitySearch, type CitySearchKind } from './city-search-log.service.ts';

const routes: { path: string; kind: CitySearchKind; summary: string }[] = [
  { path: apiPaths.search.stayCityLog.pattern, kind: 'stay', summary: '한인민박 도시 검색 기록' },
  { path: apiPaths.search.tourCityLog.pattern, kind: 'tour-ticket', summary: '투어·티켓 도시 검색 기록' },
];

/** City-search events of the search widget (spec 1 §7); visitors may send them too (with the XSRF header). */
export default async function citySearchLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const { path, kind, summary } of routes) {
    app.post(
      `/${path}`,
      { config: { access: access.public }, schema: { tags: ['notifications'], summary, body: CitySearchLogSchema, response: { 200: CitySearchLogResponseSchema } } },
      async (request) => {
        recordCitySearch(request.log, kind, request.body, callerOf(request));
        return { data: { ok: true as const } };
      },
    );
  }
}
