import { adminHotelsQueryOptions, hotelPartnersQueryOptions } from '../../../features/admin-hotels/api/admin-hotels.ts';
import { adminHotelsQueryFrom } from '../../../features/admin-hotels/hotels-params.ts';
import { adminCitiesQueryOptions } from '../../../ui/catalogue/catalogue-api.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

/** The page of hotels the address asks for, and the filters' cities and hotel partners. */
export const loader = signedInLoader(({ client, url }) => ensureQueries(client, adminHotelsQueryOptions(adminHotelsQueryFrom(url.searchParams)), adminCitiesQueryOptions(), hotelPartnersQueryOptions()));
