import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_ENDPOINT, apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import type { OperatorRole } from '@minda/contracts/rules/operator-roles';
import { loginAs, visitorHeaders, type CallerHeaders } from '../test/login-as.ts';
import { setupTestApp } from '../test/test-app.ts';

/**
 * The authorization matrix: every route the real app registers, called by a visitor, a member, a partner and
 * an operator. Who may call each route is written here literally, so a route whose declared access changes,
 * or a new route nobody listed, fails this test until someone reviews it. The sample request of each route
 * is valid, so the answer is the access decision and not a 400 from the contract.
 */

type Audience = 'public' | 'member' | 'partner' | 'admin';
/** `headers` are added to the caller's (a fresh Idempotency-Key per call on the routes that require one). */
type Sample = { url: string; body?: () => object; headers?: () => Record<string, string> };
/** `ranWhen`: the error code that shows the route itself ran, for samples that cannot carry a valid secret (a mailed code). */
/** `operators`: on a back-office route, the operator roles that may call it (every other role is 403). */
type Row = { audience: Audience; sample: Sample; replacesSession?: true; ranWhen?: string; operators?: readonly OperatorRole[] };

const api = (path: string, query: Parameters<typeof withQuery>[1] = {}) => apiUrl(withQuery(path, query));
const PARIS = '001001001';
const NO_SUCH_HOTEL = '00000000-0000-4000-8000-000000000000';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const DATES = { checkInAt: inDays(30), checkOutAt: inDays(32) };
let registered = 0;

const open = (url: string, body?: () => object): Row => ({ audience: 'public', sample: body ? { url, body } : { url } });
const signedIn = (url: string): Row => ({ audience: 'member', sample: { url } });
const ownData = (url: string, body?: () => object): Row => ({ audience: 'member', sample: body ? { url, body } : { url } });
const idempotent = (row: Row): Row => ({ ...row, sample: { ...row.sample, headers: () => ({ 'idempotency-key': randomUUID() }) } });
const partnerOwn = (url: string, body?: () => object): Row => ({ audience: 'partner', sample: body ? { url, body } : { url } });
/**
 * A back-office route and the roles that may call it, as issue 57 defines them: super everything, catalogue the
 * catalogue, content the site's content and reviews, support bookings and inquiries, finance refunds and money.
 */
const operatorsOnly = (operators: readonly OperatorRole[], url: string, body?: () => object): Row => ({ audience: 'admin', operators, sample: body ? { url, body } : { url } });
const EVERY_OPERATOR = ['super', 'catalogue', 'content', 'support', 'finance'] as const;
const READ_BOOKINGS = ['super', 'support', 'finance'] as const;
const CHANGE_BOOKINGS = ['super', 'support'] as const;
const REFUNDS = ['super', 'finance'] as const;
const INQUIRIES = ['super', 'support'] as const;
const CATALOGUE = ['super', 'catalogue'] as const;
const NO_SUCH_BOOKING = 999_999_999;
const NO_SUCH_STAY = 999_999_999;
const NO_SUCH_CITY = '999999999';
const NO_SUCH_COUNTRY = '999999';
const NEW_CITY = { nameKo: '매트릭스시', nameEn: 'Matrix', timeZone: 'Europe/Paris', area: { south: 48, west: 2, north: 48.5, east: 2.5 } };
/** The seed's `partner` login: creating it again is a 422, so the matrix adds no partner. */
const NEW_PARTNER = {
  password: 'matrix1234!', name: '매트릭스민박', type: 'stay', businessName: '매트릭스', representative: '홍길동', businessNumber: '124-81-00998',
  mailOrderNumber: '해당 없음', businessAddress: '프랑스 파리', contactPhone: '+33 1 23 45 67 89', contactEmail: 'matrix@example.com',
  bankName: '신한은행', accountHolder: '홍길동', accountNumber: '110-123-456789', commissionRate: 15,
};
const NEW_STAY = { cityCode: PARIS, name: '매트릭스 민박', address: '프랑스 파리 1구', latitude: 48.86, longitude: 2.34 };
const NO_SUCH_TOUR = 999_999_999;
const NO_SUCH_PROPERTY_ID = 999_999_999;
const NEW_TOUR = { cityCode: PARIS, name: '매트릭스 투어', itemCategoryType: 'LOCAL_TOUR' };
const NO_SUCH_REVIEW = 999_999_999;
const STAY_QUOTE = { goodsNo: 1001, roomId: 1, ...DATES, adults: 1, children: [] };
const BOOKING_GUEST = { guest: { name: '홍길동', englishName: 'HONG GILDONG', phone: '010-1234-5678', email: 'hong@example.com' } };

