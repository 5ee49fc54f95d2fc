/**
 * Every URL the product uses, written once. API paths are relative to API_PREFIX; web paths keep the
 * legacy forms of the spec (/main/view.php?goodsno=...).
 */
import type { ProductType } from './rules/bookings.ts';
import type { AdminBookingsQuery, RefundStatus } from './rules/admin-bookings.ts';
import type { AuditTargetType } from './rules/audit.ts';
import type { OperatorRole } from './rules/operator-roles.ts';
import type { PartnerBookingStep } from './rules/partner-bookings.ts';

/** The audit log screen's filters (admin-audit.ts AuditListQuerySchema's). */
export type AuditQuery = { actorId?: number; action?: string; targetType?: AuditTargetType; targetId?: string; from?: string; to?: string; page?: number };

/** The back office's stays list filters (admin-stays.ts AdminStayListQuerySchema's). */
export type AdminStaysQuery = { status?: 'draft' | 'published' | 'suspended'; cityCode?: string; partnerId?: number; q?: string; sort?: 'recent' | 'name'; page?: number };

/** The back office's hotels list filters (admin-hotels.ts AdminHotelListQuerySchema's). */
export type AdminHotelsQuery = AdminStaysQuery & { categoryId?: number };

/** The back office's tours list filters (admin-tours.ts AdminTourListQuerySchema's). */
export type AdminToursQuery = Omit<AdminStaysQuery, 'sort'> & { itemCategoryType?: 'LOCAL_TOUR' | 'TICKET' | 'ACTIVITY' | 'CONVENIENCE'; sort?: 'recent' | 'name' };

export const API_PREFIX = '/api/v2';

/**
 * One API address: `pattern` is what the server registers (Fastify syntax, relative to API_PREFIX, the
 * parameter names its params schema uses), `href(...)` is what clients call. paths.test.ts proves that every
 * href matches its pattern. Fixed addresses take no arguments.
 */
export type ApiPath = { readonly pattern: string; readonly href: (...args: never[]) => string };

const fixed = <P extends string>(pattern: P) => ({ pattern, href: (): P => pattern });

