import { webPaths, type BookingFormQuery, type Platform } from '@minda/contracts/paths';
import { reservationView, type ProductType } from '@minda/contracts/rules/bookings';
import { stayDetailHref } from '@minda/contracts/stay-links';

/** The product page the form was opened from, with the same dates and party (the way back from a sold-out answer). */
export function productHref(platform: Platform, q: BookingFormQuery): string {
  switch (q.type) {
    case 'stay':
      return stayDetailHref(platform, q.goodsNo, { checkInAt: q.checkInAt, checkOutAt: q.checkOutAt, adults: q.adults });
    case 'hotel':
      // One hotel page serves both platforms.
      return webPaths.pc.hotelDetail.href(q.propertyUuid, { checkInAt: q.checkInAt, checkOutAt: q.checkOutAt, occupancy: q.rooms.map((r) => r.occupancy) });
    case 'tour':
      return webPaths[platform].tourDetail.href(q.itemNo);
  }
}

/**
 * The member's reservation page of a booking: tours have their own pages; stays and hotels share the stay
 * reservation pages, whose mobile address names the view of the status (spec 2 §4.4).
 */
export function reservationHref(platform: Platform, productType: ProductType, status: number, bookNo: number): string {
  if (productType === 'tour') return webPaths[platform].tourReservation.href(bookNo);
  return platform === 'pc' ? webPaths.pc.reservation.href(bookNo) : webPaths.mobile.reservationView.href(reservationView(status), bookNo);
}