/** METHOD and the registered URL (Fastify pattern) of every route, with who may call it. */
const matrix: Record<string, Row> = {
  'GET /healthz': open('/healthz'),
  'GET /robots.txt': open('/robots.txt'),
  'GET /sitemap.xml': open('/sitemap.xml'),
  'GET /sitemaps/:file': open('/sitemaps/static-1.xml'),
  'POST /cust/ajax/ajax_set_access_token.php': open(ACCESS_TOKEN_ENDPOINT),
  'GET /api/v2/openapi.json': open(api(apiPaths.system.openapi.href())),

  'PUT /api/v2/auth/token': { ...open(api(apiPaths.auth.token.href()), () => ({ loginId: 'traveler01', password: 'minda1234!' })), replacesSession: true },
  'POST /api/v2/auth/token': open(api(apiPaths.auth.token.href())),
  'DELETE /api/v2/auth/token': { ...open(api(apiPaths.auth.token.href())), replacesSession: true },
  // The sample cannot carry a mailed code's token: the register route's own refusal shows it ran.
  'PUT /api/v2/auth/register': {
    ...open(api(apiPaths.auth.register.href()), () => {
      registered += 1;
      const consents = { terms: true, privacy: true, age14: true };
      return { loginId: `matrix${registered}`, password: 'matrix1234', nickname: '매트릭스', email: `matrix${registered}@example.com`, emailVerificationToken: 'x'.repeat(43), consents };
    }),
    replacesSession: true,
    ranWhen: 'EMAIL_NOT_VERIFIED',
  },
  'POST /api/v2/auth/signupEmailCode': open(api(apiPaths.auth.signupEmailCode.href()), () => ({ email: 'matrix-signup@example.com' })),
  'POST /api/v2/auth/signupEmailVerify': { ...open(api(apiPaths.auth.signupEmailVerify.href()), () => ({ email: 'matrix-signup@example.com', code: '000000' })), ranWhen: 'AUTH_CODE_INVALID' },
  'GET /api/v2/auth/api/user': open(api(apiPaths.auth.user.href())),
  'POST /api/v2/auth/authCodeSend': open(api(apiPaths.auth.authCodeSend.href()), () => ({ email: 'matrix-recovery@example.com' })),
  'POST /api/v2/auth/authToken': { ...open(api(apiPaths.auth.authToken.href()), () => ({ email: 'matrix-recovery@example.com', code: '000000' })), ranWhen: 'AUTH_CODE_INVALID' },
  'POST /api/v2/auth/findIdPw': { ...open(api(apiPaths.auth.findIdPw.href()), () => ({ recoveryToken: 'x'.repeat(43) })), ranWhen: 'RECOVERY_TOKEN_INVALID' },
  'GET /api/v2/auth/remote_addr': open(api(apiPaths.auth.remoteAddr.href())),
  'GET /api/v2/dev/outbox': open(api(apiPaths.devOutbox.list.href())),

  'GET /api/v2/main/stays/popularCities': open(api(apiPaths.stays.popularCities.href())),
  'GET /api/v2/main/stays/themeItems': open(api(apiPaths.stays.themeItems.href())),
  'GET /api/v2/main/stays/recommendItems': open(api(apiPaths.stays.recommendItems.href())),
  'GET /api/v2/main/stays/recentlyViewed': open(api(apiPaths.stays.recentlyViewed.href(), { goodsNos: '1001' })),
  'GET /api/v2/stay/search': open(api(apiPaths.stays.search.href(), { cityCode: PARIS, occupancy: 2 })),
  'GET /api/v2/stay/v2/:goodsNo/property': open(api(apiPaths.stays.property.href(1001))),
  'GET /api/v2/stay/v2/:goodsNo/property/rooms': open(api(apiPaths.stays.rooms.href(1001), DATES)),
  'GET /api/v2/stay/minda_only': open(api(apiPaths.stays.mindaOnly.href())),
  'GET /api/v2/main/stay-plus/items': open(api(apiPaths.stays.plus.href())),
  'GET /api/v2/main/stays/cityThemes/:slug': open(api(apiPaths.stays.cityTheme.href('london'))),
  'GET /api/v2/main/stays/sale': open(api(apiPaths.stays.sale.href())),
  'GET /api/v2/main/stays/offSeasonSale': open(api(apiPaths.stays.offSeasonSale.href())),

  'GET /api/v2/main/hotels/popularCities': open(api(apiPaths.hotels.popularCities.href())),
  'GET /api/v2/main/hotels/themeProperties': open(api(apiPaths.hotels.themeProperties.href())),
  'GET /api/v2/main/hotels/recommendProperties': open(api(apiPaths.hotels.recommendProperties.href())),
  'GET /api/v2/main/hotels/recentlyViewed': open(api(apiPaths.hotels.recentlyViewed.href(), { propertyIds: '200001' })),
  'GET /api/v2/hotel/search': open(api(apiPaths.hotels.search.href(), { cityId: 999_999 })),
  'GET /api/v2/hotel/properties/:uuid': open(api(apiPaths.hotels.property.href(NO_SUCH_HOTEL))),
  'GET /api/v2/hotel/properties/:uuid/rooms': open(api(apiPaths.hotels.rooms.href(NO_SUCH_HOTEL), DATES)),
  'GET /api/v2/hotel/cities/:cityId/neighborhoods': open(api(apiPaths.hotels.neighborhoods.href(999_999))),
  'GET /api/v2/hotel/cities/:cityId/pois': open(api(apiPaths.hotels.pois.href(999_999))),

  'GET /api/v2/main/tour_tickets/popularCities': open(api(apiPaths.tours.popularCities.href())),
  'GET /api/v2/main/tour_tickets/themeItems': open(api(apiPaths.tours.themeItems.href())),
  'GET /api/v2/main/tour_tickets/recommendItems': open(api(apiPaths.tours.recommendItems.href())),
  'GET /api/v2/main/tour_tickets/recommend': open(api(apiPaths.tours.recommend.href(), { category: PARIS })),
  'GET /api/v2/main/tour_tickets/recentlyViewed': open(api(apiPaths.tours.recentlyViewed.href(), { itemNos: '5001' })),
  'GET /api/v2/tour_tickets/list': open(api(apiPaths.tours.list.href(), { category: PARIS })),
  'GET /api/v2/tour_tickets/themes/:themeNo/items': open(api(apiPaths.tours.theme.href(259))),
  'GET /api/v2/tour_tickets/items/:itemNo': open(api(apiPaths.tours.item.href(5001))),

  'GET /api/v2/main/search/citiesAndStays': open(api(apiPaths.search.citiesAndStays.href(), { searchInput: '파리' })),
  'GET /api/v2/main/search/citiesAndHotels': open(api(apiPaths.search.citiesAndHotels.href(), { searchInput: '파리' })),
  'GET /api/v2/main/search/citiesAndTourTickets': open(api(apiPaths.search.citiesAndTourTickets.href(), { searchInput: '파리' })),
  'GET /api/v2/main/search/total': open(api(apiPaths.search.total.href(), { keyword: '파리' })),
  'POST /api/v2/common/notification/stay/log': open(api(apiPaths.search.stayCityLog.href()), () => ({ category: PARIS })),
  'POST /api/v2/common/notification/tour-ticket/log': open(api(apiPaths.search.tourCityLog.href()), () => ({ category: PARIS })),

  'GET /api/v2/main/banners/pc': open(api(apiPaths.content.banners.pc.href(), { type: 'main' })),
  'GET /api/v2/main/banners/mobile': open(api(apiPaths.content.banners.mobile.href(), { type: 'main' })),
  'GET /api/v2/main/popup_notices': open(api(apiPaths.content.popupNotice.href())),
  'GET /api/v2/content/events': open(api(apiPaths.content.events.href())),
  'GET /api/v2/content/events/:no': open(api(apiPaths.content.event.href(336))),
  'GET /api/v2/content/pages/:slug': open(api(apiPaths.content.page.href('refund-rule'))),
  'GET /api/v2/community/:boardId/posts': open(api(apiPaths.content.boardPosts.href('jobs'))),
  'GET /api/v2/community/:boardId/posts/:no': open(api(apiPaths.content.boardPost.href('jobs', 1))),

  'GET /api/v2/member/reviews': ownData(api(apiPaths.members.reviewSummary.href())),
  'GET /api/v2/member/points-cash': ownData(api(apiPaths.members.pointsCash.href(), { page: 0 })),
  'GET /api/v2/member/coupons': ownData(api(apiPaths.members.coupons.href())),
  'POST /api/v2/member/coupons': idempotent(ownData(api(apiPaths.members.coupons.href()), () => ({ code: 'HOTEL5' }))),
  'GET /api/v2/member/coupons/hotel': ownData(api(apiPaths.members.hotelCoupons.href())),
  'GET /api/v2/member/invite': ownData(api(apiPaths.members.invite.href())),
  'GET /api/v2/coupons/offers': open(api(apiPaths.coupons.offers.href())),

  'POST /api/v2/main/stays/wishList': ownData(api(apiPaths.wishes.stays.href()), () => ({ goodsNo: 1001 })),
  'DELETE /api/v2/main/stays/wishList/:id': ownData(api(apiPaths.wishes.stay.href(1001))),
  'POST /api/v2/main/tour_tickets/guidebook': ownData(api(apiPaths.wishes.tours.href()), () => ({ itemNo: 123_456_789, category: PARIS })),
  'DELETE /api/v2/main/tour_tickets/guidebook/:id': ownData(api(apiPaths.wishes.tour.href(5001))),
  'POST /api/v2/main/hotels/:propertyUuid/like': ownData(api(apiPaths.wishes.hotelLike.href(NO_SUCH_HOTEL))),
  'DELETE /api/v2/main/hotels/:propertyUuid/like': ownData(api(apiPaths.wishes.hotelLike.href(NO_SUCH_HOTEL))),
  'GET /api/v2/stay/:id/like': open(api(apiPaths.wishes.stayLike.href(1001))),
  'POST /api/v2/stay/:id/like': ownData(api(apiPaths.wishes.stayLike.href(1001))),
  'DELETE /api/v2/stay/:id/like': ownData(api(apiPaths.wishes.stayLike.href(1001))),
  'GET /api/v2/stay/:id/like/count': open(api(apiPaths.wishes.stayLikeCount.href(1001))),

  'GET /api/v2/stay/reviews/:id': open(api(apiPaths.reviews.stay.href(1001))),
  'GET /api/v2/tour_tickets/reviews/:id': open(api(apiPaths.reviews.tour.href(5001))),
  'GET /api/v2/hotel/reviews/:propertyUuid': open(api(apiPaths.reviews.hotel.href(NO_SUCH_HOTEL))),
  'GET /api/v2/stay/reviews/supplier/:id': open(api(apiPaths.reviews.supplier.href(999_999))),
  'GET /api/v2/stay/reviews/minda': open(api(apiPaths.reviews.minda.href())),
  'POST /api/v2/reviews': idempotent(ownData(api(apiPaths.reviews.write.href()), () => ({ bookNo: NO_SUCH_BOOKING, rating: 5, content: '매트릭스 후기 내용입니다.' }))),
  'PUT /api/v2/reviews/:id': ownData(api(apiPaths.reviews.review.href(NO_SUCH_REVIEW)), () => ({ rating: 5, content: '매트릭스 후기 내용입니다.' })),
  'DELETE /api/v2/reviews/:id': ownData(api(apiPaths.reviews.review.href(NO_SUCH_REVIEW))),
  'GET /api/v2/reviews/booking/:bookNo': ownData(api(apiPaths.reviews.form.href(NO_SUCH_BOOKING))),
  'POST /api/v2/reviews/photos': ownData(api(apiPaths.reviews.photos.href())),
  'GET /api/v2/reviews/non_review_check': ownData(api(apiPaths.reviews.nonReviewCheck.href())),
  'GET /api/v2/reviews/first_review_check': ownData(api(apiPaths.reviews.firstReviewCheck.href())),
  'GET /api/v2/reviews/parity': ownData(api(apiPaths.reviews.parity.href())),
  'POST /api/v2/reviews/:id/comments': { audience: 'member', sample: { url: api(apiPaths.reviews.comments.href(NO_SUCH_REVIEW)), body: () => ({ content: '댓글' }) } },
  'GET /api/v2/reviews/:id/comments/:commentId': open(api(apiPaths.reviews.comment.href(NO_SUCH_REVIEW, 1))),
  'DELETE /api/v2/reviews/:id/comments/:commentId': signedIn(api(apiPaths.reviews.comment.href(NO_SUCH_REVIEW, 1))),
  'GET /api/v2/reviews/manager': partnerOwn(api(apiPaths.reviews.manager.href())),
  'POST /api/v2/reviews/manager/:id/comments': partnerOwn(api(apiPaths.reviews.managerComments.href(NO_SUCH_REVIEW)), () => ({ content: '답변' })),
  'DELETE /api/v2/reviews/manager/:id/comments/:commentId': partnerOwn(api(apiPaths.reviews.managerComment.href(NO_SUCH_REVIEW, 1))),

  'POST /api/v2/pay/kcp/mobile-register': ownData(api(apiPaths.payments.register.href()), () => ({ bookNo: 999_999_999 })),
  'GET /api/v2/pay/return': open(api(apiPaths.payments.windowReturn.href(), { ordr_idxx: 'MD0-0', res_cd: '0000' })),
  'POST /api/v2/pay/return': open(api(apiPaths.payments.windowReturn.href()), () => ({ ordr_idxx: 'MD0-0', res_cd: '0000' })),
  // Provider-authenticated (shared secret), not session-authenticated: a caller without the secret gets 401.
  'POST /api/v2/pay/kcp/notification': open(api(apiPaths.payments.notification.href()), () => ({ site_cd: 'T0000', order_no: 'MD0-0' })),
  'PUT /api/v2/stay-book/bookings/:bookNo': ownData(api(apiPaths.bookings.booking.href(999_999_999)), () => ({ orderId: 'MD0-0' })),
  'DELETE /api/v2/stay-book/bookings/:bookNo': ownData(api(apiPaths.bookings.booking.href(999_999_999))),
  'POST /api/v2/pay/test/window': open(api(apiPaths.payments.testWindow.href()), () => ({ tradeId: 'TG0' })),
  'POST /api/v2/pay/test/window/pay': open(api(apiPaths.payments.testWindowPay.href()), () => ({ tradeId: 'TG0', cardNumber: '4242424242424242' })),
  'POST /api/v2/stay-book/pre-check': open(api(apiPaths.bookings.preCheck.href()), () => STAY_QUOTE),
  'POST /api/v2/stay-book/pre-bookings': idempotent(ownData(api(apiPaths.bookings.preBookings.href()), () => ({ ...STAY_QUOTE, ...BOOKING_GUEST }))),
  'POST /api/v2/stay-book/v2/pre-check': open(api(apiPaths.bookings.v2PreCheck.href()), () => ({ productType: 'tour', itemNo: 5001, items: [{ optionId: 1, date: DATES.checkInAt, count: 1 }] })),
  'POST /api/v2/stay-book/v2/pre-bookings': idempotent(
    ownData(api(apiPaths.bookings.v2PreBookings.href()), () => ({ productType: 'tour', itemNo: 5001, items: [{ optionId: 1, date: DATES.checkInAt, count: 1 }], ...BOOKING_GUEST })),
  ),
  'GET /api/v2/stay-book/bookings': ownData(api(apiPaths.bookings.list.href())),
  'GET /api/v2/stay-book/bookings/:bookNo': ownData(api(apiPaths.bookings.booking.href(NO_SUCH_BOOKING))),
  'GET /api/v2/common/mypage/reservation/count': ownData(api(apiPaths.mypage.reservationCount.href())),
  'GET /api/v2/common/mypage/reservation/current': ownData(api(apiPaths.mypage.reservationCurrent.href())),
  'GET /api/v2/common/mypage/reservation/past': ownData(api(apiPaths.mypage.reservationPast.href())),
  'GET /api/v2/common/mypage/reservation/refund': ownData(api(apiPaths.mypage.reservationRefund.href())),
  'GET /api/v2/common/mypage/reservation/my_rate': ownData(api(apiPaths.mypage.reservationMyRate.href())),
  'GET /api/v2/partner/bookings': partnerOwn(api(apiPaths.partner.bookings.href())),
  'GET /api/v2/partner/products': partnerOwn(api(apiPaths.partner.products.href())),
  'POST /api/v2/partner/bookings/:bookNo/accept': partnerOwn(api(apiPaths.partner.accept.href(NO_SUCH_BOOKING))),
  'POST /api/v2/partner/bookings/:bookNo/decline': partnerOwn(api(apiPaths.partner.decline.href(NO_SUCH_BOOKING)), () => ({ reason: 'unavailable' })),
  'POST /api/v2/partner/bookings/:bookNo/no-show': partnerOwn(api(apiPaths.partner.noShow.href(NO_SUCH_BOOKING))),
  'POST /api/v2/partner/bookings/:bookNo/cancel': partnerOwn(api(apiPaths.partner.cancel.href(NO_SUCH_BOOKING)), () => ({ reason: '숙소 보수 공사' })),

  'POST /api/v2/chat/login': ownData(api(apiPaths.chat.login.href())),
  'POST /api/v2/chat/oneid/login': partnerOwn(api(apiPaths.chat.oneidLogin.href())),
  // A member's own inquiry on a tour (a partner and the operator own no tour, so none of them asks about their own product).
  'POST /api/v2/chat/join': ownData(api(apiPaths.chat.join.href()), () => ({ productCategory: 'TRIP', productId: 5001 })),
  'GET /api/v2/chat/channels': ownData(api(apiPaths.chat.channels.href())),
  'GET /api/v2/chat/channels/:channelId': ownData(api(apiPaths.chat.channel.href('no-such-channel'))),
  'GET /api/v2/chat/channels/:channelId/messages': ownData(api(apiPaths.chat.messages.href('no-such-channel'))),
  'POST /api/v2/chat/channels/:channelId/images': ownData(api(apiPaths.chat.images.href('no-such-channel'))),
  'GET /api/v2/chat/report/types': open(api(apiPaths.chat.reportTypes.href())),
  'POST /api/v2/chat/report': ownData(api(apiPaths.chat.report.href()), () => ({ channelId: 'no-such-channel', reportTypeId: 1 })),
  'POST /api/v2/chat/partner/confirm': partnerOwn(api(apiPaths.chat.partnerConfirm.href()), () => ({ channelId: 'no-such-channel', bookNo: NO_SUCH_BOOKING })),
  // Signed by the sending service instead of a session: an unsigned call is refused 401 by the route itself.
  'POST /api/v2/chat/webhook': open(api(apiPaths.chat.webhook.href()), () => ({ channelId: 'no-such-channel', text: '공지', eventId: 'evt-matrix-0001' })),
  'GET /api/v2/chat/unread': ownData(api(apiPaths.chat.unread.href())),
  // The owner resolver compares partnerId with the caller: the sample names an id no caller has, so only
  // the audience check is shown here (chat.test.ts shows a partner listing their own items).
  'GET /api/v2/stay/goods': partnerOwn(api(apiPaths.chat.partnerStayGoods.href(), { partnerId: 999_999 })),
  'GET /api/v2/tour_tickets/partner/items': partnerOwn(api(apiPaths.chat.partnerTourItems.href(), { partnerId: 999_999 })),
  'POST /api/v2/admin/auth/login': { ...open(api(apiPaths.admin.login.href()), () => ({ loginId: 'admin', password: 'minda1234!' })), replacesSession: true },
  // The back office's refresh reads the session cookie, and answers anyone else as signed out itself.
  'PUT /api/v2/admin/auth/login': open(api(apiPaths.admin.login.href())),
  'POST /api/v2/admin/auth/token': open(api(apiPaths.admin.token.href())),
  'GET /api/v2/admin/auth/user': operatorsOnly(EVERY_OPERATOR, api(apiPaths.admin.me.href())),
  'POST /api/v2/admin/auth/second-factor': operatorsOnly(EVERY_OPERATOR, api(apiPaths.admin.secondFactor.href())),
  // A code that matches nothing: the route itself refuses it (the factor is not started or not on).
  'PUT /api/v2/admin/auth/second-factor': operatorsOnly(EVERY_OPERATOR, api(apiPaths.admin.secondFactor.href()), () => ({ code: '000000' })),
  'DELETE /api/v2/admin/auth/second-factor': operatorsOnly(EVERY_OPERATOR, api(apiPaths.admin.secondFactor.href()), () => ({ code: '000000' })),
  'GET /api/v2/admin/saved-views': operatorsOnly(EVERY_OPERATOR, api(apiPaths.admin.savedViews.href(), { list: 'bookings' })),
  'POST /api/v2/admin/saved-views': operatorsOnly(EVERY_OPERATOR, api(apiPaths.admin.savedViews.href()), () => {
    registered += 1;
    return { list: 'audit', name: `매트릭스 ${registered}`, query: 'targetType=booking' };
  }),
  'DELETE /api/v2/admin/saved-views/:id': operatorsOnly(EVERY_OPERATOR, api(apiPaths.admin.savedView.href(999_999_999))),
  'POST /api/v2/admin/auth/session/refresh': operatorsOnly(EVERY_OPERATOR, api(apiPaths.admin.sessionRefresh.href())),
  'GET /api/v2/admin/users': operatorsOnly(['super'], api(apiPaths.admin.users.href(), { status: 'active' })),
  'POST /api/v2/admin/users': operatorsOnly(['super'], api(apiPaths.admin.users.href()), () => {
    registered += 1;
    return { loginId: `matrixop${registered}`, password: 'matrix1234!', nickname: '매트릭스 운영자', role: 'content' };
  }),
  'PATCH /api/v2/admin/users/:id': operatorsOnly(['super'], api(apiPaths.admin.user.href(999_999_999)), () => ({ role: 'support' })),
  // The catalogue (issue 57): samples name no stay or partner, so a 404 or 422 shows the route ran and nothing changes.
  'GET /api/v2/admin/cities': operatorsOnly(CATALOGUE, api(apiPaths.admin.cities.href())),
  'POST /api/v2/admin/cities': operatorsOnly(CATALOGUE, api(apiPaths.admin.cities.href()), () => ({ ...NEW_CITY, countryCode: '999999' })),
  'GET /api/v2/admin/countries': operatorsOnly(CATALOGUE, api(apiPaths.admin.countries.href())),
  'POST /api/v2/admin/countries': operatorsOnly(CATALOGUE, api(apiPaths.admin.countries.href()), () => ({ continentCode: '999', nameKo: '매트릭스국', nameEn: 'Matrixland' })),
  'GET /api/v2/admin/continents': operatorsOnly(CATALOGUE, api(apiPaths.admin.continents.href())),
  'GET /api/v2/admin/facilities': operatorsOnly(CATALOGUE, api(apiPaths.admin.facilities.href(), { kind: 'room' })),
  // The seed's own name: refused (422), so the matrix adds no facility and moves none.
  'POST /api/v2/admin/facilities': operatorsOnly(CATALOGUE, api(apiPaths.admin.facilities.href()), () => ({ kind: 'property', nameKo: '무료 Wi-Fi', nameEn: 'Free Wi-Fi' })),
  'PUT /api/v2/admin/facilities/order': operatorsOnly(CATALOGUE, api(apiPaths.admin.facilitiesOrder.href()), () => ({ kind: 'room', ids: [999_999_999] })),
  'PATCH /api/v2/admin/facilities/:id': operatorsOnly(CATALOGUE, api(apiPaths.admin.facility.href(999_999_999)), () => ({ nameEn: 'Matrix' })),
  'GET /api/v2/admin/categories': operatorsOnly(CATALOGUE, api(apiPaths.admin.categories.href())),
  // The seed's own code: refused (422), so the matrix adds no type, moves none and deletes none.
  'POST /api/v2/admin/categories': operatorsOnly(CATALOGUE, api(apiPaths.admin.categories.href()), () => ({ code: 'hotel', nameKo: '호텔', nameEn: 'Hotel' })),
  'PUT /api/v2/admin/categories/order': operatorsOnly(CATALOGUE, api(apiPaths.admin.categoriesOrder.href()), () => ({ ids: [999_999_999] })),
  'PATCH /api/v2/admin/categories/:id': operatorsOnly(CATALOGUE, api(apiPaths.admin.category.href(999_999_999)), () => ({ nameEn: 'Matrix' })),
  'DELETE /api/v2/admin/categories/:id': operatorsOnly(CATALOGUE, api(apiPaths.admin.category.href(999_999_999))),
  'GET /api/v2/admin/cities/:code/categories': operatorsOnly(CATALOGUE, api(apiPaths.admin.cityCategories.href(NO_SUCH_CITY))),
  'PUT /api/v2/admin/cities/:code/categories': operatorsOnly(CATALOGUE, api(apiPaths.admin.cityCategories.href(NO_SUCH_CITY)), () => ({ categoryIds: [] })),
  'GET /api/v2/admin/countries/:code/provinces': operatorsOnly(CATALOGUE, api(apiPaths.admin.countryProvinces.href(NO_SUCH_COUNTRY))),
  'POST /api/v2/admin/countries/:code/provinces': operatorsOnly(CATALOGUE, api(apiPaths.admin.countryProvinces.href(NO_SUCH_COUNTRY)), () => ({ nameKo: '매트릭스주', nameEn: 'Matrix' })),
  'GET /api/v2/admin/cities/:code': operatorsOnly(CATALOGUE, api(apiPaths.admin.city.href(NO_SUCH_CITY))),
  'PATCH /api/v2/admin/cities/:code': operatorsOnly(CATALOGUE, api(apiPaths.admin.city.href(NO_SUCH_CITY)), () => ({ nameEn: 'Matrix' })),
  'GET /api/v2/admin/cities/:code/audit': operatorsOnly(CATALOGUE, api(apiPaths.admin.cityAudit.href(NO_SUCH_CITY))),
  'GET /api/v2/admin/cities/:code/neighborhoods': operatorsOnly(CATALOGUE, api(apiPaths.admin.cityNeighborhoods.href(NO_SUCH_CITY))),
  'POST /api/v2/admin/cities/:code/neighborhoods': operatorsOnly(CATALOGUE, api(apiPaths.admin.cityNeighborhoods.href(NO_SUCH_CITY)), () => ({ nameKo: '매트릭스 지구', nameEn: 'Matrix' })),
  'PATCH /api/v2/admin/cities/:code/neighborhoods/:id': operatorsOnly(CATALOGUE, api(apiPaths.admin.cityNeighborhood.href(NO_SUCH_CITY, 1)), () => ({ nameEn: 'Matrix' })),
  'GET /api/v2/admin/cities/:code/stations': operatorsOnly(CATALOGUE, api(apiPaths.admin.cityStations.href(NO_SUCH_CITY))),
  'POST /api/v2/admin/cities/:code/stations': operatorsOnly(CATALOGUE, api(apiPaths.admin.cityStations.href(NO_SUCH_CITY)), () => ({ nameKo: '매트릭스역', latitude: 48.86, longitude: 2.34 })),
  'PATCH /api/v2/admin/cities/:code/stations/:id': operatorsOnly(CATALOGUE, api(apiPaths.admin.cityStation.href(NO_SUCH_CITY, 1)), () => ({ nameEn: 'Matrix' })),
  'GET /api/v2/admin/cities/:code/pois': operatorsOnly(CATALOGUE, api(apiPaths.admin.cityPois.href(NO_SUCH_CITY))),
  'POST /api/v2/admin/cities/:code/pois': operatorsOnly(CATALOGUE, api(apiPaths.admin.cityPois.href(NO_SUCH_CITY)), () => ({ nameKo: '매트릭스 광장', latitude: 48.86, longitude: 2.34 })),
  'PATCH /api/v2/admin/cities/:code/pois/:id': operatorsOnly(CATALOGUE, api(apiPaths.admin.cityPoi.href(NO_SUCH_CITY, 1)), () => ({ sort: 1 })),
  'GET /api/v2/admin/partners': operatorsOnly(CATALOGUE, api(apiPaths.admin.partners.href(), { type: 'stay' })),
  'POST /api/v2/admin/partners': operatorsOnly(CATALOGUE, api(apiPaths.admin.partners.href()), () => ({ ...NEW_PARTNER, loginId: 'partner' })),
  'GET /api/v2/admin/partners/:partnerId': operatorsOnly(CATALOGUE, api(apiPaths.admin.partner.href(999_999_999))),
  'GET /api/v2/admin/partners/:partnerId/audit': operatorsOnly(CATALOGUE, api(apiPaths.admin.partnerAudit.href(999_999_999))),
  'PATCH /api/v2/admin/partners/:partnerId': operatorsOnly(CATALOGUE, api(apiPaths.admin.partner.href(999_999_999)), () => ({ commissionRate: 12 })),
  // A partner's logins (issue 57, "partner users"): samples name no partner, so a 404 shows the route ran and nothing changes.
  'GET /api/v2/admin/partners/:partnerId/users': operatorsOnly(CATALOGUE, api(apiPaths.admin.partnerUsers.href(999_999_999))),
  'POST /api/v2/admin/partners/:partnerId/users': idempotent(
    operatorsOnly(CATALOGUE, api(apiPaths.admin.partnerUsers.href(999_999_999)), () => ({ loginId: 'matrix.staff', password: 'matrix1234!', nickname: '매트릭스직원', email: 'staff@example.com' })),
  ),
  'PATCH /api/v2/admin/partners/:partnerId/users/:userId': operatorsOnly(CATALOGUE, api(apiPaths.admin.partnerUser.href(999_999_999, 999_999_999)), () => ({ active: false })),
  'GET /api/v2/admin/stays/goods': operatorsOnly(CATALOGUE, api(apiPaths.admin.stays.href(), { status: 'draft' })),
  'GET /api/v2/admin/stays/goods/xls': operatorsOnly(CATALOGUE, api(apiPaths.admin.staysXls.href(), { status: 'draft' })),
  'PATCH /api/v2/admin/stays/goods/status': operatorsOnly(CATALOGUE, api(apiPaths.admin.staysStatus.href()), () => ({ ids: [NO_SUCH_STAY], status: 'published' })),
  'POST /api/v2/admin/stays/goods': operatorsOnly(CATALOGUE, api(apiPaths.admin.stays.href()), () => ({ ...NEW_STAY, partnerId: 999_999_999 })),
  'GET /api/v2/admin/stays/goods/:goodsNo': operatorsOnly(CATALOGUE, api(apiPaths.admin.stay.href(NO_SUCH_STAY))),
  'PATCH /api/v2/admin/stays/goods/:goodsNo': operatorsOnly(CATALOGUE, api(apiPaths.admin.stay.href(NO_SUCH_STAY)), () => ({ name: '매트릭스 민박' })),
  'PATCH /api/v2/admin/stays/goods/:goodsNo/status': operatorsOnly(CATALOGUE, api(apiPaths.admin.stayStatus.href(NO_SUCH_STAY)), () => ({ status: 'published' })),
  'PUT /api/v2/admin/stays/goods/:goodsNo/facilities': operatorsOnly(CATALOGUE, api(apiPaths.admin.stayFacilities.href(NO_SUCH_STAY)), () => ({ facilityIds: [1] })),
  'PUT /api/v2/admin/stays/goods/:goodsNo/rooms/:roomId/facilities': operatorsOnly(CATALOGUE, api(apiPaths.admin.stayRoomFacilities.href(NO_SUCH_STAY, 1)), () => ({ facilityIds: [] })),
  'GET /api/v2/admin/stays/goods/:goodsNo/audit': operatorsOnly(CATALOGUE, api(apiPaths.admin.stayAudit.href(NO_SUCH_STAY))),
  'POST /api/v2/admin/stays/goods/:goodsNo/rooms': operatorsOnly(CATALOGUE, api(apiPaths.admin.stayRooms.href(NO_SUCH_STAY)), () => ({ name: '2인실', unitType: 'room', units: 1, maxGuests: 2, price: 90_000 })),
  'POST /api/v2/admin/stays/goods/:goodsNo/photos': operatorsOnly(CATALOGUE, api(apiPaths.admin.stayPhotos.href(NO_SUCH_STAY))),
  'PUT /api/v2/admin/stays/goods/:goodsNo/photos': operatorsOnly(CATALOGUE, api(apiPaths.admin.stayPhotos.href(NO_SUCH_STAY)), () => ({ photoIds: [1] })),
  'PATCH /api/v2/admin/stays/goods/:goodsNo/photos/:photoId': operatorsOnly(CATALOGUE, api(apiPaths.admin.stayPhoto.href(NO_SUCH_STAY, 1)), () => ({ alt: '외관' })),
  'DELETE /api/v2/admin/stays/goods/:goodsNo/photos/:photoId': operatorsOnly(CATALOGUE, api(apiPaths.admin.stayPhoto.href(NO_SUCH_STAY, 1))),
  'PATCH /api/v2/admin/stays/goods/:goodsNo/rooms/:roomId': operatorsOnly(CATALOGUE, api(apiPaths.admin.stayRoom.href(NO_SUCH_STAY, 1)), () => ({ price: 95_000 })),
  'GET /api/v2/admin/tours/items': operatorsOnly(CATALOGUE, api(apiPaths.admin.tours.href(), { status: 'draft' })),
  'GET /api/v2/admin/tours/items/xls': operatorsOnly(CATALOGUE, api(apiPaths.admin.toursXls.href(), { status: 'draft' })),
  'PATCH /api/v2/admin/tours/items/status': operatorsOnly(CATALOGUE, api(apiPaths.admin.toursStatus.href()), () => ({ ids: [NO_SUCH_TOUR], status: 'published' })),
  'POST /api/v2/admin/tours/items': operatorsOnly(CATALOGUE, api(apiPaths.admin.tours.href()), () => ({ ...NEW_TOUR, partnerId: 999_999_999 })),
  'GET /api/v2/admin/tours/items/:itemNo': operatorsOnly(CATALOGUE, api(apiPaths.admin.tour.href(NO_SUCH_TOUR))),
  'PATCH /api/v2/admin/tours/items/:itemNo': operatorsOnly(CATALOGUE, api(apiPaths.admin.tour.href(NO_SUCH_TOUR)), () => ({ name: '매트릭스 투어' })),
  'PATCH /api/v2/admin/tours/items/:itemNo/status': operatorsOnly(CATALOGUE, api(apiPaths.admin.tourStatus.href(NO_SUCH_TOUR)), () => ({ status: 'published' })),
  'GET /api/v2/admin/tours/items/:itemNo/audit': operatorsOnly(CATALOGUE, api(apiPaths.admin.tourAudit.href(NO_SUCH_TOUR))),
  'POST /api/v2/admin/tours/items/:itemNo/options': operatorsOnly(CATALOGUE, api(apiPaths.admin.tourOptions.href(NO_SUCH_TOUR)), () => ({ name: '오전 투어', price: 45_000 })),
  'PATCH /api/v2/admin/tours/items/:itemNo/options/:optionId': operatorsOnly(CATALOGUE, api(apiPaths.admin.tourOption.href(NO_SUCH_TOUR, 1)), () => ({ price: 50_000 })),
  'POST /api/v2/admin/tours/items/:itemNo/photos': operatorsOnly(CATALOGUE, api(apiPaths.admin.tourPhotos.href(NO_SUCH_TOUR))),
  'PUT /api/v2/admin/tours/items/:itemNo/photos': operatorsOnly(CATALOGUE, api(apiPaths.admin.tourPhotos.href(NO_SUCH_TOUR)), () => ({ photoIds: [1] })),
  'PATCH /api/v2/admin/tours/items/:itemNo/photos/:photoId': operatorsOnly(CATALOGUE, api(apiPaths.admin.tourPhoto.href(NO_SUCH_TOUR, 1)), () => ({ alt: '전경' })),
  'DELETE /api/v2/admin/tours/items/:itemNo/photos/:photoId': operatorsOnly(CATALOGUE, api(apiPaths.admin.tourPhoto.href(NO_SUCH_TOUR, 1))),
  'GET /api/v2/admin/hotels/properties': operatorsOnly(CATALOGUE, api(apiPaths.admin.hotels.href(), { status: 'draft' })),
  'GET /api/v2/admin/hotels/properties/xls': operatorsOnly(CATALOGUE, api(apiPaths.admin.hotelsXls.href(), { status: 'draft' })),
  'PATCH /api/v2/admin/hotels/properties/status': operatorsOnly(CATALOGUE, api(apiPaths.admin.hotelsStatus.href()), () => ({ ids: [NO_SUCH_PROPERTY_ID], status: 'published' })),
  'POST /api/v2/admin/hotels/properties': operatorsOnly(CATALOGUE, api(apiPaths.admin.hotels.href()), () => ({ ...NEW_STAY, partnerId: 999_999_999 })),
  'GET /api/v2/admin/hotels/properties/:propertyId': operatorsOnly(CATALOGUE, api(apiPaths.admin.hotel.href(NO_SUCH_PROPERTY_ID))),
  'PATCH /api/v2/admin/hotels/properties/:propertyId': operatorsOnly(CATALOGUE, api(apiPaths.admin.hotel.href(NO_SUCH_PROPERTY_ID)), () => ({ name: '매트릭스 호텔' })),
  'PATCH /api/v2/admin/hotels/properties/:propertyId/status': operatorsOnly(CATALOGUE, api(apiPaths.admin.hotelStatus.href(NO_SUCH_PROPERTY_ID)), () => ({ status: 'published' })),
  'GET /api/v2/admin/hotels/properties/:propertyId/audit': operatorsOnly(CATALOGUE, api(apiPaths.admin.hotelAudit.href(NO_SUCH_PROPERTY_ID))),
  'POST /api/v2/admin/hotels/properties/:propertyId/rooms': operatorsOnly(CATALOGUE, api(apiPaths.admin.hotelRooms.href(NO_SUCH_PROPERTY_ID)), () => ({ name: '더블', bedText: '더블 침대 1개', sizeM2: 20, maxAdults: 2, units: 1, price: 200_000 })),
  'PATCH /api/v2/admin/hotels/properties/:propertyId/rooms/:roomId': operatorsOnly(CATALOGUE, api(apiPaths.admin.hotelRoom.href(NO_SUCH_PROPERTY_ID, 1)), () => ({ price: 210_000 })),
  'PUT /api/v2/admin/hotels/properties/:propertyId/facilities': operatorsOnly(CATALOGUE, api(apiPaths.admin.hotelFacilities.href(NO_SUCH_PROPERTY_ID)), () => ({ facilityIds: [1] })),
  'PUT /api/v2/admin/hotels/properties/:propertyId/rooms/:roomId/facilities': operatorsOnly(CATALOGUE, api(apiPaths.admin.hotelRoomFacilities.href(NO_SUCH_PROPERTY_ID, 1)), () => ({ facilityIds: [] })),
  'GET /api/v2/admin/hotels/properties/:propertyId/memos': operatorsOnly(CATALOGUE, api(apiPaths.admin.hotelMemos.href(NO_SUCH_PROPERTY_ID))),
  'POST /api/v2/admin/hotels/properties/:propertyId/memos': idempotent(operatorsOnly(CATALOGUE, api(apiPaths.admin.hotelMemos.href(NO_SUCH_PROPERTY_ID)), () => ({ body: '매트릭스 메모' }))),
  'POST /api/v2/admin/hotels/properties/:propertyId/photos': operatorsOnly(CATALOGUE, api(apiPaths.admin.hotelPhotos.href(NO_SUCH_PROPERTY_ID))),
  'PUT /api/v2/admin/hotels/properties/:propertyId/photos': operatorsOnly(CATALOGUE, api(apiPaths.admin.hotelPhotos.href(NO_SUCH_PROPERTY_ID)), () => ({ photoIds: [1] })),
  'PATCH /api/v2/admin/hotels/properties/:propertyId/photos/:photoId': operatorsOnly(CATALOGUE, api(apiPaths.admin.hotelPhoto.href(NO_SUCH_PROPERTY_ID, 1)), () => ({ alt: '로비' })),
  'DELETE /api/v2/admin/hotels/properties/:propertyId/photos/:photoId': operatorsOnly(CATALOGUE, api(apiPaths.admin.hotelPhoto.href(NO_SUCH_PROPERTY_ID, 1))),
  'GET /api/v2/admin/bookings': operatorsOnly(READ_BOOKINGS, api(apiPaths.admin.bookings.href(), { tab: 'upcoming' })),
  'GET /api/v2/admin/bookings/xls': operatorsOnly(READ_BOOKINGS, api(apiPaths.admin.bookingsXls.href(), { productType: 'stay' })),
  'GET /api/v2/admin/bookings/:bookNo': operatorsOnly(READ_BOOKINGS, api(apiPaths.admin.booking.href(NO_SUCH_BOOKING))),
  'GET /api/v2/admin/bookings/:bookNo/audit': operatorsOnly(READ_BOOKINGS, api(apiPaths.admin.bookingAudit.href(NO_SUCH_BOOKING))),
  'GET /api/v2/admin/audit': operatorsOnly(['super'], api(apiPaths.admin.audit.href(), { targetType: 'booking' })),
  'GET /api/v2/admin/audit/xls': operatorsOnly(['super'], api(apiPaths.admin.auditXls.href(), { targetType: 'booking' })),
  'DELETE /api/v2/admin/bookings/:bookNo': operatorsOnly(CHANGE_BOOKINGS, api(apiPaths.admin.booking.href(NO_SUCH_BOOKING), { reason: '운영 정책' })),
  'POST /api/v2/admin/bookings/:bookNo/memo': operatorsOnly(CHANGE_BOOKINGS, api(apiPaths.admin.memo.href(NO_SUCH_BOOKING)), () => ({ body: '고객 전화 문의' })),
  'GET /api/v2/admin/refunds': operatorsOnly(REFUNDS, api(apiPaths.admin.refunds.href(), { status: 'failed' })),
  'PATCH /api/v2/admin/refunds/:id': operatorsOnly(REFUNDS, api(apiPaths.admin.refund.href(NO_SUCH_BOOKING)), () => ({ action: 'retry' })),

  // The member's own pages (issue 11, modules/mypage). Password and withdrawal samples carry a wrong password:
  // the answer PASSWORD_MISMATCH shows the route ran, and no account changes.
  'GET /api/v2/common/mypage/guidebook/summary': ownData(api(apiPaths.mypage.guidebookSummary.href())),
  'GET /api/v2/common/mypage/guidebook/detail': ownData(api(apiPaths.mypage.guidebookDetail.href(), { type: 'stay' })),
  'GET /api/v2/common/mypage/guidebook/V2/summary': ownData(api(apiPaths.mypage.guidebookCities.href())),
  'GET /api/v2/member/profile': ownData(api(apiPaths.members.profile.href())),
  'PATCH /api/v2/member/profile': ownData(api(apiPaths.members.profile.href()), () => ({ marketingSms: false })),
  'POST /api/v2/member/profile/image': ownData(api(apiPaths.members.profileImage.href())),
  'DELETE /api/v2/member/profile/image': ownData(api(apiPaths.members.profileImage.href())),
  'PUT /api/v2/member/password': {
    ...ownData(api(apiPaths.members.password.href()), () => ({ currentPassword: 'not-the-password1', newPassword: 'matrix1234' })),
    ranWhen: 'PASSWORD_MISMATCH',
  },
  'POST /api/v2/member/withdrawal': { ...ownData(api(apiPaths.members.withdrawal.href()), () => ({ password: 'not-the-password1' })), ranWhen: 'PASSWORD_MISMATCH' },
  'GET /api/v2/member/inquiries': ownData(api(apiPaths.members.inquiries.href())),
  'POST /api/v2/member/inquiries': ownData(api(apiPaths.members.inquiries.href()), () => ({ category: 'etc', title: '권한 확인', content: '권한 확인용 문의입니다.' })),
  'POST /api/v2/member/inquiries/files': ownData(api(apiPaths.members.inquiryFiles.href())),
  'GET /api/v2/admin/inquiries': operatorsOnly(INQUIRIES, api(apiPaths.admin.inquiries.href(), { status: 'waiting' })),
  'PUT /api/v2/admin/inquiries/:id/answer': operatorsOnly(INQUIRIES, api(apiPaths.admin.inquiryAnswer.href(999_999_999)), () => ({ answer: '확인 후 안내드리겠습니다.' })),

  'GET /uploads/*': open('/uploads/no-such-image.svg'),
  // Signed in by token or session cookie; the area's policy decides whose file it is (platform/storage.ts).
  'GET /api/v2/files/:area/:name': signedIn(api(apiPaths.files.private.href('no-such-area', 'x.png'))),
};

