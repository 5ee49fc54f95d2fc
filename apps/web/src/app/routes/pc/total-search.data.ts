import { totalSearchLineQueries } from '../../../features/total-search/api/get-total-search.ts';
import { readTotalSearchState } from '../../../features/total-search/total-search-params.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

/** The three lines' results for the address's keyword, tab, sort and page (one request); nothing without a keyword. */
export const loader: ScreenLoader = ({ client, url }) =>
  ensureQueries(client, ...totalSearchLineQueries(client, readTotalSearchState(url.searchParams)).map((line) => line.enabled && line));
