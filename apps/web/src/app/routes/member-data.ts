import type { PageUser } from '@minda/contracts/auth';
import { currentUserQueryOptions } from '../../features/auth/get-current-user.ts';
import { unreadQueryOptions } from '../../features/chat/api/get-unread.ts';
import { channelsQueryOptions } from '../../features/chat/api/get-channels.ts';
import { reportTypesQueryOptions } from '../../features/chat/api/get-report-types.ts';
import { bookingQueryOptions } from '../../features/booking/api/get-booking.ts';
import { readBookingFormQuery, readBookingResultQuery } from '../../features/booking/booking-form-query.ts';
import { inviteQueryOptions as memberInviteQueryOptions } from '../../features/invite/api/get-invite.ts';
import { guidebookCitiesQueryOptions, guidebookPagesQueryOptions, guidebookSummaryQueryOptions } from '../../features/mypage/api/guidebook.ts';
import { couponsQueryOptions, inviteQueryOptions, nextTripQueryOptions, pointsQueryOptions, reviewSummaryQueryOptions } from '../../features/mypage/api/home.ts';
import { inquiriesQueryOptions } from '../../features/mypage/api/inquiries.ts';
import { profileQueryOptions } from '../../features/mypage/api/profile.ts';
import { guidebookTabOf, inquiryDeskViewOf } from '../../features/mypage/mypage-params.ts';
import { bookingQueryOptions as reservationBookingQueryOptions } from '../../features/reservations/api/get-booking.ts';
import { bookingsQueryOptions } from '../../features/reservations/api/get-bookings.ts';
import { reservationCountQueryOptions } from '../../features/reservations/api/get-reservation-count.ts';
import { reservationRatesQueryOptions } from '../../features/reservations/api/get-reservation-rates.ts';
import { parseReservationList, type ReservationListKind } from '../../features/reservations/reservation-links.ts';
import { reviewFormQueryOptions } from '../../features/reviews/api/review-writing.ts';
import { parseBookNo, type Platform } from '@minda/contracts/paths';
import { ensureBookingProduct } from './booking-product.ts';
import { ensureFirstPage, ensureQueries, ensureQuery, type ScreenLoader, type ScreenLoaderArgs } from '../route-data.ts';

/**
 * The loaders of the signed-in screens (the member's, the partner's and the operator's): who is signed in
 * first (the root loader asks too; the cache asks once), then, for a signed-in caller only, what the screen
 * reads (the chrome's badges are the root loader's, chrome-data.ts). A visitor's screen sends them to the login,
 * so nothing is loaded for them.
 */

/**
 * A signed-in screen's loader: `screen` runs with the user once someone is signed in (the root loader loads the
 * chrome's badges, chrome-data.ts).
 */
export function signedInLoader(screen: (args: ScreenLoaderArgs, user: PageUser) => Promise<unknown>): ScreenLoader {
  return async (args) => {
    const user = await ensureQuery(args.client, currentUserQueryOptions());
    if (user) await screen(args, user);
  };
}

/** My reservations (ReservationList): the page of the list its address names, and on the past tab which can be reviewed. */
export const reservationListLoader = (kind: ReservationListKind, platform: Platform) =>
  signedInLoader(({ client, url }) => {
    const location = parseReservationList(kind, platform, url.searchParams);
    return ensureQueries(client, bookingsQueryOptions(location), location.tab === 'past' && reservationRatesQueryOptions());
  });

/** One reservation (ReservationDetail). */
export const reservationLoader =
  signedInLoader(({ client, url }) => {
    const bookNo = parseBookNo(url.searchParams);
    return ensureQueries(client, bookNo !== null && reservationBookingQueryOptions(bookNo));
  });

/** The review form of a past booking (ReviewFormPage). */
export const reviewFormLoader =
  signedInLoader(({ client, url }) => {
    const bookNo = parseBookNo(url.searchParams);
    return ensureQueries(client, bookNo !== null && reviewFormQueryOptions(bookNo));
  });

/** The booking form: its product and the guest's profile for the prefill; not the quote (a POST the form sends). */
export const bookingFormLoader =
  signedInLoader(({ client, url }) => Promise.all([ensureBookingProduct(client, readBookingFormQuery(url.searchParams)), ensureQueries(client, profileQueryOptions())]));

/**
 * The payment window's return: the booking, when there is no payment to complete first (with an `orderId`
 * the page completes the payment, a POST, before it reads the booking).
 */
export const bookingResultLoader =
  signedInLoader(({ client, url }) => {
    const { bookNo, orderId } = readBookingResultQuery(url.searchParams);
    return ensureQueries(client, bookNo !== null && orderId === null && bookingQueryOptions(bookNo));
  });

/** An inquiry list (InquiryList): the first page of channels and the unread total it shows. */
export const inquiryListLoader =
  signedInLoader(({ client }) => Promise.all([ensureFirstPage(client, channelsQueryOptions()), ensureQueries(client, unreadQueryOptions())]));

/** An inquiry room (ChatRoom): the report reasons of its menu; the conversation comes over the socket. */
export const inquiryRoomLoader = signedInLoader(({ client }) => ensureQueries(client, reportTypesQueryOptions()));

/** The profile form (ProfileForm). */
export const profileLoader = signedInLoader(({ client }) => ensureQueries(client, profileQueryOptions()));

/** The my-page home (MypageHome and its route's badges): the profile, wishes, reviews, next trip, points, coupons, invite. */
export const mypageHomeLoader =
  signedInLoader(({ client }, user) =>
    ensureQueries(
      client,
      reservationCountQueryOptions(),
      user.role === 'member' && unreadQueryOptions(),
      profileQueryOptions(),
      guidebookSummaryQueryOptions(),
      reviewSummaryQueryOptions(),
      nextTripQueryOptions(),
      pointsQueryOptions(),
      couponsQueryOptions(),
      inviteQueryOptions(),
    ),
  );

/** The wish list (Guidebook): the counts, the cities and the first page of the tab the address names. */
export const guidebookLoader =
  signedInLoader(({ client, url }) =>
    Promise.all([
      ensureQueries(client, guidebookSummaryQueryOptions(), guidebookCitiesQueryOptions()),
      ensureFirstPage(client, guidebookPagesQueryOptions(guidebookTabOf(url.searchParams.get('tab')))),
    ]),
  );

/** The 1:1 inquiry desk (InquiryDesk): on the list, the page of the member's inquiries; the form reads nothing. */
export const inquiryDeskLoader =
  signedInLoader(({ client, url }) => {
    const { mode, page } = inquiryDeskViewOf(url.searchParams);
    return ensureQueries(client, mode === 'list' && inquiriesQueryOptions(page));
  });

/** Invite friends (InvitePage): the member's code and link. */
export const inviteLoader = signedInLoader(({ client }) => ensureQueries(client, memberInviteQueryOptions()));
