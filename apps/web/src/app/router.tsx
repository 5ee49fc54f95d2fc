import { createBrowserRouter, Navigate } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { CITY_THEME_SLUGS, CITY_THEME_WEB_PATHS } from '@minda/contracts/city-theme-pages';

/**
 * Every screen is a lazy route module: the first page loads only its own code (React Router fetches the
 * layout and the screen in parallel). Route modules export `Component` and stay thin: features do the work.
 */
export const router = createBrowserRouter([
  { path: '/', element: <Navigate to={webPaths.mobile.home.href()} replace /> },
  {
    lazy: () => import('./layouts/root-layout.tsx'),
    hydrateFallbackElement: <div aria-busy="true" />,
    children: [
      { path: webPaths.mobile.home.path, lazy: () => import('./routes/mobile/home.tsx') },
      { path: webPaths.mobile.stays.path, lazy: () => import('./routes/mobile/accom.tsx') },
      { path: webPaths.mobile.tours.path, lazy: () => import('./routes/mobile/tour.tsx') },
      { path: webPaths.mobile.hotels.path, lazy: () => import('./routes/mobile/hotel.tsx') },
      { path: webPaths.mobile.exclusive.path, lazy: () => import('./routes/mobile/minda-only.tsx') },
      { path: webPaths.pc.exclusive.path, lazy: () => import('./routes/pc/minda-only.tsx') },
      { path: webPaths.mobile.tourRecommend.path, lazy: () => import('./routes/mobile/tour-recommend.tsx') },
      { path: webPaths.mobile.tourList.path, lazy: () => import('./routes/mobile/tour-list.tsx') },
      { path: webPaths.mobile.tourTheme.path, lazy: () => import('./routes/mobile/tour-theme.tsx') },
      { path: webPaths.mobile.tourDetail.path, lazy: () => import('./routes/mobile/tour-detail.tsx') },
      { path: webPaths.mobile.more.path, lazy: () => import('./routes/mobile/more.tsx') },
      { path: webPaths.mobile.stayPlus.path, lazy: () => import('./routes/mobile/stay-plus.tsx') },
      { path: webPaths.mobile.stayList.path, lazy: () => import('./routes/mobile/stay-list.tsx') },
      { path: webPaths.mobile.stayDetail.path, lazy: () => import('./routes/mobile/stay-detail.tsx') },
      { path: webPaths.mobile.search.path, lazy: () => import('./routes/mobile/search-header.tsx') },
      { path: webPaths.mobile.eventList.path, lazy: () => import('./routes/mobile/event-list.tsx') },
      {
        // PC layout (header, footer) around the PC screens; the 800x800 login popup stays bare.
        lazy: () => import('./layouts/pc-layout.tsx'),
        children: [
          { path: webPaths.pc.home.path, lazy: () => import('./routes/pc/home.tsx') },
          { path: webPaths.pc.stays.path, lazy: () => import('./routes/pc/stays.tsx') },
          { path: webPaths.pc.tours.path, lazy: () => import('./routes/pc/tours.tsx') },
          { path: webPaths.pc.hotels.path, lazy: () => import('./routes/pc/hotels.tsx') },
          { path: webPaths.pc.hotelList.path, lazy: () => import('./routes/pc/hotel-list.tsx') },
          { path: webPaths.pc.hotelDetail.path, lazy: () => import('./routes/pc/hotel-detail.tsx') },
          { path: webPaths.member.login.path, lazy: () => import('./routes/member/login.tsx') },
          { path: webPaths.member.register.path, lazy: () => import('./routes/member/register.tsx') },
          { path: webPaths.pc.tourRecommend.path, lazy: () => import('./routes/pc/tour-recommend.tsx') },
          { path: webPaths.pc.tourList.path, lazy: () => import('./routes/pc/tour-list.tsx') },
          { path: webPaths.pc.tourTheme.path, lazy: () => import('./routes/pc/tour-theme.tsx') },
          { path: webPaths.pc.tourDetail.path, lazy: () => import('./routes/pc/tour-detail.tsx') },
          { path: webPaths.pc.stayPlus.path, lazy: () => import('./routes/pc/stay-plus.tsx') },
          { path: webPaths.pc.totalSearch.path, lazy: () => import('./routes/pc/total-search.tsx') },
          { path: webPaths.pc.stayList.path, lazy: () => import('./routes/pc/stay-list.tsx') },
          { path: webPaths.pc.stayDetail.path, lazy: () => import('./routes/pc/stay-detail.tsx') },
        ],
      },
      {
        // Editorial pages the menus and footer link to (events, community, site pages), in the PC layout.
        lazy: () => import('./layouts/pc-layout.tsx'),
        children: [
          { path: webPaths.pc.event.path, lazy: () => import('./routes/pc/event.tsx') },
          { path: webPaths.pc.community.path, lazy: () => import('./routes/pc/community.tsx') },
          { path: webPaths.pc.communityPost.path, lazy: () => import('./routes/pc/community.tsx') },
          { path: webPaths.pc.travelInfo.path, lazy: () => import('./routes/pc/travel-info.tsx') },
          { path: webPaths.pc.about.path, lazy: () => import('./routes/pc/about.tsx') },
          { path: webPaths.pc.refundRule.path, lazy: () => import('./routes/pc/refund-rule.tsx') },
          // Discount menu and the city theme pages (the mobile city tiles link to the theme pages too).
          { path: webPaths.pc.sale.path, lazy: () => import('./routes/pc/sale.tsx') },
          { path: webPaths.pc.offSeasonSale.path, lazy: () => import('./routes/pc/off-season-sale.tsx') },
          { path: webPaths.pc.coupons.path, lazy: () => import('./routes/pc/coupons.tsx') },
          ...CITY_THEME_SLUGS.map((slug) => ({ path: CITY_THEME_WEB_PATHS[slug], lazy: () => import('./routes/pc/city-theme.tsx') })),
        ],
      },
      { path: webPaths.mobile.community.path, lazy: () => import('./routes/mobile/community.tsx') },
      { path: webPaths.mobile.clause.path, lazy: () => import('./routes/mobile/clause.tsx') },
      { path: webPaths.mobile.privacy.path, lazy: () => import('./routes/mobile/privacy.tsx') },
      { path: webPaths.member.loginPopup.path, lazy: () => import('./routes/member/login-popup.tsx') },
      { path: webPaths.member.logout.path, lazy: () => import('./routes/member/logout.tsx') },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
]);
