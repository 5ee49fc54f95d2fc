import { COMMUNITY_BOARDS } from '@minda/contracts/rules/community';
import { parseBoardLocation, boardContentQueries } from '../../../features/editorial/board-location.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

export const loader: ScreenLoader = ({ client, url }) =>
  ensureQueries(client, ...boardContentQueries(COMMUNITY_BOARDS, parseBoardLocation(url.searchParams, COMMUNITY_BOARDS)));
