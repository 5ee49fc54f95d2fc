import { stayPlusOpeningQueryOptions } from '../../../features/stay-plus/api/get-stay-plus-items.ts';
import { ensureFirstPage, type ScreenLoader } from '../../route-data.ts';

export const loader: ScreenLoader = ({ client }) => ensureFirstPage(client, stayPlusOpeningQueryOptions());
