import { saleStaysQueryOptions, type SaleKind } from '../../../features/promotions/api/get-sale-stays.ts';
import { ensureFirstPage, type ScreenLoader } from '../../route-data.ts';

export const KIND: SaleKind = 'offSeason';

export const loader: ScreenLoader = ({ client }) => ensureFirstPage(client, saleStaysQueryOptions(KIND));