/** `admin` is the demo operator of role super; the four others are the seed's operators of the other roles. */
type Role = 'visitor' | 'member' | 'partner' | 'admin' | Exclude<OperatorRole, 'super'>;
const ACCOUNT_ROLES = ['visitor', 'member', 'partner', 'admin'] as const satisfies readonly Role[];
const OTHER_OPERATORS = ['catalogue', 'content', 'support', 'finance'] as const satisfies readonly Role[];
const LOGIN_OF: Record<Exclude<Role, 'visitor'>, string> = {
  member: 'member',
  partner: 'partner',
  admin: 'admin',
  catalogue: 'catalogue-admin',
  content: 'content-admin',
  support: 'support-admin',
  finance: 'finance-admin',
};

/** What the access rules of decision 014 let each kind of account do with a route of each audience. */
const byAudience: Record<Exclude<Audience, 'admin'>, Record<(typeof ACCOUNT_ROLES)[number], 'allowed' | 401 | 403>> = {
  public: { visitor: 'allowed', member: 'allowed', partner: 'allowed', admin: 'allowed' },
  member: { visitor: 401, member: 'allowed', partner: 'allowed', admin: 'allowed' },
  partner: { visitor: 401, member: 403, partner: 'allowed', admin: 403 },
};

/** A back-office route is for the operators its row names: 401 to a visitor, 403 to anyone else. */
function expected(row: Row, role: Role): 'allowed' | 401 | 403 {
  if (row.audience !== 'admin') return byAudience[row.audience][role as (typeof ACCOUNT_ROLES)[number]];
  if (role === 'visitor') return 401;
  const operatorRole = role === 'admin' ? 'super' : role;
  return (row.operators as readonly string[]).includes(operatorRole) ? 'allowed' : 403;
}

