import { tourPageLoader } from '../product-data.ts';

export const loader = tourPageLoader;
