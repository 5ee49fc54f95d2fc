import type { AdminFacility, FacilityKind } from '@minda/contracts/admin-facilities';
import type { PageUser } from '@minda/contracts/auth';
import type { AdminBookingDetail, AdminBookingSummary, AdminRefundRow } from '@minda/contracts/admin-bookings';
import type { AdminHotel, AdminHotelRow } from '@minda/contracts/admin-hotels';
import type { AdminTour, AdminTourRow } from '@minda/contracts/admin-tours';
import type { BookingDetail, BookingSummary, PartnerBooking, PreCheckResult } from '@minda/contracts/bookings';
import type { ChatChannel, ChatMember, ChatMessage } from '@minda/contracts/chat';
import type { HotelProperty, HotelTheme } from '@minda/contracts/hotels';
import { BOOKING_STATUS_LABELS, isBookingStatus, reservationView } from '@minda/contracts/rules/bookings';
import type { StayCard, StayTheme } from '@minda/contracts/stays';
import type { TourItem, TourThemeGroup } from '@minda/contracts/tours';

/*
 * Data builders for the component tests, typed by the contracts: a valid value with plain defaults, and the
 * fields a test is about given as overrides (`aStayCard({ goodsName: '파리 민박', isWish: true })`). Numbers
 * count up, so two built cards never share a key; names carry their group so tests can read them.
 */
let next = 1000;

/** The signed-in member of the demo data (renderApp's `user`). */
export function aMember(overrides: Partial<PageUser> = {}): PageUser {
  return { id: 1, loginId: 'member', nickName: '여행자', profileImage: null, role: 'member', unreadInquiryCount: 0, ...overrides };
}

export function aStayCard(overrides: Partial<StayCard> = {}): StayCard {
  next += 1;
  return {
    goodsNo: next,
    goodsName: `민박 ${next}`,
    minPrice: 50000,
    reviewGrade: 4.5,
    reviewCount: 10,
    wishCount: 3,
    isWish: false,
    bookType: 1,
    goodsImgPath: `stays/${next}.svg`,
    locations: ['파리'],
    category: '001002001',
    categoryName: '파리',
    countryName: '프랑스',
    isAwards: false,
    saleRate: 0,
    ...overrides,
  };
}

export function aStayTheme(title: string, cities: { name: string; count: number }[]): StayTheme {
  next += 1;
  return {
    no: next,
    sort: next,
    title,
    items: cities.map((city, i) => ({
      category: `00100${i}001`,
      categoryNo: i,
      categoryName: city.name,
      items: Array.from({ length: city.count }, (_, j) => aStayCard({ goodsName: `${title} ${city.name} ${j + 1}` })),
    })),
  };
}

export function aTourItem(overrides: Partial<TourItem> = {}): TourItem {
  next += 1;
  return {
    itemNo: next,
    itemName: `투어 ${next}`,
    salePrice: 30000,
    itemImgPath: `tours/${next}.svg`,
    isWish: false,
    reviewGrade: 4.8,
    reviewCount: 5,
    wishCount: 1,
    category: '001002001',
    categoryName: '파리',
    countryName: '프랑스',
    sort: next,
    itemCategoryType: 'LOCAL_TOUR',
    ...overrides,
  };
}

export function aTourThemeGroup(name: string, themes: { name: string; count: number }[]): TourThemeGroup {
  next += 1;
  return {
    themeGroupNo: next,
    themeGroupName: name,
    sort: next,
    themeItems: themes.map((theme) => {
      next += 1;
      return { themeName: theme.name, themeNo: next, items: Array.from({ length: theme.count }, (_, j) => aTourItem({ itemName: `${theme.name} ${j + 1}` })) };
    }),
  };
}

/** `name` is the Korean and English name of the hotel. */
export function aHotelProperty(name = `호텔 ${next + 1}`, overrides: Partial<HotelProperty> = {}): HotelProperty {
  next += 1;
  return {
    propertyUuid: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    propertyId: next,
    nameTranslations: { 'ko-KR': name, 'en-US': name },
    starRating: 4,
    reviewScore: 8.8,
    reviewCount: 20,
    wishCount: 2,
    isWish: false,
    minBasePriceBeforeDiscount: 120000,
    thumbnailPath: `hotels/${next}.svg`,
    cityId: 1,
    cities: [{ translations: [{ language: 'ko-KR', translation: '파리' }] }],
    ...overrides,
  };
}

