import type { CitySearchLogResponseSchema, CitySearchLog } from '@minda/contracts/search';
import { apiPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST common/notification/stay/log | tour-ticket/log (spec 1 §7): reports a stays or tours city search.
 * Fire and forget: a failed report never stops the search.
 */
export function logCitySearch(kind: 'stays' | 'tour', body: CitySearchLog): Promise<void> {
  const path = kind === 'stays' ? apiPaths.search.stayCityLog.href() : apiPaths.search.tourCityLog.href();
  return apiRequest<typeof CitySearchLogResponseSchema>('POST', path, { body }).then(
    () => undefined,
    () => undefined,
  );
}
