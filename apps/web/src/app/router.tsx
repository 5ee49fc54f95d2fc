import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { CITY_THEME_SLUGS, CITY_THEME_WEB_PATHS, isBackOfficePagePath } from '@minda/contracts/web-pages';
import type { PcHeaderKind } from '../ui/pc-header/header-state.ts';
import { RootErrorPage } from './layouts/route-error-page.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { chromeLoader } from './chrome-data.ts';
import { routeLoader } from './route-data.ts';
import { layoutRoute, screen, screenModule, screenRoute as route } from './route-module.ts';

/** The app's layout route, under which the back office's routes are added when one is opened. */
export const APP_LAYOUT_ROUTE_ID = 'app';

// Modules shared by several routes are imported once and give one component, so moving between their paths
// keeps the screen mounted.
const pcCommunity = screenModule(() => import('./routes/pc/community.tsx'), () => import('./routes/pc/community.data.ts'));
const pcCityTheme = screenModule(() => import('./routes/pc/city-theme.tsx'), () => import('./routes/pc/city-theme.data.ts'));
const pcReservation = screenModule(() => import('./routes/pc/reservation.tsx'), () => import('./routes/pc/reservation.data.ts'));
const mobileReservation = screenModule(() => import('./routes/mobile/reservation.tsx'), () => import('./routes/mobile/reservation.data.ts'));

/** PC screens in the PC layout (header, footer); the header kind decides when the header turns fixed. */
const pcScreens = (headerKind: PcHeaderKind, children: RouteObject[]) => layoutRoute(() => import('./layouts/pc-layout.tsx'), { headerKind }, children);

/**
 * Every address of the shopper's app and its screen module (the back office's: back-office-routes.ts). Screens are lazy (the first page loads only its own code)
 * and export `Component`; a screen that shows data has a data module beside it exporting `loader`
 * (route-data.ts), imported apart so that a navigation fetches while the code arrives. Route modules stay
 * thin, features do the work. The root layout is part of the entry.
 *
 * A table per router: a router writes what it loads into its routes (and clears their `lazy`), so the server's
 * handler and the browser's router must not share route objects.
 */
