import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { BookingFormQuery } from '@minda/contracts/paths';
import { isInstantBooking } from '@minda/contracts/rules/stay-booking';
import type { BookingProduct } from '../../features/booking/components/booking-form-page.tsx';
import { hotelDetailQueryOptions } from '../../features/hotel-search/api/get-hotel-detail.ts';
import { stayPropertyQueryOptions } from '../../features/stay-detail/api/get-stay-property.ts';
import { stayRoomsQueryOptions } from '../../features/stay-detail/api/get-stay-rooms.ts';
import { tourDetailQueryOptions } from '../../features/tour-detail/api/get-tour-detail.ts';
import { ensureQueries } from '../route-data.ts';

/** The rooms of the form's stay, for the room's name (a placeholder key when the form is no stay's). */
const stayRoomsOf = (stay: Extract<BookingFormQuery, { type: 'stay' }> | null) =>
  stayRoomsQueryOptions({ goodsNo: stay?.goodsNo ?? 0, checkInAt: stay?.checkInAt ?? '', checkOutAt: stay?.checkOutAt ?? '', adults: stay?.adults ?? 0 });

/** What the form shows of its product, read as useBookingProduct reads it (the booking form routes' loader). */
export function ensureBookingProduct(client: QueryClient, q: BookingFormQuery | null): Promise<unknown> {
  switch (q?.type) {
    case 'stay':
      return ensureQueries(client, stayPropertyQueryOptions(q.goodsNo), stayRoomsOf(q));
    case 'hotel':
      return ensureQueries(client, hotelDetailQueryOptions(q.propertyUuid));
    case 'tour':
      return ensureQueries(client, tourDetailQueryOptions(q.itemNo));
    default:
      return Promise.resolve();
  }
}

/**
 * The product beside the booking form's quote, from the product's own page data (usually still cached from
 * the page the shopper came from): its name and picture, the stay room's name, and whether a stay takes
 * requests. The booking feature cannot read other features, so the route composes it (decision 008).
 */
export function useBookingProduct(q: BookingFormQuery | null): BookingProduct | undefined {
  const stay = q?.type === 'stay' ? q : null;
  const property = useQuery({ ...stayPropertyQueryOptions(stay?.goodsNo ?? 0), enabled: stay !== null });
  const rooms = useQuery({ ...stayRoomsOf(stay), enabled: stay !== null });
  const hotel = useQuery({ ...hotelDetailQueryOptions(q?.type === 'hotel' ? q.propertyUuid : ''), enabled: q?.type === 'hotel' });
  const tour = useQuery({ ...tourDetailQueryOptions(q?.type === 'tour' ? q.itemNo : 0), enabled: q?.type === 'tour' });

  if (stay && property.data) {
    const room = rooms.data?.rooms.find((r) => r.roomId === stay.roomId);
    return { name: property.data.goodsName, imagePath: property.data.goodsImgPath, requestOnly: !isInstantBooking(property.data), roomName: room?.name ?? null };
  }
  if (q?.type === 'hotel' && hotel.data) {
    return { name: hotel.data.nameTranslations['ko-KR'], imagePath: hotel.data.images[0] ?? null, requestOnly: false, roomName: null };
  }
  if (q?.type === 'tour' && tour.data) return { name: tour.data.itemName, imagePath: tour.data.itemImgPath, requestOnly: false, roomName: null };
  return undefined;
}

