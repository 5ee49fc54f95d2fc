import type { RouteObject } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import type { PartnerVariant } from './layouts/partner-layout.tsx';
import { layoutRoute, screen, screenModule, screenRoute as route } from './route-module.ts';

// One list module and one room module for the stay and tour partner paths of the inquiry chat (issue 10).
const partnerInquiries = screenModule(() => import('./routes/partner/inquiries.tsx'), () => import('./routes/partner/inquiries.data.ts'));
const partnerInquiry = screenModule(() => import('./routes/partner/inquiry.tsx'), () => import('./routes/partner/inquiry.data.ts'));

/** The partner's manager screens behind the partner-only layout, on PC or in the partner app. */
const partnerScreens = (variant: PartnerVariant, children: RouteObject[]) => layoutRoute(() => import('./layouts/partner-layout.tsx'), { variant }, children);

/**
 * The back office's routes: the partner's manager screens and the operator's. The browser's router adds them
 * under the app's layout when one of their addresses is first opened (app.tsx), so a shopper's first load
 * carries neither their table rows nor their imports (the build checks it: build/public-chunks.ts). A table per
 * call, as with createAppRoutes.
 */
export const createBackOfficeRoutes = (): RouteObject[] => [
  partnerScreens('pc', [
    screen(webPaths.pc.partnerStayBookings.path, () => import('./routes/partner/stay-bookings.tsx'), () => import('./routes/partner/stay-bookings.data.ts')),
    screen(webPaths.pc.partnerTourBookings.path, () => import('./routes/partner/tour-bookings.tsx'), () => import('./routes/partner/tour-bookings.data.ts')),
    route(webPaths.pc.partnerInquiries.path, partnerInquiries),
    route(webPaths.pc.partnerTourInquiries.path, partnerInquiries),
    route(webPaths.pc.partnerInquiry.path, partnerInquiry),
    route(webPaths.pc.partnerTourInquiry.path, partnerInquiry),
    // The partner's own products with their pages and previews (issue 57).
    screen(webPaths.pc.partnerProducts.path, () => import('./routes/partner/products.tsx'), () => import('./routes/partner/products.data.ts')),
    // Reviews of the partner's products, to answer (issue 11).
    screen(webPaths.pc.partnerReviews.path, () => import('./routes/partner/reviews.tsx'), () => import('./routes/partner/reviews.data.ts')),
  ]),
  partnerScreens('app', [
    screen(webPaths.mobile.partnerBookings.path, () => import('./routes/partner/app-bookings.tsx'), () => import('./routes/partner/app-bookings.data.ts')),
    route(webPaths.mobile.partnerInquiries.path, partnerInquiries),
    route(webPaths.mobile.partnerInquiry.path, partnerInquiry),
  ]),
  // The operator's back office (PC): its own login, then operator-only screens.
  screen(webPaths.admin.login.path, () => import('./routes/admin/login.tsx')),
  layoutRoute(() => import('./layouts/admin-layout.tsx'), {}, [
    screen(webPaths.admin.bookings.path, () => import('./routes/admin/bookings.tsx'), () => import('./routes/admin/bookings.data.ts')),
    screen(webPaths.admin.booking.path, () => import('./routes/admin/booking.tsx'), () => import('./routes/admin/booking.data.ts')),
    screen(webPaths.admin.refunds.path, () => import('./routes/admin/refunds.tsx'), () => import('./routes/admin/refunds.data.ts')),
    screen(webPaths.admin.inquiries.path, () => import('./routes/admin/inquiries.tsx'), () => import('./routes/admin/inquiries.data.ts')),
    screen(webPaths.admin.operators.path, () => import('./routes/admin/operators.tsx'), () => import('./routes/admin/operators.data.ts')),
    screen(webPaths.admin.audit.path, () => import('./routes/admin/audit.tsx'), () => import('./routes/admin/audit.data.ts')),
    screen(webPaths.admin.stays.path, () => import('./routes/admin/stays.tsx'), () => import('./routes/admin/stays.data.ts')),
    screen(webPaths.admin.stayNew.path, () => import('./routes/admin/stay-new.tsx'), () => import('./routes/admin/stay-new.data.ts')),
    screen(webPaths.admin.stay.path, () => import('./routes/admin/stay.tsx'), () => import('./routes/admin/stay.data.ts')),
    screen(webPaths.admin.tours.path, () => import('./routes/admin/tours.tsx'), () => import('./routes/admin/tours.data.ts')),
    screen(webPaths.admin.tourNew.path, () => import('./routes/admin/tour-new.tsx'), () => import('./routes/admin/tour-new.data.ts')),
    screen(webPaths.admin.tour.path, () => import('./routes/admin/tour.tsx'), () => import('./routes/admin/tour.data.ts')),
    screen(webPaths.admin.hotels.path, () => import('./routes/admin/hotels.tsx'), () => import('./routes/admin/hotels.data.ts')),
    screen(webPaths.admin.hotelNew.path, () => import('./routes/admin/hotel-new.tsx'), () => import('./routes/admin/hotel-new.data.ts')),
    screen(webPaths.admin.hotel.path, () => import('./routes/admin/hotel.tsx'), () => import('./routes/admin/hotel.data.ts')),
    screen(webPaths.admin.partners.path, () => import('./routes/admin/partners.tsx'), () => import('./routes/admin/partners.data.ts')),
    screen(webPaths.admin.partner.path, () => import('./routes/admin/partner.tsx'), () => import('./routes/admin/partner.data.ts')),
    screen(webPaths.admin.cities.path, () => import('./routes/admin/cities.tsx'), () => import('./routes/admin/cities.data.ts')),
    screen(webPaths.admin.city.path, () => import('./routes/admin/city.tsx'), () => import('./routes/admin/city.data.ts')),
    screen(webPaths.admin.countries.path, () => import('./routes/admin/countries.tsx'), () => import('./routes/admin/countries.data.ts')),
    screen(webPaths.admin.facilities.path, () => import('./routes/admin/facilities.tsx'), () => import('./routes/admin/facilities.data.ts')),
    screen(webPaths.admin.categories.path, () => import('./routes/admin/categories.tsx'), () => import('./routes/admin/categories.data.ts')),
    screen(webPaths.admin.account.path, () => import('./routes/admin/account.tsx')),
  ]),
];