export function aHotelTheme(name: string, cities: { name: string; count: number }[]): HotelTheme {
  next += 1;
  return {
    id: next,
    name,
    sort: next,
    cityHotels: cities.map((city, i) => ({ id: i + 1, cityName: city.name, properties: Array.from({ length: city.count }, (_, j) => aHotelProperty(`${name} ${city.name} ${j + 1}`)) })),
  };
}

/** A partner's stay booking: a request for two nights with its accept deadline (override status, dates, money). */
export function aPartnerBooking(overrides: Partial<PartnerBooking> = {}): PartnerBooking {
  next += 1;
  return {
    bookNo: 260000 + next,
    productType: 'stay',
    productId: String(next),
    productName: `파리 민박 ${next}`,
    imagePath: `stays/${next}.svg`,
    cityName: '파리',
    status: 1,
    statusLabel: '예약 요청',
    checkInAt: '2026-07-01',
    checkOutAt: '2026-07-03',
    adults: 2,
    children: 0,
    total: 200000,
    deposit: 20000,
    payAtProperty: 180000,
    couponDiscount: 0,
    pointsDiscount: 0,
    amountDue: 20000,
    couponName: null,
    depositDeadline: null,
    acceptDeadline: '2026-06-02T12:00:00.000Z',
    createdAt: '2026-06-01T12:00:00.000Z',
    guestName: '홍길동',
    guestPhone: '010-1234-5678',
    requestToHost: null,
    arrivalTime: null,
    items: [
      { name: `2인실 ${next}`, roomId: next, optionId: null, startDate: '2026-07-01', endDate: '2026-07-03', adults: 2, children: [], units: 1, amount: 200000, available: true, unitsLeft: 0 },
    ],
    ...overrides,
  };
}

/** A member's booking as the lists show it: a confirmed two-night stay in Paris, booked by 여행자. */
export function aBookingSummary(overrides: Partial<BookingSummary> = {}): BookingSummary {
  next += 1;
  const status = overrides.status ?? 9;
  return {
    bookNo: 260000 + next,
    productType: 'stay',
    productId: String(next),
    productName: `파리 민박 ${next}`,
    imagePath: `stays/${next}.svg`,
    cityName: '파리',
    status,
    // The server's label of the status; a past confirmed booking's (이용 완료) is given as an override.
    statusLabel: isBookingStatus(status) ? BOOKING_STATUS_LABELS[status] : '',
    checkInAt: '2026-07-03',
    checkOutAt: '2026-07-05',
    adults: 2,
    children: 0,
    total: 200000,
    deposit: 20000,
    payAtProperty: 180000,
    couponDiscount: 0,
    pointsDiscount: 0,
    amountDue: 20000,
    couponName: null,
    depositDeadline: null,
    acceptDeadline: null,
    createdAt: '2026-06-01T03:00:00.000Z',
    ...overrides,
  };
}

const ENDED_BY: Record<number, BookingDetail['history'][number]['by']> = { [-19]: 'guest', [-29]: 'system', [-39]: 'partner', [-49]: 'partner', [-59]: 'guest', [-69]: 'system', [-79]: 'partner', [-89]: 'partner', [-99]: 'operator' };

/**
 * A booking's detail in the state of `status`, with what that state carries: the accept deadline of a
 * request, the payment deadline and pay action of an unpaid booking, the voucher and host of a confirmed
 * one, the refund of a refunded one, and the history row that ended an ended one.
 */