/** Every operator role on the back office's routes; the other routes treat all operators alike (as the demo `admin`). */
const rolesFor = (row: Row): readonly Role[] => (row.audience === 'admin' ? [...ACCOUNT_ROLES, ...OTHER_OPERATORS] : ACCOUNT_ROLES);

const DENIED = {
  401: { error: { code: 'REQUIRE_LOGIN', message: '로그인 후 이용할 수 있습니다.' } },
  403: { error: { code: 'FORBIDDEN', message: '이 기능을 사용할 권한이 없습니다.' } },
} as const;

const t = setupTestApp();
const headersOf = {} as Record<Role, CallerHeaders>;

beforeAll(async () => {
  headersOf.visitor = await visitorHeaders(t.app);
  for (const role of [...ACCOUNT_ROLES.slice(1), ...OTHER_OPERATORS]) headersOf[role] = await freshHeaders(role);
});

const freshHeaders = async (role: Role) => (role === 'visitor' ? visitorHeaders(t.app) : (await loginAs(t.app, LOGIN_OF[role])).headers);

/** A route of the matrix is keyed by its method and pattern; HEAD shares its GET's row. */
const rowOf = (method: string, url: string) => matrix[`${method === 'HEAD' ? 'GET' : method} ${url}`];

function call(method: string, row: Row, headers: CallerHeaders): Promise<LightMyRequestResponse> {
  const payload = row.sample.body?.();
  return t.app.inject({ method: method as 'GET', url: row.sample.url, headers: { ...headers, ...row.sample.headers?.() }, ...(payload ? { payload } : {}) });
}

