import { useParams } from 'react-router';
import { HotelDetailScreen } from '../../../features/admin-hotels/hotel-detail-screen.tsx';
import { propertyIdOf } from '../../../features/admin-hotels/hotels-params.ts';
import { Component as NotFound } from '../not-found.tsx';

/** /admin/hotels/:propertyId */
export function Component() {
  const propertyId = propertyIdOf(useParams().propertyId);
  return propertyId === null ? <NotFound /> : <HotelDetailScreen key={propertyId} propertyId={propertyId} />;
}