export function aBookingDetail(status: number, overrides: Partial<BookingDetail> = {}): BookingDetail {
  const summary = aBookingSummary({ status, ...overrides });
  const paid = [9, -59, -69, -79, -89, -99].includes(status);
  const refunded = status === -59 || status === -69;
  const history: BookingDetail['history'] = [{ from: null, to: 1, by: 'guest', reason: null, at: '2026-06-01T03:00:00.000Z' }];
  if (status !== 1) history.push({ from: 1, to: status, by: ENDED_BY[status] ?? 'partner', reason: status === -99 ? '중복 결제 확인' : null, at: '2026-06-02T05:30:00.000Z' });
  return {
    ...summary,
    acceptDeadline: status === 1 ? '2026-06-02T03:00:00.000Z' : null,
    depositDeadline: status === 3 || status === -9 ? '2026-06-03T03:00:00.000Z' : null,
    items: [
      {
        name: '2인실 (공용 욕실)',
        roomId: 11,
        optionId: null,
        startDate: summary.checkInAt,
        endDate: summary.checkOutAt,
        adults: summary.adults,
        children: [],
        units: 1,
        amount: summary.total,
        available: true,
        unitsLeft: 2,
      },
    ],
    guest: { name: '홍길동', englishName: 'HONG GILDONG', phone: '010-1234-5678', email: 'member@example.com' },
    arrivalTime: '15:00',
    requestToHost: null,
    refundSchedule: [
      { until: '2026-06-03', percent: 100, refund: summary.deposit },
      { until: '2026-06-18', percent: 70, refund: Math.floor(summary.deposit * 0.7) },
      { until: '2026-06-25', percent: 50, refund: Math.floor(summary.deposit * 0.5) },
      { until: '2026-07-03', percent: 0, refund: 0 },
    ],
    cancelPreview: [1, 3, 9].includes(status) ? { percent: paid ? 70 : 100, refund: paid ? Math.floor(summary.deposit * 0.7) : 0, fee: paid ? summary.deposit - Math.floor(summary.deposit * 0.7) : 0 } : null,
    actions: { canPay: status === 3, canCancel: [1, 3, 9].includes(status), canReview: false, canInquire: true },
    payment: paid
      ? { orderId: `ORD-${summary.bookNo}`, provider: 'test', amount: summary.deposit, status: refunded ? 'cancelled' : 'approved', methodLabel: '테스트카드 1234-****-****-5678', approvedAt: '2026-06-01T04:00:00.000Z' }
      : null,
    refund: refunded
      ? { amount: 14000, status: status === -69 ? 'completed' : 'requested', requestedAt: '2026-06-10T01:00:00.000Z', completedAt: status === -69 ? '2026-06-10T02:00:00.000Z' : null }
      : null,
    host: status === 9 ? { name: '파리하늘민박', address: '12 Rue de Rivoli, 75004 Paris', phone: '+33-1-2345-6789', email: 'host@example.com', checkInTime: '15:00' } : null,
    voucherCode: status === 9 ? `MD${summary.bookNo}` : null,
    view: reservationView(status),
    history,
    ...overrides,
  };
}

/* ---- bookings (issue 9, booking form and result) ---- */

/** A pre-check answer of an instant stay room: 2 nights, 480,000원, 10% now, the stay refund schedule. */
export function aBookingQuote(overrides: Partial<PreCheckResult> = {}): PreCheckResult {
  return {
    available: true,
    unitsLeft: 3,
    nights: 2,
    instant: true,
    acceptDeadline: null,
    total: 480000,
    deposit: 48000,
    payAtProperty: 432000,
    depositDeadline: '2030-01-01T05:30:00.000Z',
    refundSchedule: [
      { until: '2030-02-08', percent: 100, refund: 48000 },
      { until: '2030-02-23', percent: 70, refund: 33600 },
      { until: '2030-03-02', percent: 50, refund: 24000 },
      { until: '2030-03-10', percent: 0, refund: 0 },
    ],
    ...overrides,
  };
}

/** The member's paid stay booking 260001 as GET stay-book/bookings/{bookNo} answers it once confirmed. */
export function aConfirmedBooking(overrides: Partial<BookingDetail> = {}): BookingDetail {
  return {
    bookNo: 260001,
    productType: 'stay',
    productId: '1001',
    productName: '파리하늘민박',
    imagePath: 'stay/1001-1.svg',
    cityName: '파리',
    status: 9,
    statusLabel: '예약 확정',
    checkInAt: '2030-03-10',
    checkOutAt: '2030-03-12',
    adults: 2,
    children: 0,
    total: 480000,
    deposit: 48000,
    payAtProperty: 432000,
    couponDiscount: 0,
    pointsDiscount: 0,
    amountDue: 48000,
    couponName: null,
    depositDeadline: null,
    acceptDeadline: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    items: [],
    guest: { name: '홍길동', englishName: 'HONG GILDONG', phone: '010-1234-5678', email: 'hong@example.com' },
    arrivalTime: null,
    requestToHost: null,
    refundSchedule: [],
    cancelPreview: null,
    actions: { canPay: false, canCancel: true, canReview: false, canInquire: true },
    payment: { orderId: 'ORD-260001-1', provider: 'test', amount: 48000, status: 'approved', methodLabel: '테스트카드 4242-****-****-4242', approvedAt: '2030-01-01T00:01:00.000Z' },
    refund: null,
    host: null,
    voucherCode: 'MINDA-260001',
    view: 3,
    history: [],
    ...overrides,
  };
}

/* ---- the operator's back office ---- */

