import { webPaths, type Platform } from '@minda/contracts/paths';
import type { Occupancy, SearchType } from '@minda/contracts/search';
import { hotelOccupancyParam, nightsBetween, stayAdults } from '@minda/contracts/rules/search-widget';
import type { PlaceChoice } from './keyword-state.ts';

export type SearchRequest = {
  searchType: SearchType;
  place: PlaceChoice;
  checkInAt: string | null;
  checkOutAt: string | null;
  occupancy: Occupancy;
};

const orUndefined = <T,>(value: T | null) => value ?? undefined;

/**
 * Where a search lands (spec 1 §2): a stays city to its results with the first room's adults, a stay to its
 * page with the dates and adults; a hotel city, neighbourhood or point of interest to /hotel/list with one
 * occupancy per room, a hotel to its page; a tour city to its list, a trip to its page.
 */
export function searchTargetHref({ searchType, place, checkInAt, checkOutAt, occupancy }: SearchRequest, platform: Platform): string {
  const paths = webPaths[platform];
  const checkIn = orUndefined(checkInAt);
  const checkOut = orUndefined(checkOutAt);
  switch (searchType) {
    case 'stays': {
      const adults = stayAdults(occupancy);
      if (place.type === 'product') {
        const goodsNo = Number(place.id);
        if (platform === 'pc') return webPaths.pc.stayDetail.href(goodsNo, { start_date: checkIn, end_date: checkOut, ea: adults });
        const nights = checkInAt && checkOutAt ? nightsBetween(checkInAt, checkOutAt) : undefined;
        return webPaths.mobile.stayDetail.href(goodsNo, { start_date: checkIn, stay_period: nights, ea: adults });
      }
      return paths.stayList.href({ cityCode: place.id, checkInAt: checkIn, checkOutAt: checkOut, occupancy: [adults] });
    }
    case 'hotel': {
      // The hotel pages have one address on both platforms.
      const rooms = occupancy.map(hotelOccupancyParam);
      if (place.type === 'property') return webPaths.pc.hotelDetail.href(place.id, { checkInAt: checkIn, checkOutAt: checkOut, occupancy: rooms });
      return webPaths.pc.hotelList.href({
        rooms: occupancy.length,
        adults: occupancy.reduce((sum, room) => sum + room.adult, 0),
        children: occupancy.reduce((sum, room) => sum + room.children.length, 0),
        stayType: 'all',
        cityId: Number(place.id),
        checkInAt: checkIn,
        checkOutAt: checkOut,
        occupancy: rooms,
        neighborhoodIds: place.type === 'neighborhood' ? place.neighborhoodId : undefined,
        poiIds: place.type === 'poi' ? place.pointOfInterestId : undefined,
      });
    }
    case 'tour':
      return place.type === 'trip' ? paths.tourDetail.href(Number(place.id)) : paths.tourList.href(place.id);
  }
}