/** Every /api/v2 address, grouped by domain; the URLs on the wire are the spec's. */
export const apiPaths = {
  /** Browse calls of the stays home, stay results for dates and a party, one stay's page, and the stay lists (issues 1-4). */
  stays: {
    popularCities: fixed('main/stays/popularCities'),
    themeItems: fixed('main/stays/themeItems'),
    recommendItems: fixed('main/stays/recommendItems'),
    recentlyViewed: fixed('main/stays/recentlyViewed'),
    /** Stay results for dates and a party (spec 2 §7.4 "v2 variants"). */
    search: fixed('stay/search'),
    property: { pattern: 'stay/v2/:goodsNo/property', href: (goodsNo: number) => `stay/v2/${goodsNo}/property` },
    rooms: { pattern: 'stay/v2/:goodsNo/property/rooms', href: (goodsNo: number) => `stay/v2/${goodsNo}/property/rooms` },
    /** Published cities of the exclusive-stays page (spec 2 §7.4). */
    mindaOnly: fixed('stay/minda_only'),
    /** The stay-plus list, page by page. */
    plus: fixed('main/stay-plus/items'),
    /** City theme pages, the special-deal and off-season sale lists (issue 3). */
    cityTheme: { pattern: 'main/stays/cityThemes/:slug', href: (slug: string) => `main/stays/cityThemes/${slug}` },
    sale: fixed('main/stays/sale'),
    offSeasonSale: fixed('main/stays/offSeasonSale'),
  },
  /** Browse calls of the hotels home, hotel results, one hotel's page, and a city's neighbourhoods and points of interest for the filters. */
  hotels: {
    popularCities: fixed('main/hotels/popularCities'),
    themeProperties: fixed('main/hotels/themeProperties'),
    recommendProperties: fixed('main/hotels/recommendProperties'),
    recentlyViewed: fixed('main/hotels/recentlyViewed'),
    search: fixed('hotel/search'),
    property: { pattern: 'hotel/properties/:uuid', href: (uuid: string) => `hotel/properties/${uuid}` },
    rooms: { pattern: 'hotel/properties/:uuid/rooms', href: (uuid: string) => `hotel/properties/${uuid}/rooms` },
    neighborhoods: { pattern: 'hotel/cities/:cityId/neighborhoods', href: (cityId: number) => `hotel/cities/${cityId}/neighborhoods` },
    pois: { pattern: 'hotel/cities/:cityId/pois', href: (cityId: number) => `hotel/cities/${cityId}/pois` },
  },
  /** Browse calls of the tours home, tour lists by city and theme, and one tour's page. */
  tours: {
    popularCities: fixed('main/tour_tickets/popularCities'),
    themeItems: fixed('main/tour_tickets/themeItems'),
    recommendItems: fixed('main/tour_tickets/recommendItems'),
    /** One city's tours page by page (the recommendation list screens). */
    recommend: fixed('main/tour_tickets/recommend'),
    recentlyViewed: fixed('main/tour_tickets/recentlyViewed'),
    list: fixed('tour_tickets/list'),
    theme: { pattern: 'tour_tickets/themes/:themeNo/items', href: (themeNo: number) => `tour_tickets/themes/${themeNo}/items` },
    item: { pattern: 'tour_tickets/items/:itemNo', href: (itemNo: number) => `tour_tickets/items/${itemNo}` },
  },
  /** Suggestions of the search widget (spec 1 §7), the site-wide keyword search, and the city searches the widget reports. */
  search: {
    citiesAndStays: fixed('main/search/citiesAndStays'),
    citiesAndHotels: fixed('main/search/citiesAndHotels'),
    citiesAndTourTickets: fixed('main/search/citiesAndTourTickets'),
    /** Site-wide keyword search behind /main/total_search.php. */
    total: fixed('main/search/total'),
    stayCityLog: fixed('common/notification/stay/log'),
    tourCityLog: fixed('common/notification/tour-ticket/log'),
  },
  /** Operator content: banners, the popup notice, events, site pages and community boards. */
  content: {
    banners: {
      pc: fixed('main/banners/pc'),
      mobile: fixed('main/banners/mobile'),
    },
    popupNotice: fixed('main/popup_notices'),
    /** Every event, newest period first (the mobile event list). */
    events: fixed('content/events'),
    event: { pattern: 'content/events/:no', href: (no: number) => `content/events/${no}` },
    page: { pattern: 'content/pages/:slug', href: (slug: string) => `content/pages/${slug}` },
    boardPosts: { pattern: 'community/:boardId/posts', href: (boardId: string) => `community/${boardId}/posts` },
    boardPost: { pattern: 'community/:boardId/posts/:no', href: (boardId: string, no: number) => `community/${boardId}/posts/${no}` },
  },
  auth: {
    /** PUT logs in, POST refreshes the access token from the session cookie, DELETE logs out. */
    token: fixed('auth/token'),
    register: fixed('auth/register'),
    /** Sign-up's e-mail verification (rules/sign-up.ts): a code by mail, then the code for the token register takes. */
    signupEmailCode: fixed('auth/signupEmailCode'),
    signupEmailVerify: fixed('auth/signupEmailVerify'),
    user: fixed('auth/api/user'),
    /** Account recovery (rules/account-recovery.ts): code by mail, code for a token, token for ids or a new password. */
    authCodeSend: fixed('auth/authCodeSend'),
    authToken: fixed('auth/authToken'),
    findIdPw: fixed('auth/findIdPw'),
    remoteAddr: fixed('auth/remote_addr'),
  },
  /** The embedded mail outbox (no SMTP_URL), listed for developers: loopback or an operator only. */
  devOutbox: {
    list: fixed('dev/outbox'),
  },
  /** The signed-in member's own summaries. */
  members: {
    reviewSummary: fixed('member/reviews'),
    /** GET the member's profile, PATCH nickname and marketing consent. */
    profile: fixed('member/profile'),
    /** POST (multipart file) sets the profile image, DELETE removes it. */
    profileImage: fixed('member/profile/image'),
    /** PUT changes the password with the current one. */
    password: fixed('member/password'),
    /** POST withdraws the account (password confirmed). */
    withdrawal: fixed('member/withdrawal'),
    /** GET the member's 1:1 inquiries to the operator, POST (multipart) a new one. */
    inquiries: fixed('member/inquiries'),
    /** POST (multipart, one file): an attachment stored before the inquiry is sent. */
    inquiryFiles: fixed('member/inquiries/files'),
    /** GET: balance, soon-to-expire and the points history (decision 028). */
    pointsCash: fixed('member/points-cash'),
    /** GET the member's coupons; POST takes an offer of the coupon page by code. */
    coupons: fixed('member/coupons'),
    /** GET: the member's coupons usable on hotels. */
    hotelCoupons: fixed('member/coupons/hotel'),
    /** GET: the member's invite code, link and rewards. */
    invite: fixed('member/invite'),
  },
  /** The coupon page's offers (public; `issued` for a signed-in member). */
  coupons: {
    offers: fixed('coupons/offers'),
  },
  /** Wish lists of the three product lines and the stay page's like (the same wish). */
  wishes: {
    /** POST adds a stay wish. */
    stays: fixed('main/stays/wishList'),
    /** DELETE removes one. */
    stay: { pattern: 'main/stays/wishList/:id', href: (goodsNo: number) => `main/stays/wishList/${goodsNo}` },
    /** POST adds a tour wish (the guidebook). */
    tours: fixed('main/tour_tickets/guidebook'),
    tour: { pattern: 'main/tour_tickets/guidebook/:id', href: (itemNo: number) => `main/tour_tickets/guidebook/${itemNo}` },
    hotelLike: { pattern: 'main/hotels/:propertyUuid/like', href: (propertyUuid: string) => `main/hotels/${propertyUuid}/like` },
    stayLike: { pattern: 'stay/:id/like', href: (goodsNo: number) => `stay/${goodsNo}/like` },
    stayLikeCount: { pattern: 'stay/:id/like/count', href: (goodsNo: number) => `stay/${goodsNo}/like/count` },
  },
  /** Published reviews of one product, newest first (spec 2 §7.3 "GET stay/reviews/{id}"). */
  reviews: {
    stay: { pattern: 'stay/reviews/:id', href: (goodsNo: number) => `stay/reviews/${goodsNo}` },
    tour: { pattern: 'tour_tickets/reviews/:id', href: (itemNo: number) => `tour_tickets/reviews/${itemNo}` },
    hotel: { pattern: 'hotel/reviews/:propertyUuid', href: (propertyUuid: string) => `hotel/reviews/${propertyUuid}` },
    /** All stays of one partner (supplier), and the MINDA Only stays. */
    supplier: { pattern: 'stay/reviews/supplier/:id', href: (partnerId: number) => `stay/reviews/supplier/${partnerId}` },
    minda: fixed('stay/reviews/minda'),
    /** POST writes a review of a booking; PUT and DELETE on one are its author's. */
    write: fixed('reviews'),
    review: { pattern: 'reviews/:id', href: (id: number) => `reviews/${id}` },
    /** POST (multipart, one image): a photo for the review about to be written or edited. */
    photos: fixed('reviews/photos'),
    /** GET: the review form of one booking (what it earns, the member's review if written). */
    form: { pattern: 'reviews/booking/:bookNo', href: (bookNo: number) => `reviews/booking/${bookNo}` },
    comments: { pattern: 'reviews/:id/comments', href: (id: number) => `reviews/${id}/comments` },
    comment: { pattern: 'reviews/:id/comments/:commentId', href: (id: number, commentId: number) => `reviews/${id}/comments/${commentId}` },
    manager: fixed('reviews/manager'),
    managerComments: { pattern: 'reviews/manager/:id/comments', href: (id: number) => `reviews/manager/${id}/comments` },
    managerComment: { pattern: 'reviews/manager/:id/comments/:commentId', href: (id: number, commentId: number) => `reviews/manager/${id}/comments/${commentId}` },
    parity: fixed('reviews/parity'),
    nonReviewCheck: fixed('reviews/non_review_check'),
    firstReviewCheck: fixed('reviews/first_review_check'),
  },
  /** Bookings of the three product lines (spec 2 §7.2): v1 books a stay room, v2 takes hotel and tour line items. */
  bookings: {
    preCheck: fixed('stay-book/pre-check'),
    preBookings: fixed('stay-book/pre-bookings'),
    v2PreCheck: fixed('stay-book/v2/pre-check'),
    v2PreBookings: fixed('stay-book/v2/pre-bookings'),
    /** GET: the member's bookings by tab, paged. */
    list: fixed('stay-book/bookings'),
    /** GET the detail, PUT completes it with a payment, DELETE cancels it. */
    booking: { pattern: 'stay-book/bookings/:bookNo', href: (bookNo: number) => `stay-book/bookings/${bookNo}` },
  },
  /** The payment gateway (spec 2 §7.2 "pay/kcp/mobile-register") and the provider's calls back to us. */
  payments: {
    register: fixed('pay/kcp/mobile-register'),
    /** The payment window posts its outcome here (browser form POST), then we send the browser to the result page. */
    windowReturn: fixed('pay/return'),
    /** Server-to-server notification of the provider (KCP common return). */
    notification: fixed('pay/kcp/notification'),
    /** The embedded test gateway's payment window (a server-rendered page; PAYMENT_GATEWAY=test). */
    testWindow: fixed('pay/test/window'),
    /** Where the test window's card form posts; it answers with a redirect to `windowReturn`. */
    testWindowPay: fixed('pay/test/window/pay'),
  },
  /** The member's reservation summaries of the my-page (spec 2 §7.2 "My page"). */
  mypage: {
    reservationCount: fixed('common/mypage/reservation/count'),
    reservationCurrent: fixed('common/mypage/reservation/current'),
    reservationPast: fixed('common/mypage/reservation/past'),
    reservationRefund: fixed('common/mypage/reservation/refund'),
    reservationMyRate: fixed('common/mypage/reservation/my_rate'),
    /** The wish list as a guidebook (spec 2 §7.6): counts and images per line, one line's page, and by city. */
    guidebookSummary: fixed('common/mypage/guidebook/summary'),
    guidebookDetail: fixed('common/mypage/guidebook/detail'),
    guidebookCities: fixed('common/mypage/guidebook/V2/summary'),
  },
  /** A partner's own bookings and the answers to requests (the manager screens). */
  partner: {
    bookings: fixed('partner/bookings'),
    accept: { pattern: 'partner/bookings/:bookNo/accept', href: (bookNo: number) => `partner/bookings/${bookNo}/accept` },
    decline: { pattern: 'partner/bookings/:bookNo/decline', href: (bookNo: number) => `partner/bookings/${bookNo}/decline` },
    noShow: { pattern: 'partner/bookings/:bookNo/no-show', href: (bookNo: number) => `partner/bookings/${bookNo}/no-show` },
    /** The partner cancels a confirmed booking (-89): whatever was paid goes back in full. */
    cancel: { pattern: 'partner/bookings/:bookNo/cancel', href: (bookNo: number) => `partner/bookings/${bookNo}/cancel` },
    /** The partner's own stays, tours and hotels in every state (내 상품). */
    products: fixed('partner/products'),
  },
  /** The operator's back office (spec 2 §7.10, all under admin/): its own login, bookings and refunds. */
  admin: {
    /** POST: the back office's login; PUT: the operator's session kept going with a fresh token (spec 2 §7.1). */
    login: fixed('admin/auth/login'),
    /** POST: a fresh access token for the operator's session. */
    token: fixed('admin/auth/token'),
    /** POST: the operator's idle session kept going, answering when it now ends (spec 2 §7.1 `admin/{a}/session/{b}`). */
    sessionRefresh: fixed('admin/auth/session/refresh'),
    /** The operator's own second factor: POST starts, PUT confirms, DELETE turns it off. */
    secondFactor: fixed('admin/auth/second-factor'),
    /** The operator's saved views of a list: GET ?list=, POST; DELETE one. */
    savedViews: fixed('admin/saved-views'),
    savedView: { pattern: 'admin/saved-views/:id', href: (id: number) => `admin/saved-views/${id}` },
    /** GET: the signed-in operator, their role and its permissions (spec 2 §7.1 "user info"). */
    me: fixed('admin/auth/user'),
    /** GET the operators, POST a new one (issue 57). */
    users: fixed('admin/users'),
    /** PATCH: the operator's role, or out of or back into the back office. */
    user: { pattern: 'admin/users/:id', href: (id: number) => `admin/users/${id}` },
    bookings: fixed('admin/bookings'),
    /** The bookings list with the same filters as a CSV for Excel (the spec's name). */
    bookingsXls: fixed('admin/bookings/xls'),
    /** GET the detail; DELETE ?reason= is the operator's cancel (-99) with a full refund. */
    booking: { pattern: 'admin/bookings/:bookNo', href: (bookNo: number) => `admin/bookings/${bookNo}` },
    memo: { pattern: 'admin/bookings/:bookNo/memo', href: (bookNo: number) => `admin/bookings/${bookNo}/memo` },
    /** GET: the booking's audit timeline, oldest first. */
    bookingAudit: { pattern: 'admin/bookings/:bookNo/audit', href: (bookNo: number) => `admin/bookings/${bookNo}/audit` },
    /** GET: the whole audit log, filtered and paged (issue 57). */
    audit: fixed('admin/audit'),
    /** GET: the same records as an Excel workbook (the session cookie is enough: a download link). */
    auditXls: fixed('admin/audit/xls'),
    refunds: fixed('admin/refunds'),
    /** PATCH: retry a failed refund, or record one paid outside the gateway. */
    refund: { pattern: 'admin/refunds/:id', href: (id: number) => `admin/refunds/${id}` },
    /** 1:1 inquiries of the members (decision 029): GET the list, PUT an answer. */
    inquiries: fixed('admin/inquiries'),
    inquiryAnswer: { pattern: 'admin/inquiries/:id/answer', href: (id: number) => `admin/inquiries/${id}/answer` },
    /** GET: every city with its country and area; POST a new one (issue 57, geography). */
    cities: fixed('admin/cities'),
    /** GET one city, PATCH its names, zone, area, province; GET its audit timeline (neighbourhoods, stations, POIs too). */
    city: { pattern: 'admin/cities/:code', href: (code: string) => `admin/cities/${code}` },
    cityAudit: { pattern: 'admin/cities/:code/audit', href: (code: string) => `admin/cities/${code}/audit` },
    /** A city's neighbourhoods, stations and points of interest: GET the list, POST one; PATCH one. */
    cityNeighborhoods: { pattern: 'admin/cities/:code/neighborhoods', href: (code: string) => `admin/cities/${code}/neighborhoods` },
    cityNeighborhood: { pattern: 'admin/cities/:code/neighborhoods/:id', href: (code: string, id: number) => `admin/cities/${code}/neighborhoods/${id}` },
    cityStations: { pattern: 'admin/cities/:code/stations', href: (code: string) => `admin/cities/${code}/stations` },
    cityStation: { pattern: 'admin/cities/:code/stations/:id', href: (code: string, id: number) => `admin/cities/${code}/stations/${id}` },
    cityPois: { pattern: 'admin/cities/:code/pois', href: (code: string) => `admin/cities/${code}/pois` },
    cityPoi: { pattern: 'admin/cities/:code/pois/:id', href: (code: string, id: number) => `admin/cities/${code}/pois/${id}` },
    /** GET: the countries a city is added to; POST a new one (the continent's next code). */
    countries: fixed('admin/countries'),
    /** A country's provinces: GET them, POST one. */
    countryProvinces: { pattern: 'admin/countries/:code/provinces', href: (code: string) => `admin/countries/${code}/provinces` },
    continents: fixed('admin/continents'),
    /** The facilities catalogue (issue 57): GET ?kind=, POST one; PATCH one (names, active); PUT a kind's order. */
    facilities: fixed('admin/facilities'),
    facilitiesOrder: fixed('admin/facilities/order'),
    facility: { pattern: 'admin/facilities/:id', href: (id: number) => `admin/facilities/${id}` },
    /** Hotel property types (숙소 유형, issue 57): GET with hotel counts, POST one; PATCH (names), DELETE one unused; PUT the order. */
    categories: fixed('admin/categories'),
    categoriesOrder: fixed('admin/categories/order'),
    category: { pattern: 'admin/categories/:id', href: (id: number) => `admin/categories/${id}` },
    /** GET and PUT the types a city's hotel results offer, in its order (empty: every type it has, in the global order). */
    cityCategories: { pattern: 'admin/cities/:code/categories', href: (code: string) => `admin/cities/${code}/categories` },
    /** Partner accounts to own a product: GET ?type=&q=; POST a new partner with its business (issue 57). */
    partners: fixed('admin/partners'),
    /** GET one partner's business (account masked), PATCH it. */
    partner: { pattern: 'admin/partners/:partnerId', href: (partnerId: number) => `admin/partners/${partnerId}` },
    /** GET: the partner's audit timeline, oldest first. */
    partnerAudit: { pattern: 'admin/partners/:partnerId/audit', href: (partnerId: number) => `admin/partners/${partnerId}/audit` },
    /** GET: the partner's logins (대표 계정 and staff); POST a staff login (issue 57, "partner users"). */
    partnerUsers: { pattern: 'admin/partners/:partnerId/users', href: (partnerId: number) => `admin/partners/${partnerId}/users` },
    /** PATCH `{ active }`: a staff login turned off or on again. */
    partnerUser: { pattern: 'admin/partners/:partnerId/users/:userId', href: (partnerId: number, userId: number) => `admin/partners/${partnerId}/users/${userId}` },
    /** Stays (goods, issue 57): GET the list, POST a draft; GET and PATCH one; PATCH its status; POST and PATCH rooms. */
    stays: fixed('admin/stays/goods'),
    /** GET: the list's filtered rows as an Excel workbook (.xlsx), the session cookie's download. */
    staysXls: fixed('admin/stays/goods/xls'),
    /** PATCH: one status change for the chosen stays (the list's bulk action). */
    staysStatus: fixed('admin/stays/goods/status'),
    stay: { pattern: 'admin/stays/goods/:goodsNo', href: (goodsNo: number) => `admin/stays/goods/${goodsNo}` },
    stayStatus: { pattern: 'admin/stays/goods/:goodsNo/status', href: (goodsNo: number) => `admin/stays/goods/${goodsNo}/status` },
    stayAudit: { pattern: 'admin/stays/goods/:goodsNo/audit', href: (goodsNo: number) => `admin/stays/goods/${goodsNo}/audit` },
    /** POST a photo (multipart: alt, then the file), PUT the order; PATCH one's alt text, DELETE it. */
    stayPhotos: { pattern: 'admin/stays/goods/:goodsNo/photos', href: (goodsNo: number) => `admin/stays/goods/${goodsNo}/photos` },
    stayPhoto: { pattern: 'admin/stays/goods/:goodsNo/photos/:photoId', href: (goodsNo: number, photoId: number) => `admin/stays/goods/${goodsNo}/photos/${photoId}` },
    stayRooms: { pattern: 'admin/stays/goods/:goodsNo/rooms', href: (goodsNo: number) => `admin/stays/goods/${goodsNo}/rooms` },
    stayRoom: { pattern: 'admin/stays/goods/:goodsNo/rooms/:roomId', href: (goodsNo: number, roomId: number) => `admin/stays/goods/${goodsNo}/rooms/${roomId}` },
    /** PUT: the stay's common facilities (from `admin/facilities`), and a room's. */
    stayFacilities: { pattern: 'admin/stays/goods/:goodsNo/facilities', href: (goodsNo: number) => `admin/stays/goods/${goodsNo}/facilities` },
    stayRoomFacilities: { pattern: 'admin/stays/goods/:goodsNo/rooms/:roomId/facilities', href: (goodsNo: number, roomId: number) => `admin/stays/goods/${goodsNo}/rooms/${roomId}/facilities` },
    /** Tours and tickets (items, issue 57): as the stays' paths, with options for rooms. */
    tours: fixed('admin/tours/items'),
    toursXls: fixed('admin/tours/items/xls'),
    toursStatus: fixed('admin/tours/items/status'),
    tour: { pattern: 'admin/tours/items/:itemNo', href: (itemNo: number) => `admin/tours/items/${itemNo}` },
    tourStatus: { pattern: 'admin/tours/items/:itemNo/status', href: (itemNo: number) => `admin/tours/items/${itemNo}/status` },
    tourAudit: { pattern: 'admin/tours/items/:itemNo/audit', href: (itemNo: number) => `admin/tours/items/${itemNo}/audit` },
    tourPhotos: { pattern: 'admin/tours/items/:itemNo/photos', href: (itemNo: number) => `admin/tours/items/${itemNo}/photos` },
    tourPhoto: { pattern: 'admin/tours/items/:itemNo/photos/:photoId', href: (itemNo: number, photoId: number) => `admin/tours/items/${itemNo}/photos/${photoId}` },
    tourOptions: { pattern: 'admin/tours/items/:itemNo/options', href: (itemNo: number) => `admin/tours/items/${itemNo}/options` },
    tourOption: { pattern: 'admin/tours/items/:itemNo/options/:optionId', href: (itemNo: number, optionId: number) => `admin/tours/items/${itemNo}/options/${optionId}` },
    /** Managed hotels (properties, issue 57): as the stays' paths, with room types (and their codes) and memos. */
    hotels: fixed('admin/hotels/properties'),
    hotelsXls: fixed('admin/hotels/properties/xls'),
    hotelsStatus: fixed('admin/hotels/properties/status'),
    hotel: { pattern: 'admin/hotels/properties/:propertyId', href: (propertyId: number) => `admin/hotels/properties/${propertyId}` },
    hotelStatus: { pattern: 'admin/hotels/properties/:propertyId/status', href: (propertyId: number) => `admin/hotels/properties/${propertyId}/status` },
    hotelAudit: { pattern: 'admin/hotels/properties/:propertyId/audit', href: (propertyId: number) => `admin/hotels/properties/${propertyId}/audit` },
    hotelPhotos: { pattern: 'admin/hotels/properties/:propertyId/photos', href: (propertyId: number) => `admin/hotels/properties/${propertyId}/photos` },
    hotelPhoto: { pattern: 'admin/hotels/properties/:propertyId/photos/:photoId', href: (propertyId: number, photoId: number) => `admin/hotels/properties/${propertyId}/photos/${photoId}` },
    hotelRooms: { pattern: 'admin/hotels/properties/:propertyId/rooms', href: (propertyId: number) => `admin/hotels/properties/${propertyId}/rooms` },
    hotelRoom: { pattern: 'admin/hotels/properties/:propertyId/rooms/:roomId', href: (propertyId: number, roomId: number) => `admin/hotels/properties/${propertyId}/rooms/${roomId}` },
    /** PUT: the hotel's common facilities (from `admin/facilities`), and a room type's. */
    hotelFacilities: { pattern: 'admin/hotels/properties/:propertyId/facilities', href: (propertyId: number) => `admin/hotels/properties/${propertyId}/facilities` },
    hotelRoomFacilities: {
      pattern: 'admin/hotels/properties/:propertyId/rooms/:roomId/facilities',
      href: (propertyId: number, roomId: number) => `admin/hotels/properties/${propertyId}/rooms/${roomId}/facilities`,
    },
    /** GET the operators' notes on the property, newest first; POST one. */
    hotelMemos: { pattern: 'admin/hotels/properties/:propertyId/memos', href: (propertyId: number) => `admin/hotels/properties/${propertyId}/memos` },
  },
  /** The inquiry chat (spec 2 §7.8); the live part is the Socket.IO protocol of realtime.ts. */
  chat: {
    login: fixed('chat/login'),
    /** The partner's login to the chat (one id for the manager and the partner app). */
    oneidLogin: fixed('chat/oneid/login'),
    join: fixed('chat/join'),
    report: fixed('chat/report'),
    reportTypes: fixed('chat/report/types'),
    partnerConfirm: fixed('chat/partner/confirm'),
    webhook: fixed('chat/webhook'),
    unread: fixed('chat/unread'),
    channels: fixed('chat/channels'),
    channel: { pattern: 'chat/channels/:channelId', href: (channelId: string) => `chat/channels/${channelId}` },
    messages: { pattern: 'chat/channels/:channelId/messages', href: (channelId: string) => `chat/channels/${channelId}/messages` },
    images: { pattern: 'chat/channels/:channelId/images', href: (channelId: string) => `chat/channels/${channelId}/images` },
    /** A partner's stay goods and tour items with their useInquireChat switch (spec 2 §3). */
    partnerStayGoods: fixed('stay/goods'),
    partnerTourItems: fixed('tour_tickets/partner/items'),
  },
  system: {
    openapi: fixed('openapi.json'),
  },
  /** Private uploaded files (chat images, partner documents), read through their area's policy. */
  files: {
    private: { pattern: 'files/:area/:name', href: (area: string, name: string) => `files/${area}/${name}` },
  },
} as const;

