import { adminHotelQueryOptions, hotelAuditQueryOptions, hotelPartnersQueryOptions } from '../../../features/admin-hotels/api/admin-hotels.ts';
import { hotelMemosQueryOptions } from '../../../features/admin-hotels/api/hotel-memos.ts';
import { propertyIdOf } from '../../../features/admin-hotels/hotels-params.ts';
import { adminCitiesQueryOptions } from '../../../ui/catalogue/catalogue-api.ts';
import { adminFacilitiesQueryOptions } from '../../../ui/catalogue/facilities-api.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

/** The property, its memos and log, and the details form's pickers; an address that names no property loads only the pickers. */
export const loader = signedInLoader(({ client, params }) => {
  const id = propertyIdOf(params.propertyId);
  const some = id !== null;
  return ensureQueries(client, some && adminHotelQueryOptions(id), some && hotelMemosQueryOptions(id), some && hotelAuditQueryOptions(id), hotelPartnersQueryOptions(), adminCitiesQueryOptions(), adminFacilitiesQueryOptions('property'));
});
