import type { FastifyBaseLogger } from 'fastify';
import type { CitySearchLog } from '@minda/contracts/search';

export type CitySearchKind = 'stay' | 'tour-ticket';

/**
 * One city search from the search widget (spec 1 §7). It is written to the request log as a structured
 * event (event, kind, category, categoryName, member id when logged in), where log shipping collects it;
 * nothing is stored in the database, so a burst of searches costs no writes.
 */
export function recordCitySearch(log: Pick<FastifyBaseLogger, 'info'>, kind: CitySearchKind, body: CitySearchLog, memberId: number | null): void {
  log.info({ event: 'city_search', kind, category: body.category, categoryName: body.categoryName ?? null, memberId }, 'city search');
}
