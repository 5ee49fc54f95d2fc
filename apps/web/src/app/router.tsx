import { createBrowserRouter, Navigate } from 'react-router';
import { webPaths } from '@minda/contracts/paths';

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
      { path: webPaths.mobile.more.path, lazy: () => import('./routes/mobile/more.tsx') },
      { path: webPaths.mobile.stayPlus.path, lazy: () => import('./routes/mobile/stay-plus.tsx') },
      {
        // PC layout (header, footer) around the PC screens; the 800x800 login popup stays bare.
        lazy: () => import('./layouts/pc-layout.tsx'),
        children: [
          { path: webPaths.pc.home.path, lazy: () => import('./routes/pc/home.tsx') },
          { path: webPaths.pc.stays.path, lazy: () => import('./routes/pc/stays.tsx') },
          { path: webPaths.pc.tours.path, lazy: () => import('./routes/pc/tours.tsx') },
          { path: webPaths.pc.hotels.path, lazy: () => import('./routes/pc/hotels.tsx') },
          { path: webPaths.member.login.path, lazy: () => import('./routes/member/login.tsx') },
          { path: webPaths.member.register.path, lazy: () => import('./routes/member/register.tsx') },
          { path: webPaths.pc.tourRecommend.path, lazy: () => import('./routes/pc/tour-recommend.tsx') },
          { path: webPaths.pc.stayPlus.path, lazy: () => import('./routes/pc/stay-plus.tsx') },
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
