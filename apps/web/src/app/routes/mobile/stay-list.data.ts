import { staySearchPagesQueryOptions } from '../../../features/stay-search/api/search-stays.ts';
import { readStayListState, stayResultsApiQuery } from '../../../features/stay-search/stay-list-state.ts';
import { ensureFirstPage, type ScreenLoader } from '../../route-data.ts';

export const loader: ScreenLoader = ({ client, url }) =>
  ensureFirstPage(client, staySearchPagesQueryOptions(stayResultsApiQuery('mobile', readStayListState(url.searchParams))));