/** An operator of the catalogue (stays, tours, partners, cities) as the page user. */
export function aCatalogueOperator(): PageUser {
  return { id: 2, loginId: 'catalogue-admin', nickName: '상품 운영 담당', profileImage: null, role: 'admin', unreadInquiryCount: 0 };
}

/** Rome and its tour partner, as `GET admin/cities` and `GET admin/partners?type=tour` answer them. */
export const ROME_CATALOGUE = {
  cities: { data: [{ code: '001003001', name: '로마', nameEn: 'Rome', country: '이탈리아', timeZone: 'Europe/Rome', area: { south: 41.7, west: 12.3, north: 42.1, east: 12.7 }, provinceId: null }] },
  partners: { data: [{ partnerId: 4, name: '로마투어', type: 'tour', loginId: 'rome-tour', businessName: '', status: 'active' }] },
} as const;

/** A tour of the back office's list: on sale in Rome, two options from 12,000 won. */
export function anAdminTourRow(overrides: Partial<AdminTourRow> = {}): AdminTourRow {
  next += 1;
  return {
    itemNo: next,
    name: '바티칸 박물관 오전 투어',
    status: 'published',
    itemCategoryType: 'LOCAL_TOUR',
    city: { code: '001003001', name: '로마' },
    partner: { id: 4, name: '로마투어', loginId: 'rome-tour' },
    options: 2,
    salePrice: 12_000,
    createdAt: '2026-12-07T01:00:00.000Z',
    ...overrides,
  };
}

/** A tour of the back office's detail screen: a draft without options or photos unless told. */
export function anAdminTour(overrides: Partial<AdminTour> = {}): AdminTour {
  const { options: _count, ...row } = anAdminTourRow({ status: 'draft', salePrice: 0 });
  return { ...row, summary: '', description: '', durationText: '약 4시간', meetingPoint: '', useInquireChat: true, options: [], photos: [], ...overrides };
}

/** Rome's hotel partner (vendor), as `GET admin/partners?type=hotel` answers it. */
export const ROME_HOTEL_PARTNERS = { data: [{ partnerId: 9, name: '로마호텔스', type: 'hotel', loginId: 'rome-hotels', businessName: '', status: 'active' }] } as const;

/** The property types (숙소 유형) as `GET admin/categories` answers them. */
export const CATEGORIES = {
  data: [
    { id: 1, code: 'hotel', nameKo: '호텔', nameEn: 'Hotel', sort: 1, hotelCount: 12 },
    { id: 2, code: 'resort', nameKo: '리조트', nameEn: 'Resort', sort: 2, hotelCount: 3 },
    { id: 4, code: 'hostel', nameKo: '호스텔', nameEn: 'Hostel', sort: 3, hotelCount: 0 },
  ],
} as const;

