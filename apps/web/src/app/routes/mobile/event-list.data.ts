import { eventsQueryOptions } from '../../../features/promotions/api/get-events.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

export const loader: ScreenLoader = ({ client }) => ensureQueries(client, eventsQueryOptions());