/** Server addresses outside API_PREFIX, in the same shape (patterns are absolute). */
export const rootPaths = {
  /** Readiness probe of the load balancer. */
  health: fixed('/healthz'),
  /** Legacy endpoint that turns a live session into a fresh access token (spec 2 §6.1). */
  accessToken: fixed('/cust/ajax/ajax_set_access_token.php'),
  /** What crawlers may read, and where the sitemap is (decision 030). */
  robots: fixed('/robots.txt'),
  /** The sitemap index: one file per line and 50,000 addresses. */
  sitemap: fixed('/sitemap.xml'),
  /** One file of the sitemap: `stays-1.xml`, `static-1.xml`... */
  sitemapFile: { pattern: '/sitemaps/:file', href: (file: string) => `/sitemaps/${file}` },
} as const;

/** Legacy endpoint outside /api/v2 that turns a live session into a fresh access token. */
export const ACCESS_TOKEN_ENDPOINT = rootPaths.accessToken.href();

export const apiUrl = (path: string) => `${API_PREFIX}/${path}`;

type Query = Record<string, string | number | boolean | undefined | null | readonly (string | number)[]>;

/** Builds "path?a=1&b=2", skipping empty values and repeating array values (occupancy[]=2). */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Adds query values to a link that may already carry a query ("/md/stays?cityCode=1" + dates). */
export function appendQuery(href: string, query: Query): string {
  const added = withQuery('', query);
  if (!added) return href;
  return href.includes('?') ? `${href}&${added.slice(1)}` : `${href}${added}`;
}

