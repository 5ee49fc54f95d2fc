import { stayPageLoader } from '../product-data.ts';

export const loader = stayPageLoader('pc');
