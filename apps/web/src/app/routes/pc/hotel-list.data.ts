import { cityNeighborhoodsQueryOptions } from '../../../features/hotel-search/api/get-city-neighborhoods.ts';
import { cityPoisQueryOptions } from '../../../features/hotel-search/api/get-city-pois.ts';
import { hotelSearchQueryOptions } from '../../../features/hotel-search/api/search-hotels.ts';
import { readHotelListParams } from '../../../features/hotel-search/list-params.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

/** The results page the address asks for and the city's areas and places for the filters (none without a city). */
export const loader: ScreenLoader = ({ client, url }) => {
  const params = readHotelListParams(url.searchParams);
  const results = hotelSearchQueryOptions(params);
  const areas = cityNeighborhoodsQueryOptions(params.cityId ?? 0);
  const pois = cityPoisQueryOptions(params.cityId ?? 0);
  return ensureQueries(client, results.enabled && results, areas.enabled && areas, pois.enabled && pois);
};