const mobile = (rest: string) => `/m/1.0/${rest}`;
/** A list's first page is its bare address. */
const pageParam = (page: number | undefined) => (page && page > 1 ? page : undefined);

/** Stay results take the same query on both platforms (spec 1 §2.1, §2.2); occupancy[] is the adult count. */
/** The results page's own filters, sort and page (PC, 1-based) follow the spec's query in the same address. */
type StayListFilters = { minPrice?: number; maxPrice?: number; minRating?: number; instant?: boolean; breakfast?: boolean; roomKind?: string; sort?: string; page?: number };
type StayListQuery = { cityCode?: string; checkInAt?: string; checkOutAt?: string; occupancy?: readonly number[]; search_type?: string; sort_type?: string } & StayListFilters;
const stayListHref =
  (path: string) =>
  ({ occupancy, instant, breakfast, page, ...q }: StayListQuery = {}) =>
    withQuery(path, {
      cityCode: q.cityCode, checkInAt: q.checkInAt, checkOutAt: q.checkOutAt, 'occupancy[]': occupancy, search_type: q.search_type, sort_type: q.sort_type,
      minPrice: q.minPrice, maxPrice: q.maxPrice, minRating: q.minRating, instant: instant || undefined, breakfast: breakfast || undefined,
      roomKind: q.roomKind, sort: q.sort, page: pageParam(page),
    });

