import { staySearchQueryOptions } from '../../../features/stay-search/api/search-stays.ts';
import { readStayListState, stayResultsApiQuery } from '../../../features/stay-search/stay-list-state.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

export const loader: ScreenLoader = ({ client, url }) =>
  ensureQueries(client, staySearchQueryOptions(stayResultsApiQuery('pc', readStayListState(url.searchParams))));