/** Whether the answer is the access hook's refusal, and which (a HEAD answer has no body to tell by). */
function verdict(method: string, res: LightMyRequestResponse, ranWhen?: string): 'allowed' | 401 | 403 | 'unexpected' {
  if (ranWhen !== undefined && res.statusCode === 400 && (res.json() as { error?: { code?: string } }).error?.code === ranWhen) return 'allowed';
  const refusal = (status: 401 | 403) => res.statusCode === status && (method === 'HEAD' || res.body === JSON.stringify(DENIED[status]));
  if (refusal(401)) return 401;
  if (refusal(403)) return 403;
  // A valid sample passes the contract; 401 is allowed for the session routes that answer it themselves.
  if (res.statusCode >= 500 || res.statusCode === 400 || res.statusCode === 403) return 'unexpected';
  return 'allowed';
}

describe('authorization matrix', () => {
  it('lists every registered route, and only those', () => {
    const registeredKeys = new Set(t.app.declaredRoutes().filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`));
    expect([...registeredKeys].sort()).toEqual(Object.keys(matrix).sort());
  });

  it('gives each route the audience the matrix says', () => {
    for (const route of t.app.declaredRoutes()) {
      expect({ route: `${route.method} ${route.url}`, audience: route.access.audience }).toEqual({
        route: `${route.method} ${route.url}`,
        audience: rowOf(route.method, route.url)?.audience,
      });
    }
  });

  it('answers every role on every route as its audience allows', async () => {
    const mismatches: string[] = [];
    for (const route of t.app.declaredRoutes()) {
      const row = rowOf(route.method, route.url)!;
      for (const role of rolesFor(row)) {
        // Logging in, registering and logging out end the session they are called with: give them one of their own.
        const headers = row.replacesSession ? await freshHeaders(role) : headersOf[role];
        const res = await call(route.method, row, headers);
        const got = verdict(route.method, res, row.ranWhen);
        if (got !== expected(row, role)) {
          mismatches.push(`${route.method} ${route.url} as ${role}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Every route times every role, one request each: minutes on a loaded 2-core machine, not a hang.
  }, 180_000);
});

describe('access refusals a client sees', () => {
  it('answers a visitor on a member route 401 REQUIRE_LOGIN with the Korean message', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiUrl(apiPaths.members.reviewSummary.href()), headers: headersOf.visitor });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ error: { code: 'REQUIRE_LOGIN', message: '로그인 후 이용할 수 있습니다.' } });
  });

  it('asks who calls before it reads the input: a visitor or another role never sees the contract\'s answers', async () => {
    const badWish = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: apiUrl(apiPaths.wishes.stays.href()), headers, payload: { goodsNo: 'x' } });
    expect((await badWish(headersOf.visitor)).json().error.code).toBe('REQUIRE_LOGIN');
    const badProfile = await t.app.inject({ method: 'PATCH', url: apiUrl(apiPaths.members.profile.href()), headers: headersOf.visitor, payload: { nickname: 1 } });
    expect([badProfile.statusCode, badProfile.json().error.code]).toEqual([401, 'REQUIRE_LOGIN']);
    const brokenJson = await t.app.inject({ method: 'PUT', url: apiUrl(apiPaths.admin.inquiryAnswer.href(1)), headers: { ...headersOf.member, 'content-type': 'application/json' }, payload: '{"answer":' });
    expect([brokenJson.statusCode, brokenJson.json().error.code]).toEqual([403, 'FORBIDDEN']);
    // The member it is meant for still gets the contract's Korean 400.
    const res = await badWish(headersOf.member);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it("answers a visitor's bodyless DELETE admin/bookings/{bookNo} and POST chat/join 401, not what the input lacks (issue 57)", async () => {
    const cancel = await t.app.inject({ method: 'DELETE', url: apiUrl(apiPaths.admin.booking.href(1)), headers: headersOf.visitor });
    expect([cancel.statusCode, cancel.json()]).toEqual([401, DENIED[401]]);
    const join = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.chat.join.href()), headers: { ...headersOf.visitor, 'content-type': 'application/json' }, payload: '{}' });
    expect([join.statusCode, join.json()]).toEqual([401, DENIED[401]]);
    // An operator of another role is refused before the input too: 403, not 400.
    const catalogue = await t.app.inject({ method: 'DELETE', url: apiUrl(apiPaths.admin.booking.href(1)), headers: headersOf.catalogue });
    expect([catalogue.statusCode, catalogue.json()]).toEqual([403, DENIED[403]]);
  });

  it('lets partner and operator accounts call member routes (they are member accounts too)', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiUrl(apiPaths.members.reviewSummary.href()), headers: headersOf.partner });
    expect(res.statusCode).toBe(200);
  });
});