/** The hotel list page's own filters, sort and page (1-based) after the spec's query. */
type HotelListFilters = { sort?: string; minPrice?: number; maxPrice?: number; starRating?: readonly number[]; categoryIds?: readonly number[]; page?: number };

/**
 * What the booking form is opened with, in its address (so a visitor sent to log in comes back to the same
 * choice): a stay room, hotel rooms (one `occupancy` per room: adults and child ages, "2" or "2-5,7") or
 * tour options (`option=id:date:count`). `total` is the price the product page showed (`total=`), so the form
 * can ask the shopper to confirm a price that changed since; the server never reads it.
 */
export type BookingFormQuery = (
  | { type: 'stay'; goodsNo: number; roomId: number; checkInAt: string; checkOutAt: string; adults: number; children?: readonly number[] }
  | { type: 'hotel'; propertyUuid: string; checkInAt: string; checkOutAt: string; rooms: readonly { roomId: number; occupancy: string }[] }
  | { type: 'tour'; itemNo: number; options: readonly { optionId: number; date: string; count: number }[] }
) & { total?: number };

function bookingFormQuery(q: BookingFormQuery): Query {
  switch (q.type) {
    case 'stay':
      return { type: q.type, goodsno: q.goodsNo, room: q.roomId, checkInAt: q.checkInAt, checkOutAt: q.checkOutAt, adults: q.adults, children: q.children?.length ? q.children.join(',') : undefined, total: q.total };
    case 'hotel':
      return { type: q.type, uuid: q.propertyUuid, checkInAt: q.checkInAt, checkOutAt: q.checkOutAt, room: q.rooms.map((r) => `${r.roomId}:${r.occupancy}`), total: q.total };
    case 'tour':
      return { type: q.type, itemno: q.itemNo, option: q.options.map((o) => `${o.optionId}:${o.date}:${o.count}`), total: q.total };
  }
}

/**
 * The query of the stay and hotel reservation lists: no tab is the upcoming bookings, `old` the past ones
 * (the review landing), `cancel` the cancelled and refunded ones; `type=hotel` lists hotel bookings.
 */
export type ReservationListQuery = { tab?: 'old' | 'cancel'; type?: 'hotel'; page?: number };
/** The tabs of the tour reservation lists: `all` (legacy default) holds the upcoming ones. */
export type TourReservationTab = 'all' | 'past' | 'cancel';

const reservationListQuery = (q: ReservationListQuery): Query => ({ tab: q.tab, type: q.type, page: q.page && q.page > 1 ? q.page : undefined });

/** A login page's address: the return path is always sent encoded, with encoded_login_return_page=true (spec 2 §6.1). */
const loginHref = (path: string) => (returnPath?: string) =>
  returnPath ? withQuery(path, { encoded_login_return_page: 'true', login_return_page: encodeURIComponent(returnPath) }) : path;

