import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import { addCalendarDays, toDateParam } from '@minda/contracts/rules/stay-dates';

export const PARIS = '001002001';

/**
 * The results pages' API calls for Paris, a month ahead for three nights: the dates a visitor would pick.
 * `daysAhead` moves the check-in, so a bench can ask dated searches the cache has not seen.
 */
export function parisResultsCalls(parisId: number, daysAhead = 30): Record<string, string> {
  const today = new Date();
  const checkInAt = toDateParam(addCalendarDays(today, daysAhead));
  const checkOutAt = toDateParam(addCalendarDays(today, daysAhead + 3));
  return {
    'stays: Paris, 3 nights, 2 adults': apiUrl(withQuery(apiPaths.stays.search.href(), { cityCode: PARIS, checkInAt, checkOutAt, occupancy: 2 })),
    'stays: same, by lowest price, breakfast': apiUrl(withQuery(apiPaths.stays.search.href(), { cityCode: PARIS, checkInAt, checkOutAt, occupancy: 2, sort: 'price', breakfast: 'true' })),
    'stays: Paris, no dates': apiUrl(withQuery(apiPaths.stays.search.href(), { cityCode: PARIS, occupancy: 2 })),
    'hotels: Paris, 3 nights, rooms 2 and 2+child': apiUrl(withQuery(apiPaths.hotels.search.href(), { cityId: parisId, checkInAt, checkOutAt, occupancy: ['2', '2-5'] })),
    'hotels: Paris, no dates': apiUrl(withQuery(apiPaths.hotels.search.href(), { cityId: parisId })),
    'tours: Paris': apiUrl(withQuery(apiPaths.tours.list.href(), { category: PARIS })),
  };
}
