import { platformPaths, webPaths, type Platform, type TourReservationTab } from '@minda/contracts/paths';
import { reservationView, type BookingTab, type ProductType } from '@minda/contracts/rules/bookings';

/**
 * Where the reservation screens link, on each platform. Stays and hotels share one list (switched by
 * product) and one detail; tours have their own list and detail. On mobile the stay detail's address
 * carries the view number of the booking's status (spec 2 §4.4).
 */

/** The two lists of "my reservations": stays and hotels, and tours. */
export type ReservationListKind = 'stays' | 'tours';

/** What a list shows: the tab, the product line (stay or hotel on the stays list, tour on the tours list), the page (1-based). */
export type ReservationListLocation = { tab: BookingTab; productType: ProductType; page: number };

/** A booking as the links need it (a list card or a detail). */
export type BookingRef = { bookNo: number; productType: ProductType; productId: string; status: number };

const STAY_TAB_CODES: Record<BookingTab, 'old' | 'cancel' | undefined> = { upcoming: undefined, past: 'old', cancelled: 'cancel' };
const TOUR_TAB_CODES: Record<BookingTab, TourReservationTab> = { upcoming: 'all', past: 'past', cancelled: 'cancel' };

const tabOfCode = <C>(codes: Record<BookingTab, C>, code: string | null): BookingTab =>
  (Object.keys(codes) as BookingTab[]).find((tab) => codes[tab] === code) ?? 'upcoming';

const pageOf = (value: string | null, offset: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n + offset >= 1 ? n + offset : 1;
};

/**
 * Reads a list's address. Unknown tabs fall back to the upcoming bookings and bad pages to the first; the
 * PC tour list's legacy `Page` is 0-based.
 */
export function parseReservationList(kind: ReservationListKind, platform: Platform, params: URLSearchParams): ReservationListLocation {
  if (kind === 'tours') {
    const page = platform === 'pc' ? pageOf(params.get('Page'), 1) : pageOf(params.get('page'), 0);
    return { tab: tabOfCode(TOUR_TAB_CODES, params.get('tab')), productType: 'tour', page };
  }
  return {
    tab: tabOfCode(STAY_TAB_CODES, params.get('tab')),
    productType: params.get('type') === 'hotel' ? 'hotel' : 'stay',
    page: pageOf(params.get('page'), 0),
  };
}

export type ReservationLinks = {
  list: (location: ReservationListLocation) => string;
  detail: (booking: BookingRef) => string;
  /** The product page, for 다시 예약하기 and the product name. */
  product: (booking: BookingRef) => string;
  /** The entry of 문의하기 (the inquiry list until the chat arrives). */
  inquiries: () => string;
  /** The review form of a past booking (write, or see and edit). */
  review: (bookNo: number) => string;
};

function listOn(platform: Platform) {
  const paths = platform === 'pc' ? webPaths.pc : webPaths.mobile;
  return ({ tab, productType, page }: ReservationListLocation) =>
    productType === 'tour'
      ? paths.tourReservations.href(TOUR_TAB_CODES[tab], page)
      : paths.reservations.href({ tab: STAY_TAB_CODES[tab], type: productType === 'hotel' ? 'hotel' : undefined, page });
}

function detailOn(platform: Platform) {
  return ({ bookNo, productType, status }: BookingRef) => {
    if (platform === 'pc') return productType === 'tour' ? webPaths.pc.tourReservation.href(bookNo) : webPaths.pc.reservation.href(bookNo);
    return productType === 'tour' ? webPaths.mobile.tourReservation.href(bookNo) : webPaths.mobile.reservationView.href(reservationView(status), bookNo);
  };
}

function productOn(platform: Platform) {
  return ({ productType, productId }: BookingRef) => {
    if (productType === 'hotel') return webPaths.pc.hotelDetail.href(productId);
    return productType === 'tour' ? platformPaths[platform].tourDetail(Number(productId)) : platformPaths[platform].stayDetail(Number(productId));
  };
}

export function reservationLinks(platform: Platform): ReservationLinks {
  return {
    list: listOn(platform),
    detail: detailOn(platform),
    product: productOn(platform),
    inquiries: platform === 'pc' ? webPaths.pc.inquiries.href : webPaths.mobile.inquiries.href,
    review: platform === 'pc' ? webPaths.pc.reviewWrite.href : webPaths.mobile.reviewWrite.href,
  };
}