/** Web routes: `path` is what the router matches, `href(...)` builds a link with its query. */
export const webPaths = {
  mobile: {
    home: { path: mobile('grp_main/main.html'), href: () => mobile('grp_main/main.html') },
    more: { path: mobile('grp_main/more.html'), href: () => mobile('grp_main/more.html') },
    stays: { path: mobile('grp_main/accom.html'), href: () => mobile('grp_main/accom.html') },
    tours: { path: mobile('grp_main/tour.html'), href: () => mobile('grp_main/tour.html') },
    hotels: { path: mobile('grp_main/hotel.html'), href: () => mobile('grp_main/hotel.html') },
    stayPlus: { path: mobile('grp_main/stayplus.html'), href: () => mobile('grp_main/stayplus.html') },
    exclusive: { path: mobile('grp_main/minda_only.html'), href: () => mobile('grp_main/minda_only.html') },
    search: {
      path: mobile('grp_main/search_header.html'),
      href: (searchType?: 'stays' | 'hotel' | 'tour') => withQuery(mobile('grp_main/search_header.html'), { searchType }),
    },
    stayList: { path: mobile('md/stays'), href: stayListHref(mobile('md/stays')) },
    stayDetail: {
      path: mobile('grp_minbak/minbak_view.html'),
      href: (goodsNo: number, q: { start_date?: string; stay_period?: number; ea?: number; preview?: '1' } = {}) =>
        withQuery(mobile('grp_minbak/minbak_view.html'), { minbak_code: goodsNo, ...q }),
    },
    tourList: { path: mobile('tg/list.html'), href: (category: string) => withQuery(mobile('tg/list.html'), { page: 1, category }) },
    tourDetail: { path: mobile('tg/view.html'), href: (itemNo: number, q: { preview?: '1' } = {}) => withQuery(mobile('tg/view.html'), { itemno: itemNo, ...q }) },
    tourTheme: { path: mobile('tg/list_theme.html'), href: (themeNo: number) => withQuery(mobile('tg/list_theme.html'), { themeno: themeNo }) },
    tourRecommend: { path: mobile('grp_main/tour_recommend.html'), href: (category: string) => withQuery(mobile('grp_main/tour_recommend.html'), { category }) },
    community: {
      path: mobile('grp_main/community.html'),
      /** page (1-based) and no (an open post) are this app's own additions to the legacy address. */
      href: (id: 'tripbuddy' | 'sale' | 'jobs', q: { page?: number; no?: number } = {}) =>
        withQuery(mobile('grp_main/community.html'), { id, page: pageParam(q.page), no: q.no }),
    },
    eventList: { path: mobile('event/list.html'), href: () => mobile('event/list.html') },
    wishes: { path: mobile('guidebook/main.html'), href: () => mobile('guidebook/main.html') },
    /** Stay and hotel reservations (ReservationListQuery: tab=old is the spec's review landing; cancel, type and page are ours). */
    reservations: { path: mobile('grp_mypage/my_reservation.html'), href: (q: ReservationListQuery = {}) => withQuery(mobile('grp_mypage/my_reservation.html'), reservationListQuery(q)) },
    /** Review landings of the review invitation popup: past stays, past tours. */
    stayReviews: { path: mobile('grp_mypage/my_reservation.html'), href: () => withQuery(mobile('grp_mypage/my_reservation.html'), { tab: 'old' }) },
    tourReviews: {
      path: mobile('tg_mypage/list.html'),
      href: () => withQuery(mobile('tg_mypage/list.html'), { page: 1, scroll_pos: 0, tab: 'past' }),
    },
    /** `message` is the line shown once after leaving a room (CHAT_TEXTS.leftMessage). */
    inquiries: { path: mobile('grp_mypage/inquiry_list.html'), href: (message?: string) => withQuery(mobile('grp_mypage/inquiry_list.html'), { message }) },
    inquiry: { path: mobile('grp_mypage/inquiry_detail.html'), href: (channelId: string) => withQuery(mobile('grp_mypage/inquiry_detail.html'), { id: channelId }) },
    /** The partner app's inquiries. */
    partnerInquiries: { path: '/manager_app/inquiry/list.html', href: (message?: string) => withQuery('/manager_app/inquiry/list.html', { message }) },
    partnerInquiry: { path: '/manager_app/inquiry/detail.html', href: (channelId: string) => withQuery('/manager_app/inquiry/detail.html', { id: channelId }) },
    /** Stay reservation detail: the view number follows the status (rules/bookings reservationView). */
    reservationView: {
      /** One route per view (1-12): each view file is its own address. */
      paths: Array.from({ length: 12 }, (_, i) => mobile(`grp_mypage/my_reservation_view_${i + 1}.html`)),
      href: (view: number, bookNo: number) => withQuery(mobile(`grp_mypage/my_reservation_view_${view}.html`), { bookno: bookNo }),
    },
    /** Tour reservations: tab all (upcoming), past, or cancel (our addition); page 1-based. */
    tourReservations: {
      path: mobile('tg_mypage/list.html'),
      href: (tab: TourReservationTab = 'all', page = 1) => withQuery(mobile('tg_mypage/list.html'), { page, scroll_pos: 0, tab }),
    },
    tourReservation: { path: mobile('tg_mypage/view.html'), href: (bookNo: number) => withQuery(mobile('tg_mypage/view.html'), { bookno: bookNo }) },
    /** The review form of one past booking (write, or see and edit the review written). */
    reviewWrite: { path: mobile('grp_mypage/review_write.html'), href: (bookNo: number) => withQuery(mobile('grp_mypage/review_write.html'), { bookno: bookNo }) },
    /** The booking form of a stay room, hotel rooms or tour options (our own address). */
    booking: { path: mobile('booking/form.html'), href: (q: BookingFormQuery) => withQuery(mobile('booking/form.html'), bookingFormQuery(q)) },
    bookingResult: { path: mobile('booking/result.html'), href: (bookNo: number, orderId?: string) => withQuery(mobile('booking/result.html'), { bookno: bookNo, orderId }) },
    /** The partner app's bookings: stays unless `type` says otherwise, `astep` as on PC. */
    partnerBookings: {
      path: '/manager_app/booking/index.html',
      href: ({ type = 'stay', astep, page }: { type?: ProductType; astep?: PartnerBookingStep; page?: number } = {}) =>
        withQuery('/manager_app/booking/index.html', { type: type === 'stay' ? undefined : type, astep, page: pageParam(page) }),
    },
    mypage: { path: mobile('mypage/index.html'), href: () => mobile('mypage/index.html') },
    /** The profile, the invite and the 1:1 inquiry on mobile: our own addresses beside the my-page home. */
    profile: { path: mobile('mypage/my_modify.html'), href: () => mobile('mypage/my_modify.html') },
    invite: { path: mobile('mypage/invite.html'), href: () => mobile('mypage/invite.html') },
    inquiryWrite: { path: mobile('mypage/my_m2m.html'), href: () => withQuery(mobile('mypage/my_m2m.html'), { mode: 'write' }) },
    inquiryList: { path: mobile('mypage/my_m2m.html'), href: () => withQuery(mobile('mypage/my_m2m.html'), { mode: 'list' }) },
    clause: { path: mobile('cs/clause.html'), href: () => mobile('cs/clause.html') },
    privacy: { path: mobile('cs/privacy.html'), href: () => mobile('cs/privacy.html') },
    /** The login of the mobile screens (our own address; the PC one is member.login), same query. */
    login: { path: mobile('member/login.html'), href: loginHref(mobile('member/login.html')) },
    /** The coupon page on mobile (our own address; PC /main/coupon_tab2.php). */
    coupons: { path: mobile('grp_main/coupon.html'), href: () => mobile('grp_main/coupon.html') },
    /** Sign-up and account recovery beside the mobile login (our own addresses; PC member.register, member.findAccount). */
    register: { path: mobile('member/join.html'), href: loginHref(mobile('member/join.html')) },
    findAccount: { path: mobile('member/find_id_pw.html'), href: (tab?: 'id' | 'password') => withQuery(mobile('member/find_id_pw.html'), { tab }) },
    /** The menus' editorial pages on mobile (our own addresses; the PC twins have the same keys). */
    event: { path: mobile('event/view.html'), href: (no: number) => withQuery(mobile('event/view.html'), { id: 'gevent', no }) },
    travelInfo: { path: mobile('cs/info.html'), href: () => mobile('cs/info.html') },
    refundRule: { path: mobile('cs/rule.html'), href: () => mobile('cs/rule.html') },
    about: { path: mobile('cs/about.html'), href: () => mobile('cs/about.html') },
    /** The notice board alone (the mobile community page has only the members' boards); page 1-based, no = an open notice. */
    notice: { path: mobile('cs/notice.html'), href: (q: { page?: number; no?: number } = {}) => withQuery(mobile('cs/notice.html'), { page: pageParam(q.page), no: q.no }) },
  },
  pc: {
    home: { path: '/main/index.php', href: () => '/main/index.php' },
    stays: { path: '/stay/index.php', href: () => '/stay/index.php' },
    tours: { path: '/tg/index.php', href: () => '/tg/index.php' },
    hotels: { path: '/stay/hotel.php', href: () => '/stay/hotel.php' },
    stayList: { path: '/md/stays', href: stayListHref('/md/stays') },
    stayDetail: {
      path: '/main/view.php',
      href: (goodsNo: number, q: { start_date?: string; end_date?: string; ea?: number; preview?: '1' } = {}) => withQuery('/main/view.php', { goodsno: goodsNo, ...q }),
    },
    tourDetail: { path: '/tg/view.php', href: (itemNo: number, q: { preview?: '1' } = {}) => withQuery('/tg/view.php', { itemno: itemNo, ...q }) },
    tourList: { path: '/tg/list.php', href: (category: string) => withQuery('/tg/list.php', { category }) },
    tourTheme: { path: '/tg/list_theme.php', href: (themeNo: number) => withQuery('/tg/list_theme.php', { themeno: themeNo }) },
    tourRecommend: { path: '/tg/recommend.php', href: (category: string) => withQuery('/tg/recommend.php', { category }) },
    /** Hotel results (spec 1 §2.2): one `occupancy` per room ("2", "2-5,7"), neighborhoodIds or poiIds for a search by area. */
    hotelList: {
      path: '/hotel/list',
      href: (
        q: {
          cityId?: number;
          checkInAt?: string;
          checkOutAt?: string;
          rooms?: number;
          adults?: number;
          children?: number;
          stayType?: 'all';
          occupancy?: readonly string[];
          neighborhoodIds?: number | readonly number[];
          poiIds?: number | readonly number[];
        } & HotelListFilters = {},
      ) =>
        withQuery('/hotel/list', {
          rooms: q.rooms,
          adults: q.adults,
          children: q.children,
          stayType: q.stayType,
          cityId: q.cityId,
          checkInAt: q.checkInAt,
          checkOutAt: q.checkOutAt,
          occupancy: q.occupancy,
          neighborhoodIds: q.neighborhoodIds,
          poiIds: q.poiIds,
          sort: q.sort,
          minPrice: q.minPrice,
          maxPrice: q.maxPrice,
          starRating: q.starRating,
          categoryIds: q.categoryIds,
          page: pageParam(q.page),
        }),
    },
    hotelDetail: {
      path: '/hotel/detail/:propertyUuid',
      /** `occupancy` as on the list: one value per room (cards send a single "2"). */
      href: (uuid: string, q: { checkInAt?: string; checkOutAt?: string; occupancy?: string | readonly string[]; preview?: '1' } = {}) =>
        withQuery(`/hotel/detail/${uuid}`, q),
    },
    event: { path: '/event/view.php', href: (no: number) => withQuery('/event/view.php', { id: 'gevent', no }) },
    community: {
      path: '/community/list.php',
      href: (id: 'tripbuddy' | 'sale' | 'jobs' | 'notice', page?: number) => withQuery('/community/list.php', { id, page: pageParam(page) }),
    },
    communityPost: {
      path: '/community/view.php',
      href: (id: 'tripbuddy' | 'sale' | 'jobs' | 'notice', no: number) => withQuery('/community/view.php', { id, no }),
    },
    exclusive: { path: '/minda_only/index.php', href: () => '/minda_only/index.php' },
    /** Stay list by city (spec 2 §2.2); the mobile twin is mobile.stayList. */
    stayListByCity: { path: '/md/stays', href: (cityCode: string) => withQuery('/md/stays', { cityCode }) },
    /** City theme pages the stay city tiles lead to (spec 1 §2.2; rules/city-codes CITY_THEME_PAGES). */
    themeLondon: { path: '/stay/theme/london.php', href: () => '/stay/theme/london.php' },
    themeParis: { path: '/stay/theme/paris.php', href: () => '/stay/theme/paris.php' },
    themeNewYork: { path: '/stay/theme/newyork.php', href: () => '/stay/theme/newyork.php' },
    themeLa: { path: '/stay/theme/la.php', href: () => '/stay/theme/la.php' },
    themeItalia: { path: '/stay/theme/italia.php', href: () => '/stay/theme/italia.php' },
    // PC header, all-menu and footer links (spec 1 §2.2, §2.3).
    sale: { path: '/main/sale_tab1.php', href: () => '/main/sale_tab1.php' },
    offSeasonSale: { path: '/main/sale_tab3.php', href: () => '/main/sale_tab3.php' },
    coupons: { path: '/main/coupon_tab2.php', href: () => '/main/coupon_tab2.php' },
    travelInfo: { path: '/main/info.php', href: () => '/main/info.php' },
    stayPlus: { path: '/stayplus/index.php', href: () => '/stayplus/index.php' },
    totalSearch: {
      path: '/main/total_search.php',
      // Written out rather than through withQuery: the legacy page expects sortCls even when it is empty.
      href: (q: { category: string; keyword: string; sortCls?: string }) =>
        `/main/total_search.php?${new URLSearchParams({ searchTopCls: 'all', searchCls: 'all', sortCls: q.sortCls ?? '', category: q.category, keyword: q.keyword, Page: '0' }).toString()}`,
    },
    about: { path: '/about/about.php', href: () => '/about/about.php' },
    refundRule: { path: '/helpcenter/rule.php', href: () => '/helpcenter/rule.php' },
    clause: { path: '/m/1.0/cs/clause.html', href: () => '/m/1.0/cs/clause.html' },
    privacy: { path: '/m/1.0/cs/privacy.html', href: () => '/m/1.0/cs/privacy.html' },
    inquiryWrite: { path: '/mypage/my_m2m.php', href: () => withQuery('/mypage/my_m2m.php', { mode: 'write' }) },
    inquiryList: { path: '/mypage/my_m2m.php', href: () => withQuery('/mypage/my_m2m.php', { mode: 'list' }) },
    profile: { path: '/mypage/my_modify.php', href: () => '/mypage/my_modify.php' },
    mypage: { path: '/mypage/mypage_home.php', href: () => '/mypage/mypage_home.php' },
    /** The member's invite code and link, and the friends it brought (decision 028). */
    invite: { path: '/mypage/invite.php', href: () => '/mypage/invite.php' },
    /** Stay and hotel reservations, with the same query as the mobile list. */
    reservations: { path: '/mypage/my_reservation.php', href: (q: ReservationListQuery = {}) => withQuery('/mypage/my_reservation.php', reservationListQuery(q)) },
    reservation: { path: '/mypage/v.my_reservation.php', href: (bookNo: number) => withQuery('/mypage/v.my_reservation.php', { bookno: bookNo }) },
    /**
     * Tour reservations; the legacy `Page` is 0-based, `page` here 1-based like every other pager. Written
     * out rather than through withQuery, which would drop the empty `astep` of the spec's address.
     */
    tourReservations: {
      path: '/mypage/my_tg_reserve.php',
      href: (tab: TourReservationTab = 'all', page = 1) => `/mypage/my_tg_reserve.php?${new URLSearchParams({ tab, astep: '', Page: String(page - 1) }).toString()}`,
    },
    tourReservation: { path: '/mypage/my_tg_reserve_view.php', href: (bookNo: number) => withQuery('/mypage/my_tg_reserve_view.php', { bookno: bookNo }) },
    /** The partner's reviews of their stays, tours and hotels, to answer (`replied`: 'N' waiting, 'Y' answered). */
    /** The partner's own products, each with its page or its preview (issue 57). */
    partnerProducts: { path: '/manager/goods/list.php', href: () => '/manager/goods/list.php' },
    partnerReviews: {
      path: '/manager/review/list.php',
      href: (replied?: 'Y' | 'N', page?: number) => withQuery('/manager/review/list.php', { replied, page: pageParam(page) }),
    },
    /** The review form of one past booking (write, or see and edit the review written). */
    reviewWrite: { path: '/mypage/review_write.php', href: (bookNo: number) => withQuery('/mypage/review_write.php', { bookno: bookNo }) },
    booking: { path: '/booking/form.php', href: (q: BookingFormQuery) => withQuery('/booking/form.php', bookingFormQuery(q)) },
    bookingResult: { path: '/booking/result.php', href: (bookNo: number, orderId?: string) => withQuery('/booking/result.php', { bookno: bookNo, orderId }) },
    /** The partner's stay bookings; `astep` picks the states (rules/partner-bookings.ts), `page` is one-based. */
    partnerStayBookings: {
      path: '/manager/booking/list.php',
      href: (astep: PartnerBookingStep = 1, page?: number) => withQuery('/manager/booking/list.php', { astep, page: pageParam(page) }),
    },
    partnerTourBookings: {
      path: '/manager/tg/reserve_list.php',
      href: (astep?: PartnerBookingStep, page?: number) => withQuery('/manager/tg/reserve_list.php', { astep, page: pageParam(page) }),
    },
    wishes: { path: '/mypage/guidebook.php', href: () => '/mypage/guidebook.php' },
    inquiries: { path: '/mypage/inquiry/list.php', href: (message?: string) => withQuery('/mypage/inquiry/list.php', { message }) },
    inquiry: { path: '/mypage/inquiry/detail.php', href: (channelId: string) => withQuery('/mypage/inquiry/detail.php', { id: channelId }) },
    /** The partner's inquiries in the manager: stays, and the tour partner's variant under /manager/tg. */
    partnerInquiries: { path: '/manager/inquiry/list.php', href: (message?: string) => withQuery('/manager/inquiry/list.php', { message }) },
    partnerInquiry: { path: '/manager/inquiry/detail.php', href: (channelId: string) => withQuery('/manager/inquiry/detail.php', { id: channelId }) },
    partnerTourInquiries: { path: '/manager/tg/inquiry/list.php', href: (message?: string) => withQuery('/manager/tg/inquiry/list.php', { message }) },
    partnerTourInquiry: { path: '/manager/tg/inquiry/detail.php', href: (channelId: string) => withQuery('/manager/tg/inquiry/detail.php', { id: channelId }) },
  },
  /** Partner and affiliate sites: plain outbound links that open in a new tab; nothing is loaded from them. */
  external: {
    carRental: { href: () => 'https://www.rentalcars.com/ko/' },
    travelInsurance: { href: () => 'https://www.myrealtrip.com/insurance' },
    businessInfo: { href: () => 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1234567890' },
    partnerSignup: { href: () => 'https://partner.minda.example/join' },
    partnerHome: { href: () => 'https://partner.minda.example/' },
    instagram: { href: () => 'https://www.instagram.com/minda.travel/' },
    naverBlog: { href: () => 'https://blog.naver.com/minda_travel' },
    naverPost: { href: () => 'https://post.naver.com/minda_travel' },
    facebook: { href: () => 'https://www.facebook.com/minda.travel' },
    appStore: { href: () => 'https://apps.apple.com/kr/app/minda/id0000000000' },
    googlePlay: { href: () => 'https://play.google.com/store/apps/details?id=example.minda' },
  },
  /** Developers' pages of the embedded default (answer only on this computer or to an operator). */
  dev: {
    outbox: { path: '/dev/outbox.html', href: () => '/dev/outbox.html' },
  },
  /** The operator's back office (PC only); lazy route modules outside the shopper's screens. */
  admin: {
    login: { path: '/admin/login', href: (returnPath?: string) => withQuery('/admin/login', { return: returnPath }) },
    bookings: { path: '/admin/bookings', href: (query: AdminBookingsQuery = {}) => withQuery('/admin/bookings', { ...query, page: pageParam(query.page) }) },
    booking: { path: '/admin/bookings/:bookNo', href: (bookNo: number) => `/admin/bookings/${bookNo}` },
    refunds: { path: '/admin/refunds', href: (query: { status?: RefundStatus; page?: number } = {}) => withQuery('/admin/refunds', { ...query, page: pageParam(query.page) }) },
    inquiries: { path: '/admin/inquiries', href: (query: { status?: 'waiting' | 'answered'; page?: number } = {}) => withQuery('/admin/inquiries', { ...query, page: pageParam(query.page) }) },
    /** The signed-in operator's own account: the second factor (issue 57). */
    account: { path: '/admin/account', href: () => '/admin/account' },
    /** The audit log (issue 57): who changed what, filtered as `GET admin/audit` is. */
    audit: { path: '/admin/audit', href: (query: AuditQuery = {}) => withQuery('/admin/audit', { ...query, page: pageParam(query.page) }) },
    /** Operators and their roles (issue 57): `role`, `status` (active, inactive), `q`, `page`. */
    operators: {
      path: '/admin/operators',
      href: (query: { role?: OperatorRole; status?: 'active' | 'inactive'; q?: string; page?: number } = {}) => withQuery('/admin/operators', { ...query, page: pageParam(query.page) }),
    },
    /** The stays (issue 57): `status`, `cityCode`, `partnerId`, `q`, `sort`, `page`; a new one; one to edit. */
    stays: { path: '/admin/stays', href: (query: AdminStaysQuery = {}) => withQuery('/admin/stays', { ...query, page: pageParam(query.page) }) },
    stayNew: { path: '/admin/stays/new', href: () => '/admin/stays/new' },
    stay: { path: '/admin/stays/:goodsNo', href: (goodsNo: number) => `/admin/stays/${goodsNo}` },
    /** Tours and tickets (issue 57): `status`, `itemCategoryType`, `cityCode`, `partnerId`, `q`, `sort`, `page`. */
    tours: { path: '/admin/tours', href: (query: AdminToursQuery = {}) => withQuery('/admin/tours', { ...query, page: pageParam(query.page) }) },
    tourNew: { path: '/admin/tours/new', href: () => '/admin/tours/new' },
    tour: { path: '/admin/tours/:itemNo', href: (itemNo: number) => `/admin/tours/${itemNo}` },
    /** Managed hotels (issue 57): `status`, `cityCode`, `partnerId`, `categoryId`, `q`, `sort`, `page`. */
    hotels: { path: '/admin/hotels', href: (query: AdminHotelsQuery = {}) => withQuery('/admin/hotels', { ...query, page: pageParam(query.page) }) },
    hotelNew: { path: '/admin/hotels/new', href: () => '/admin/hotels/new' },
    hotel: { path: '/admin/hotels/:propertyId', href: (propertyId: number) => `/admin/hotels/${propertyId}` },
    /** Cities and their areas (issue 57, geography). */
    cities: { path: '/admin/cities', href: () => '/admin/cities' },
    /** One city: its details, neighbourhoods, stations, points of interest and 변경 기록. */
    city: { path: '/admin/cities/:code', href: (code: string) => `/admin/cities/${code}` },
    /** Countries and their provinces. */
    countries: { path: '/admin/countries', href: () => '/admin/countries' },
    /** The facilities catalogue: common and room facilities in their order (issue 57). */
    facilities: { path: '/admin/facilities', href: () => '/admin/facilities' },
    /** Hotel property types (숙소 유형) in their order (issue 57); a city's own order is on the city's screen. */
    categories: { path: '/admin/categories', href: () => '/admin/categories' },
    /** Partners and their business (issue 57). */
    partners: { path: '/admin/partners', href: () => '/admin/partners' },
    partner: { path: '/admin/partners/:partnerId', href: (partnerId: number) => `/admin/partners/${partnerId}` },
  },
  member: {
    login: { path: '/member/login.php', href: loginHref('/member/login.php') },
    loginPopup: { path: '/member/popup.login.php', href: () => '/member/popup.login.php' },
    register: { path: '/member/register.php', href: () => '/member/register.php' },
    /** Find the login id, or set a new password, by a code mailed to the account's address (our own address). */
    findAccount: { path: '/member/find_id_pw.php', href: (tab?: 'id' | 'password') => withQuery('/member/find_id_pw.php', { tab }) },
    logout: { path: '/member/logout.php', href: () => '/member/logout.php' },
  },
} as const;

export type Platform = 'mobile' | 'pc';

/** The pages both platforms have, each platform's own address; the two path tables use the same names for them. */
const destinationsOn = (paths: typeof webPaths.mobile | typeof webPaths.pc) => ({
  home: () => paths.home.href(),
  coupons: () => paths.coupons.href(),
  stays: () => paths.stays.href(),
  tours: () => paths.tours.href(),
  hotels: () => paths.hotels.href(),
  stayList: paths.stayList.href,
  stayDetail: (goodsNo: number) => paths.stayDetail.href(goodsNo),
  tourDetail: (itemNo: number) => paths.tourDetail.href(itemNo),
  tourList: (category: string) => paths.tourList.href(category),
  tourTheme: (themeNo: number) => paths.tourTheme.href(themeNo),
  community: (id: 'tripbuddy' | 'sale' | 'jobs') => paths.community.href(id),
});

/** Destinations whose two addresses are not under the same name in the two tables. */
type PlatformDestinations = ReturnType<typeof destinationsOn> & {
  /** The login page, coming back to `returnPath`. */
  login: (returnPath?: string) => string;
  /** The sign-up page, coming back to `returnPath` once signed up (same query as the login). */
  register: (returnPath?: string) => string;
  /** 아이디 찾기 / 비밀번호 찾기 on its tab. */
  findAccount: (tab?: 'id' | 'password') => string;
  /** Where past stays and past tours wait for their reviews (the 후기 쓰기 links). */
  stayReviews: () => string;
  tourReviews: () => string;
};

/**
 * One destination on each platform, for the components both layouts share: a card, a "more" link, a city
 * tile or a login prompt leads to the page of the platform it is shown on. Hotel details have one route for both.
 */
export const platformPaths: Record<Platform, PlatformDestinations> = {
  mobile: {
    ...destinationsOn(webPaths.mobile),
    login: webPaths.mobile.login.href,
    register: webPaths.mobile.register.href,
    findAccount: webPaths.mobile.findAccount.href,
    stayReviews: webPaths.mobile.stayReviews.href,
    tourReviews: webPaths.mobile.tourReviews.href,
  },
  pc: {
    ...destinationsOn(webPaths.pc),
    login: webPaths.member.login.href,
    register: loginHref(webPaths.member.register.path),
    findAccount: webPaths.member.findAccount.href,
    stayReviews: () => webPaths.pc.reservations.href({ tab: 'old' }),
    tourReviews: () => webPaths.pc.tourReservations.href('past'),
  },
};

/** Tour theme numbers linked from menus and tiles (spec 1 §2). */
export const TOUR_THEME_AIRPORT_PICKUP = 259;
export const TOUR_THEME_TELECOM_INSURANCE = 211;
/** Event numbers linked from the stays home and menus. */
export const EVENT_STAYS_HOME = 336;
export const EVENT_MENU = 353;

/** The `bookno` of a booking's address (its detail, its review form), or null for what is no booking number. */
export function parseBookNo(params: URLSearchParams): number | null {
  const n = Number(params.get('bookno'));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