export const createAppRoutes = (): RouteObject[] => [
  { path: '/', element: <Navigate to={webPaths.mobile.home.href()} replace /> },
  {
    id: APP_LAYOUT_ROUTE_ID,
    element: <RootLayout />,
    ErrorBoundary: RootErrorPage,
    loader: routeLoader(chromeLoader),
    children: [
      screen(webPaths.mobile.home.path, () => import('./routes/mobile/home.tsx'), () => import('./routes/mobile/home.data.ts')),
      screen(webPaths.mobile.stays.path, () => import('./routes/mobile/accom.tsx'), () => import('./routes/mobile/accom.data.ts')),
      screen(webPaths.mobile.tours.path, () => import('./routes/mobile/tour.tsx'), () => import('./routes/mobile/tour.data.ts')),
      screen(webPaths.mobile.hotels.path, () => import('./routes/mobile/hotel.tsx'), () => import('./routes/mobile/hotel.data.ts')),
      screen(webPaths.mobile.exclusive.path, () => import('./routes/mobile/minda-only.tsx'), () => import('./routes/mobile/minda-only.data.ts')),
      screen(webPaths.mobile.tourRecommend.path, () => import('./routes/mobile/tour-recommend.tsx'), () => import('./routes/mobile/tour-recommend.data.ts')),
      screen(webPaths.mobile.tourList.path, () => import('./routes/mobile/tour-list.tsx'), () => import('./routes/mobile/tour-list.data.ts')),
      screen(webPaths.mobile.tourTheme.path, () => import('./routes/mobile/tour-theme.tsx'), () => import('./routes/mobile/tour-theme.data.ts')),
      screen(webPaths.mobile.tourDetail.path, () => import('./routes/mobile/tour-detail.tsx'), () => import('./routes/mobile/tour-detail.data.ts')),
      screen(webPaths.mobile.more.path, () => import('./routes/mobile/more.tsx')),
      screen(webPaths.mobile.stayPlus.path, () => import('./routes/mobile/stay-plus.tsx'), () => import('./routes/mobile/stay-plus.data.ts')),
      screen(webPaths.mobile.stayList.path, () => import('./routes/mobile/stay-list.tsx'), () => import('./routes/mobile/stay-list.data.ts')),
      screen(webPaths.mobile.stayDetail.path, () => import('./routes/mobile/stay-detail.tsx'), () => import('./routes/mobile/stay-detail.data.ts')),
      screen(webPaths.mobile.search.path, () => import('./routes/mobile/search-header.tsx')),
      screen(webPaths.mobile.eventList.path, () => import('./routes/mobile/event-list.tsx'), () => import('./routes/mobile/event-list.data.ts')),
      screen(webPaths.mobile.community.path, () => import('./routes/mobile/community.tsx'), () => import('./routes/mobile/community.data.ts')),
      screen(webPaths.mobile.clause.path, () => import('./routes/mobile/clause.tsx'), () => import('./routes/mobile/clause.data.ts')),
      screen(webPaths.mobile.privacy.path, () => import('./routes/mobile/privacy.tsx'), () => import('./routes/mobile/privacy.data.ts')),
      // My reservations (issue 9): the twelve status views and the tour view are one screen.
      screen(webPaths.mobile.reservations.path, () => import('./routes/mobile/reservations.tsx'), () => import('./routes/mobile/reservations.data.ts')),
      screen(webPaths.mobile.tourReservations.path, () => import('./routes/mobile/tour-reservations.tsx'), () => import('./routes/mobile/tour-reservations.data.ts')),
      // Reviews of past bookings (issue 11).
      screen(webPaths.mobile.reviewWrite.path, () => import('./routes/mobile/review-write.tsx'), () => import('./routes/mobile/review-write.data.ts')),
      ...webPaths.mobile.reservationView.paths.map((path) => route(path, mobileReservation)),
      route(webPaths.mobile.tourReservation.path, mobileReservation),
      screen(webPaths.mobile.booking.path, () => import('./routes/mobile/booking-form.tsx'), () => import('./routes/mobile/booking-form.data.ts')),
      screen(webPaths.mobile.bookingResult.path, () => import('./routes/mobile/booking-result.tsx'), () => import('./routes/mobile/booking-result.data.ts')),
      // Inquiry chat (issue 10).
      screen(webPaths.mobile.inquiries.path, () => import('./routes/mobile/inquiries.tsx'), () => import('./routes/mobile/inquiries.data.ts')),
      screen(webPaths.mobile.inquiry.path, () => import('./routes/mobile/inquiry.tsx'), () => import('./routes/mobile/inquiry.data.ts')),
      // The member's own pages (issue 11): 찜 and 마이 of the bottom tabs, the profile and the 1:1 inquiry.
      screen(webPaths.mobile.wishes.path, () => import('./routes/mobile/guidebook.tsx'), () => import('./routes/mobile/guidebook.data.ts')),
      screen(webPaths.mobile.mypage.path, () => import('./routes/mobile/mypage-home.tsx'), () => import('./routes/mobile/mypage-home.data.ts')),
      screen(webPaths.mobile.profile.path, () => import('./routes/mobile/profile.tsx'), () => import('./routes/mobile/profile.data.ts')),
      screen(webPaths.mobile.invite.path, () => import('./routes/mobile/invite.tsx'), () => import('./routes/mobile/invite.data.ts')),
      screen(webPaths.mobile.inquiryWrite.path, () => import('./routes/mobile/m2m.tsx'), () => import('./routes/mobile/m2m.data.ts')),
      screen(webPaths.mobile.coupons.path, () => import('./routes/mobile/coupons.tsx'), () => import('./routes/mobile/coupons.data.ts')),
      // The mobile screens' member pages in the mobile layout (they return to the mobile home by default).
      screen(webPaths.mobile.login.path, () => import('./routes/mobile/login.tsx')),
      screen(webPaths.mobile.register.path, () => import('./routes/mobile/join.tsx')),
      screen(webPaths.mobile.findAccount.path, () => import('./routes/mobile/find-account.tsx')),
      // The menus' and footer's editorial pages on mobile (issue 55): the PC pages' content in the mobile layout.
      screen(webPaths.mobile.event.path, () => import('./routes/mobile/event.tsx'), () => import('./routes/mobile/event.data.ts')),
      screen(webPaths.mobile.travelInfo.path, () => import('./routes/mobile/travel-info.tsx'), () => import('./routes/mobile/travel-info.data.ts')),
      screen(webPaths.mobile.refundRule.path, () => import('./routes/mobile/refund-rule.tsx'), () => import('./routes/mobile/refund-rule.data.ts')),
      screen(webPaths.mobile.about.path, () => import('./routes/mobile/about.tsx'), () => import('./routes/mobile/about.data.ts')),
      screen(webPaths.mobile.notice.path, () => import('./routes/mobile/notice.tsx'), () => import('./routes/mobile/notice.data.ts')),
      // The PC MINDA Only page brings its own search header, and the 800x800 login popup stays bare.
      screen(webPaths.pc.exclusive.path, () => import('./routes/pc/minda-only.tsx'), () => import('./routes/pc/minda-only.data.ts')),
      screen(webPaths.member.loginPopup.path, () => import('./routes/member/login-popup.tsx')),
      screen(webPaths.member.logout.path, () => import('./routes/member/logout.tsx')),
      screen(webPaths.dev.outbox.path, () => import('./routes/dev/outbox.tsx')),
      pcScreens('home', [screen(webPaths.pc.home.path, () => import('./routes/pc/home.tsx'), () => import('./routes/pc/home.data.ts'))]),
      // Pages with a fixed search bar: the product homes, lists and details.
      pcScreens('product', [
        screen(webPaths.pc.stays.path, () => import('./routes/pc/stays.tsx'), () => import('./routes/pc/stays.data.ts')),
        screen(webPaths.pc.tours.path, () => import('./routes/pc/tours.tsx'), () => import('./routes/pc/tours.data.ts')),
        screen(webPaths.pc.hotels.path, () => import('./routes/pc/hotels.tsx'), () => import('./routes/pc/hotels.data.ts')),
        screen(webPaths.pc.tourRecommend.path, () => import('./routes/pc/tour-recommend.tsx'), () => import('./routes/pc/tour-recommend.data.ts')),
        screen(webPaths.pc.tourList.path, () => import('./routes/pc/tour-list.tsx'), () => import('./routes/pc/tour-list.data.ts')),
        screen(webPaths.pc.tourTheme.path, () => import('./routes/pc/tour-theme.tsx'), () => import('./routes/pc/tour-theme.data.ts')),
        screen(webPaths.pc.tourDetail.path, () => import('./routes/pc/tour-detail.tsx'), () => import('./routes/pc/tour-detail.data.ts')),
        screen(webPaths.pc.stayPlus.path, () => import('./routes/pc/stay-plus.tsx'), () => import('./routes/pc/stay-plus.data.ts')),
        screen(webPaths.pc.totalSearch.path, () => import('./routes/pc/total-search.tsx'), () => import('./routes/pc/total-search.data.ts')),
        screen(webPaths.pc.stayList.path, () => import('./routes/pc/stay-list.tsx'), () => import('./routes/pc/stay-list.data.ts')),
        screen(webPaths.pc.stayDetail.path, () => import('./routes/pc/stay-detail.tsx'), () => import('./routes/pc/stay-detail.data.ts')),
      ]),
      pcScreens('plain', [
        screen(webPaths.pc.hotelList.path, () => import('./routes/pc/hotel-list.tsx'), () => import('./routes/pc/hotel-list.data.ts')),
        screen(webPaths.pc.hotelDetail.path, () => import('./routes/pc/hotel-detail.tsx'), () => import('./routes/pc/hotel-detail.data.ts')),
        screen(webPaths.member.login.path, () => import('./routes/member/login.tsx')),
        screen(webPaths.member.register.path, () => import('./routes/member/register.tsx')),
        screen(webPaths.member.findAccount.path, () => import('./routes/member/find-account.tsx')),
        // Editorial pages the menus and footer link to (events, community, site pages).
        screen(webPaths.pc.event.path, () => import('./routes/pc/event.tsx'), () => import('./routes/pc/event.data.ts')),
        route(webPaths.pc.community.path, pcCommunity),
        route(webPaths.pc.communityPost.path, pcCommunity),
        screen(webPaths.pc.travelInfo.path, () => import('./routes/pc/travel-info.tsx'), () => import('./routes/pc/travel-info.data.ts')),
        screen(webPaths.pc.about.path, () => import('./routes/pc/about.tsx'), () => import('./routes/pc/about.data.ts')),
        screen(webPaths.pc.refundRule.path, () => import('./routes/pc/refund-rule.tsx'), () => import('./routes/pc/refund-rule.data.ts')),
        // Discount menu and the city theme pages (the mobile city tiles link to the theme pages too).
        screen(webPaths.pc.sale.path, () => import('./routes/pc/sale.tsx'), () => import('./routes/pc/sale.data.ts')),
        screen(webPaths.pc.offSeasonSale.path, () => import('./routes/pc/off-season-sale.tsx'), () => import('./routes/pc/off-season-sale.data.ts')),
        screen(webPaths.pc.coupons.path, () => import('./routes/pc/coupons.tsx'), () => import('./routes/pc/coupons.data.ts')),
        // Invite friends (issue 11).
        screen(webPaths.pc.invite.path, () => import('./routes/pc/invite.tsx'), () => import('./routes/pc/invite.data.ts')),
        ...CITY_THEME_SLUGS.map((slug) => route(CITY_THEME_WEB_PATHS[slug], pcCityTheme)),
        // My reservations (issue 9).
        screen(webPaths.pc.reservations.path, () => import('./routes/pc/reservations.tsx'), () => import('./routes/pc/reservations.data.ts')),
        screen(webPaths.pc.tourReservations.path, () => import('./routes/pc/tour-reservations.tsx'), () => import('./routes/pc/tour-reservations.data.ts')),
        screen(webPaths.pc.reviewWrite.path, () => import('./routes/pc/review-write.tsx'), () => import('./routes/pc/review-write.data.ts')),
        route(webPaths.pc.reservation.path, pcReservation),
        route(webPaths.pc.tourReservation.path, pcReservation),
        // Booking (issue 9): the form and the page the payment window returns to.
        screen(webPaths.pc.booking.path, () => import('./routes/pc/booking-form.tsx'), () => import('./routes/pc/booking-form.data.ts')),
        screen(webPaths.pc.bookingResult.path, () => import('./routes/pc/booking-result.tsx'), () => import('./routes/pc/booking-result.data.ts')),
        // Inquiry chat (issue 10).
        screen(webPaths.pc.inquiries.path, () => import('./routes/pc/inquiries.tsx'), () => import('./routes/pc/inquiries.data.ts')),
        screen(webPaths.pc.inquiry.path, () => import('./routes/pc/inquiry.tsx'), () => import('./routes/pc/inquiry.data.ts')),
        // The member's own pages (issue 11): the header's 마이페이지 and 찜, the profile, the footer's 1:1 문의.
        screen(webPaths.pc.mypage.path, () => import('./routes/pc/mypage-home.tsx'), () => import('./routes/pc/mypage-home.data.ts')),
        screen(webPaths.pc.wishes.path, () => import('./routes/pc/guidebook.tsx'), () => import('./routes/pc/guidebook.data.ts')),
        screen(webPaths.pc.profile.path, () => import('./routes/pc/profile.tsx'), () => import('./routes/pc/profile.data.ts')),
        screen(webPaths.pc.inquiryWrite.path, () => import('./routes/pc/m2m.tsx'), () => import('./routes/pc/m2m.data.ts')),
      ]),
      screen('*', () => import('./routes/not-found.tsx')),
    ],
  },
];

/**
 * Adds the back office's routes to a browser router the first time one of its addresses is opened (React
 * Router asks on every first navigation to an address that matched only the not-found screen or a parameter).
 * Made per router: each has its own table.
 */
export function backOfficeOnNavigation(): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ path, patch, signal }) => {
    if (added || !isBackOfficePagePath(path)) return;
    const { createBackOfficeRoutes } = await import('./back-office-routes.ts');
    // A navigation left meanwhile patches nothing (the router ignores it): the next one adds them.
    if (added || signal.aborted) return;
    patch(APP_LAYOUT_ROUTE_ID, createBackOfficeRoutes());
    added = true;
  };
}

/** The root only redirects (to the mobile home): nothing to render there. */
export const isRedirectAddress = (pathname: string) => pathname === '/';
