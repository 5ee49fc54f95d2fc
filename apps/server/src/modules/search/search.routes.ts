import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '@minda/contracts/paths';
import {
  HotelSuggestionsResponseSchema,
  StaySuggestionsResponseSchema,
  SuggestionQuerySchema,
  TourSuggestionsResponseSchema,
  TotalSearchQuerySchema,
  TotalSearchResponseSchema,
} from '@minda/contracts/search';
import { access, callerOf } from '../../platform/access.ts';
import { suggestHotels, suggestStays, suggestTours } from './search.service.ts';
import { totalSearch } from './total-search.service.ts';

/** The search widget's suggestions (spec 1 §7) and the site-wide keyword search. */
export default async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `/${apiPaths.search.citiesAndStays.pattern}`,
    { config: { access: access.public }, schema: { tags: ['search'], summary: '검색어 제안: 도시와 민박', querystring: SuggestionQuerySchema, response: { 200: StaySuggestionsResponseSchema } } },
    async (request) => ({ data: await suggestStays(app.db, request.query.searchInput) }),
  );
  app.get(
    `/${apiPaths.search.citiesAndTourTickets.pattern}`,
    { config: { access: access.public }, schema: { tags: ['search'], summary: '검색어 제안: 도시, 투어·티켓, 테마별 도시', querystring: SuggestionQuerySchema, response: { 200: TourSuggestionsResponseSchema } } },
    async (request) => ({ data: await suggestTours(app.db, request.query.searchInput) }),
  );
  app.get(
    `/${apiPaths.search.citiesAndHotels.pattern}`,
    { config: { access: access.public }, schema: { tags: ['search'], summary: '검색어 제안: 도시, 지역, 명소, 호텔', querystring: SuggestionQuerySchema, response: { 200: HotelSuggestionsResponseSchema } } },
    async (request) => ({ data: await suggestHotels(app.db, request.query.searchInput) }),
  );
  app.get(
    `/${apiPaths.search.total.pattern}`,
    { config: { access: access.public }, schema: { tags: ['search'], summary: '통합 검색 (민박, 투어·티켓, 호텔)', querystring: TotalSearchQuerySchema, response: { 200: TotalSearchResponseSchema } } },
    async (request) => ({ data: await totalSearch(app.db, callerOf(request), request.query) }),
  );
}
