import { mindaOnlyCitiesQueryOptions } from '../../../features/minda-only/api/get-minda-only-cities.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

export const loader: ScreenLoader = ({ client }) => ensureQueries(client, mindaOnlyCitiesQueryOptions());
