import { hotelPartnersQueryOptions } from '../../../features/admin-hotels/api/admin-hotels.ts';
import { adminCitiesQueryOptions } from '../../../ui/catalogue/catalogue-api.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

/** The form's pickers: the cities and the hotel partners. */
export const loader = signedInLoader(({ client }) => ensureQueries(client, hotelPartnersQueryOptions(), adminCitiesQueryOptions()));
