import { COMMUNITY_BOARDS } from '@minda/contracts/rules/community';
import { parseBoardLocation, boardContentQueries } from '../../../features/editorial/board-location.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

export const NOTICE_BOARD = COMMUNITY_BOARDS.filter((b) => b.id === 'notice');

export const loader: ScreenLoader = ({ client, url }) =>
  ensureQueries(client, ...boardContentQueries(NOTICE_BOARD, parseBoardLocation(url.searchParams, NOTICE_BOARD)));