/** A managed hotel of the back office's list: a four-star on sale in Rome, three room types from 180,000 won. */
export function anAdminHotelRow(overrides: Partial<AdminHotelRow> = {}): AdminHotelRow {
  next += 1;
  const vendor = { id: 9, name: '로마호텔스', loginId: 'rome-hotels' };
  const place = { propertyId: next, propertyUuid: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`, city: { code: '001003001', name: '로마' }, partner: vendor };
  return { ...place, name: '호텔 아르테미데', nameEn: 'Hotel Artemide', status: 'published', starRating: 4, category: { id: 1, name: '호텔' }, rooms: 3, minPrice: 180_000, createdAt: '2026-12-07T01:00:00.000Z', ...overrides };
}

/** A managed hotel of the back office's detail screen: a draft without rooms, photos or neighbourhood unless told. */
export function anAdminHotel(overrides: Partial<AdminHotel> = {}): AdminHotel {
  const { rooms: _count, ...row } = anAdminHotelRow({ status: 'draft', minPrice: 0 });
  return { ...row, address: 'Via Nazionale 22, Roma', latitude: 41.9009, longitude: 12.4924, neighborhood: null, rooms: [], photos: [], facilityIds: [], ...overrides };
}

export function anAdminBookingSummary(overrides: Partial<AdminBookingSummary> = {}): AdminBookingSummary {
  return { ...aBookingSummary(), guestName: '홍길동', guestPhone: '010-1234-5678', partnerName: '파리하늘민박', ...overrides };
}

export function anAdminBookingDetail(overrides: Partial<AdminBookingDetail> = {}): AdminBookingDetail {
  const detail = aBookingDetail(overrides.status ?? 9);
  return {
    ...anAdminBookingSummary({ bookNo: detail.bookNo, status: detail.status, statusLabel: detail.statusLabel }),
    items: detail.items,
    guest: detail.guest,
    arrivalTime: detail.arrivalTime,
    requestToHost: detail.requestToHost,
    partner: { id: 7, name: '파리하늘민박', email: 'partner@example.com' },
    payments: [{ orderId: `MD${detail.bookNo}-1`, provider: 'test', amount: detail.deposit, status: 'approved', methodLabel: '테스트카드 4242', approvedAt: '2026-06-01T03:10:00.000Z', cancelledAmount: 0 }],
    refund: null,
    history: detail.history.map((h) => ({ ...h, actorName: null })),
    memos: [],
    operatorCancel: { allowed: true, refund: detail.deposit },
    ...overrides,
  };
}

export function anAdminRefund(overrides: Partial<AdminRefundRow> = {}): AdminRefundRow {
  next += 1;
  return {
    id: next,
    bookNo: 260000 + next,
    orderId: `MD${260000 + next}-1`,
    amount: 20000,
    status: 'failed',
    attempts: 8,
    lastError: '8133 카드사에서 환불을 거절했습니다.',
    requestedAt: '2026-06-01T03:00:00.000Z',
    completedAt: null,
    note: null,
    completedByName: null,
    booking: { productType: 'stay', productName: '파리하늘민박', guestName: '홍길동', status: -99, statusLabel: '운영자 취소' },
    ...overrides,
  };
}

/* ---- inquiry chat ---- */

/** The demo member (1) and the host partner (2) of the chat builders. */
export const CHAT_MEMBER = { userId: 1, username: '여행자' };
export const CHAT_PARTNER = { userId: 2, username: '파리하늘민박' };

export function aChatMember(overrides: Partial<ChatMember> & { userId: number; username: string }): ChatMember {
  return { profileImageUrl: null, data: { hasPartner: 'false' }, hasLeft: false, lastReadSeq: 0, ...overrides };
}

/** A channel between the demo member and the host partner about a stay. */
export function aChatChannel(overrides: Partial<ChatChannel> = {}): ChatChannel {
  next += 1;
  return {
    channelId: `ch${next}`,
    name: '파리 하늘 민박',
    isJoined: true,
    hasNextMessages: false,
    unreadCount: 0,
    members: [aChatMember(CHAT_MEMBER), aChatMember({ ...CHAT_PARTNER, data: { hasPartner: 'true' } })],
    lastMessage: null,
    productId: 101,
    channelInfo: { productCategory: 'MINBAK', productOwnerId: CHAT_PARTNER.userId, bookingNumber: null },
    lastSeq: 0,
    useInquireChat: true,
    productImageUrl: null,
    ...overrides,
  };
}

/** A stored text message; seq and createdAt default to increasing values. */
export function aChatMessage(overrides: Partial<ChatMessage> & { seq: number }): ChatMessage {
  next += 1;
  return {
    messageId: next,
    channelId: 'ch1',
    clientMessageId: null,
    userId: CHAT_PARTNER.userId,
    username: CHAT_PARTNER.username,
    profileImageUrl: null,
    createdAt: Date.UTC(2026, 10, 20, 1, 0) + overrides.seq * 60_000,
    text: `메시지 ${overrides.seq}`,
    unreadCount: 0,
    type: 'text',
    fileUrl: null,
    item: null,
    masked: false,
    ...overrides,
  };
}

/** The facilities catalogue as `GET admin/facilities?kind=` answers it: three common ones (one out of use) and two room ones. */
export const FACILITIES = {
  property: [
    { id: 1, kind: 'property', nameKo: '무료 Wi-Fi', nameEn: 'Free Wi-Fi', sort: 1, active: true },
    { id: 2, kind: 'property', nameKo: '짐 보관', nameEn: 'Luggage storage', sort: 2, active: true },
    { id: 3, kind: 'property', nameKo: '공용 주방', nameEn: 'Shared kitchen', sort: 3, active: false },
  ],
  room: [
    { id: 21, kind: 'room', nameKo: '에어컨', nameEn: 'Air conditioning', sort: 1, active: true },
    { id: 22, kind: 'room', nameKo: '난방', nameEn: 'Heating', sort: 2, active: true },
  ],
} as const satisfies Record<FacilityKind, readonly AdminFacility[]>;

/** The catalogue's answer for a request's `kind`. */
export const facilitiesAnswer = (url: string) => ({ data: url.includes('kind=room') ? FACILITIES.room : FACILITIES.property });
