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
import { listenTo } from '../../platform/db-notifications.ts';
import { cacheTags, type PublicCacheRoute } from '../../platform/public-cache.ts';
import type { CityLine, SearchKind } from './search.repository.ts';
import { SUGGESTED_KINDS, suggestHotels, suggestStays, suggestTours } from './search.service.ts';
import { TOTAL_SEARCH_KINDS } from './total-search.repository.ts';
import { totalSearch } from './total-search.service.ts';

/** The tag of the cached suggestions that list a kind of search_terms. */
const searchTag = (kind: SearchKind) => cacheTags.search(kind);
const ALL_SEARCH_TAGS = [...new Set(Object.values(SUGGESTED_KINDS).flatMap((kinds) => kinds.map(([kind]) => searchTag(kind))))];

/**
 * A line's suggestions are public and the same for everyone: cached (decision 009, amendment), dropped when the
 * database announces a change of a kind they list (migration search-changed: any writer, at its commit).
 */
const cachedSuggestions = (line: CityLine): PublicCacheRoute => ({ tags: SUGGESTED_KINDS[line].map(([kind]) => searchTag(kind)), typedKeys: true });

/**
 * The keyword search is public and the same for everyone but the hearts (overlaid): cached by what people type.
 * It matches names and cities (dropped when the database announces a change of those kinds, by any writer), and
 * ranks and counts by every product's grade and review count (dropped with a change to any product of a line,
 * as a review or a wish names it). Prices, pictures and the like change only outside the services: the TTL.
 */
const CACHED_TOTAL_SEARCH: PublicCacheRoute = {
  tags: [...cacheTags.lines.map(cacheTags.anyOf), ...TOTAL_SEARCH_KINDS.map(searchTag)],
  callerFlags: 'isWish',
  typedKeys: true,
};

/** The tags to drop for a search_changed payload: the kinds that moved, comma-separated, or '*'. */
export const changedSearchTags = (payload: string): string[] =>
  payload === '*' ? ALL_SEARCH_TAGS : payload.split(',').map((kind) => searchTag(kind as SearchKind));

/** The search widget's suggestions (spec 1 §7) and the site-wide keyword search. */
export default async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Locally only: every instance listens to the database itself.
  const cache = app.publicCache;
  const unlisten = await listenTo(app.db, 'search_changed', (payload) => cache.invalidateLocally(changedSearchTags(payload)), () =>
    cache.invalidateLocally(ALL_SEARCH_TAGS),
  );
  app.addHook('onClose', () => unlisten());

  app.get(
    `/${apiPaths.search.citiesAndStays.pattern}`,
    { config: { access: access.public, publicCache: cachedSuggestions('stays') }, schema: { tags: ['search'], summary: '검색어 제안: 도시와 민박', querystring: SuggestionQuerySchema, response: { 200: StaySuggestionsResponseSchema } } },
    async (request) => ({ data: await suggestStays(app.db, request.query.searchInput) }),
  );
  app.get(
    `/${apiPaths.search.citiesAndTourTickets.pattern}`,
    { config: { access: access.public, publicCache: cachedSuggestions('tours') }, schema: { tags: ['search'], summary: '검색어 제안: 도시, 투어·티켓, 테마별 도시', querystring: SuggestionQuerySchema, response: { 200: TourSuggestionsResponseSchema } } },
    async (request) => ({ data: await suggestTours(app.db, request.query.searchInput) }),
  );
  app.get(
    `/${apiPaths.search.citiesAndHotels.pattern}`,
    { config: { access: access.public, publicCache: cachedSuggestions('hotels') }, schema: { tags: ['search'], summary: '검색어 제안: 도시, 지역, 명소, 호텔', querystring: SuggestionQuerySchema, response: { 200: HotelSuggestionsResponseSchema } } },
    async (request) => ({ data: await suggestHotels(app.db, request.query.searchInput) }),
  );
  app.get(
    `/${apiPaths.search.total.pattern}`,
    { config: { access: access.public, publicCache: CACHED_TOTAL_SEARCH }, schema: { tags: ['search'], summary: '통합 검색 (민박, 투어·티켓, 호텔)', querystring: TotalSearchQuerySchema, response: { 200: TotalSearchResponseSchema } } },
    async (request) => ({ data: await totalSearch(app.db, callerOf(request), request.query) }),
  );
}
