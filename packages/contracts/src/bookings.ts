import { z } from 'zod';
import { dataEnvelope, pageQueryField, pagingFields } from './envelope.ts';
import { int4Id, int4IdParam } from './numbers.ts';
import { ADMIN_BOOKING_MESSAGES } from './rules/admin-bookings.ts';
import { BOOKING_STATUSES, BOOKING_TABS, isBookingStatus, PRODUCT_TYPES } from './rules/bookings.ts';
import { dayNumber, STAY_DATE_MESSAGES, STAY_MAX_ADULTS, STAY_MIN_ADULTS } from './rules/stay-pricing.ts';
import { BIDI_CONTROL_MESSAGE, isCleanName } from './rules/text-input.ts';

/**
 * Bookings and payments (spec 2 §4.4, §7.2; issue 9). The v1 calls book a stay room; the v2 calls take line
 * items and book hotels and tours. Amounts are integer won computed by the server; the browser never sends one.
 */

export const BOOKING_MESSAGES = {
  soldOut: '선택하신 객실(상품)이 방금 마감되었습니다. 다른 객실이나 날짜를 선택해 주세요.',
  priceChanged: '요금이 변경되었습니다. 변경된 금액을 확인한 뒤 다시 예약해 주세요.',
  notFound: '예약 내역을 찾을 수 없습니다.',
  illegalTransition: '현재 예약 상태에서는 할 수 없는 요청입니다.',
  amountMismatch: '결제 금액이 예약 금액과 다릅니다. 결제가 취소되었습니다.',
  paymentDeadlinePassed: '결제 기한이 지났습니다. 예약을 다시 진행해 주세요.',
  paymentNotFound: '결제 정보를 찾을 수 없습니다.',
  paymentNotReturned: '결제창에서 결제를 마치지 않았습니다. 다시 결제해 주세요.',
  paymentPending: '결제를 확인하고 있습니다. 잠시 후 예약 내역에서 확인해 주세요.',
  otherPaymentFirst: '이 예약의 다른 결제를 처리하고 있거나 이미 결제되었습니다. 예약 내역에서 결제 상태를 확인해 주세요.',
  children: '아동 나이는 0세부터 17세까지 입력해 주세요.',
  guestName: '예약자 이름을 입력해 주세요.',
  englishName: '영문 이름은 여권과 같은 영문 대문자로 입력해 주세요. (예: HONG GILDONG)',
  phone: '연락처는 숫자와 +, - 로 8~20자 입력해 주세요.',
  email: '이메일 형식이 올바르지 않습니다.',
  arrivalTime: '도착 예정 시간은 HH:mm 형식으로 입력해 주세요.',
  requestToHost: '요청 사항은 1000자 이하로 입력해 주세요.',
  items: '예약할 객실이나 옵션을 1개 이상 선택해 주세요.',
  roomNotFound: '선택하신 객실을 찾을 수 없습니다. 다시 선택해 주세요.',
  optionNotFound: '선택하신 옵션을 찾을 수 없습니다. 다시 선택해 주세요.',
  productNotFound: '예약할 수 없는 상품입니다. 판매가 종료되었거나 주소가 잘못되었습니다.',
  partyTooLarge: '선택하신 객실에 묵을 수 있는 인원을 넘었습니다. 인원이나 객실을 바꿔 주세요.',
  tourDate: '투어 날짜는 오늘부터 1년 이내로 선택해 주세요.',
  acceptExpired: '응답 기한이 지난 예약 요청입니다.',
  noShowTooEarly: '노쇼는 이용일이 지난 뒤에 처리할 수 있습니다.',
} as const;

export const ProductTypeSchema = z.enum(PRODUCT_TYPES);
export const BookingStatusSchema = z.number().int().refine((n) => (BOOKING_STATUSES as readonly number[]).includes(n));
/** A status code in a query (`status=`): only the codes there are, so no other number reaches the smallint column. */
export const BookingStatusParamSchema = z.coerce
  .number({ error: ADMIN_BOOKING_MESSAGES.status })
  .int(ADMIN_BOOKING_MESSAGES.status)
  .refine(isBookingStatus, ADMIN_BOOKING_MESSAGES.status);

export const BookingDateSchema = z
  .string({ error: STAY_DATE_MESSAGES.invalid })
  .refine((s) => dayNumber(s) !== null, STAY_DATE_MESSAGES.invalid);

const AdultsSchema = z
  .number({ error: STAY_DATE_MESSAGES.adults })
  .int(STAY_DATE_MESSAGES.adults)
  .min(STAY_MIN_ADULTS, STAY_DATE_MESSAGES.adults)
  .max(STAY_MAX_ADULTS, STAY_DATE_MESSAGES.adults);
/** Ages of the children, one entry per child. */
const ChildrenSchema = z.array(z.number({ error: BOOKING_MESSAGES.children }).int().min(0, BOOKING_MESSAGES.children).max(17, BOOKING_MESSAGES.children)).max(10).default([]);

/** `POST stay-book/pre-check`: the quote for one stay room, nothing held. */
export const StayPreCheckRequestSchema = z.object({
  goodsNo: int4Id('숙소 번호(goodsNo)'),
  roomId: int4Id('객실 번호(roomId)'),
  checkInAt: BookingDateSchema,
  checkOutAt: BookingDateSchema,
  adults: AdultsSchema,
  children: ChildrenSchema,
});
export type StayPreCheckRequest = z.infer<typeof StayPreCheckRequestSchema>;

export const RefundScheduleRowSchema = z.object({ until: z.string(), percent: z.number().int(), refund: z.number().int() });
export type RefundScheduleRowDto = z.infer<typeof RefundScheduleRowSchema>;

/** The money of a quote or a booking: the total, what is paid online now, what is paid at the property. */
const moneyFields = {
  total: z.number().int(),
  /** Paid online now: the 10% deposit of a stay, the whole price of a hotel or a tour. */
  deposit: z.number().int(),
  payAtProperty: z.number().int(),
};

export const PreCheckResultSchema = z.object({
  available: z.boolean(),
  unitsLeft: z.number().int(),
  nights: z.number().int(),
  ...moneyFields,
  /** The instant by which the deposit must be paid if booked now (ISO 8601, UTC); a request stay: once the partner accepts now. */
  depositDeadline: z.string(),
  refundSchedule: z.array(RefundScheduleRowSchema),
  /** Confirmed on payment (instant stays, hotels, tours); false: the partner answers a request first. */
  instant: z.boolean(),
  /** Until when the partner answers a request made now; null when the booking is instant. */
  acceptDeadline: z.string().nullable(),
});
export type PreCheckResult = z.infer<typeof PreCheckResultSchema>;
export const PreCheckResponseSchema = dataEnvelope(PreCheckResultSchema);

export const GuestSchema = z.object({
  name: z.string({ error: BOOKING_MESSAGES.guestName }).trim().min(1, BOOKING_MESSAGES.guestName).max(30, BOOKING_MESSAGES.guestName).refine(isCleanName, BIDI_CONTROL_MESSAGE),
  englishName: z.string({ error: BOOKING_MESSAGES.englishName }).trim().regex(/^[A-Z][A-Z ]{1,59}$/, BOOKING_MESSAGES.englishName),
  phone: z.string({ error: BOOKING_MESSAGES.phone }).trim().regex(/^\+?[0-9-]{8,20}$/, BOOKING_MESSAGES.phone),
  email: z.string({ error: BOOKING_MESSAGES.email }).trim().max(254, BOOKING_MESSAGES.email).email(BOOKING_MESSAGES.email),
});
export type Guest = z.infer<typeof GuestSchema>;

const bookingRequestFields = {
  guest: GuestSchema,
  arrivalTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, BOOKING_MESSAGES.arrivalTime).nullish(),
  requestToHost: z.string().max(1000, BOOKING_MESSAGES.requestToHost).refine(isCleanName, BIDI_CONTROL_MESSAGE).nullish(),
  /** A coupon of the member's (GET member/coupons) taken off the online amount (decision 028). */
  memberCouponId: int4Id('쿠폰 번호(memberCouponId)').nullish(),
  /** Points to spend: 100-won steps, up to 10% of the total (rules/points). */
  points: z.number({ error: '포인트는 숫자로 입력해 주세요.' }).int('포인트는 정수로 입력해 주세요.').min(0, '포인트는 0 이상이어야 합니다.').max(100_000_000).optional(),
};

/** `POST stay-book/pre-bookings` (Idempotency-Key required): holds the units for every night. */
export const StayPreBookingRequestSchema = StayPreCheckRequestSchema.extend(bookingRequestFields);
export type StayPreBookingRequest = z.infer<typeof StayPreBookingRequestSchema>;

/**
 * The discount lines of a booking (decision 028): coupon and points come off the online amount; `amountDue`
 * is what the gateway charges (deposit - couponDiscount - pointsDiscount), the refund's base.
 */
const discountFields = {
  couponDiscount: z.number().int(),
  pointsDiscount: z.number().int(),
  amountDue: z.number().int(),
  /** The coupon's name when one was used. */
  couponName: z.string().nullable(),
};

export const PreBookingResultSchema = z.object({
  bookNo: z.number().int(),
  status: BookingStatusSchema,
  ...moneyFields,
  ...discountFields,
  /** Deposit (or payment) deadline, ISO 8601; null while a request waits for the partner. */
  depositDeadline: z.string().nullable(),
});
export type PreBookingResult = z.infer<typeof PreBookingResultSchema>;
export const PreBookingResponseSchema = dataEnvelope(PreBookingResultSchema);

/** v2 line items: hotel rooms each with their own occupancy, tour options each with a date and a count. */
export const HotelItemSchema = z.object({ roomId: int4Id('객실 번호(roomId)'), adults: AdultsSchema, children: ChildrenSchema });
export const TourItemRequestSchema = z.object({ optionId: int4Id('옵션 번호(optionId)'), date: BookingDateSchema, count: z.number().int().min(1).max(20) });

export const HotelPreCheckRequestSchema = z.object({
  productType: z.literal('hotel'),
  propertyUuid: z.uuid(),
  checkInAt: BookingDateSchema,
  checkOutAt: BookingDateSchema,
  items: z.array(HotelItemSchema).min(1, BOOKING_MESSAGES.items).max(8),
});
export const TourPreCheckRequestSchema = z.object({
  productType: z.literal('tour'),
  itemNo: int4Id('상품 번호(itemNo)'),
  items: z.array(TourItemRequestSchema).min(1, BOOKING_MESSAGES.items).max(10),
});
/** `POST stay-book/v2/pre-check`. */
export const V2PreCheckRequestSchema = z.discriminatedUnion('productType', [HotelPreCheckRequestSchema, TourPreCheckRequestSchema]);
export type V2PreCheckRequest = z.infer<typeof V2PreCheckRequestSchema>;
/** `POST stay-book/v2/pre-bookings` (Idempotency-Key required). */
export const V2PreBookingRequestSchema = z.discriminatedUnion('productType', [
  HotelPreCheckRequestSchema.extend(bookingRequestFields),
  TourPreCheckRequestSchema.extend(bookingRequestFields),
]);
export type V2PreBookingRequest = z.infer<typeof V2PreBookingRequestSchema>;

/** One priced line of a quote or a booking. */
export const BookingItemSchema = z.object({
  /** Room or option name as sold. */
  name: z.string(),
  roomId: z.number().int().nullable(),
  optionId: z.number().int().nullable(),
  /** First night or the tour date; last night's next day for rooms (null for tours). */
  startDate: z.string(),
  endDate: z.string().nullable(),
  adults: z.number().int(),
  children: z.array(z.number().int()),
  /** Units held per night (rooms or beds), or tickets of a tour option. */
  units: z.number().int(),
  amount: z.number().int(),
  available: z.boolean(),
  unitsLeft: z.number().int(),
});
export type BookingItem = z.infer<typeof BookingItemSchema>;

export const V2PreCheckResultSchema = PreCheckResultSchema.extend({ items: z.array(BookingItemSchema) });
export type V2PreCheckResult = z.infer<typeof V2PreCheckResultSchema>;
export const V2PreCheckResponseSchema = dataEnvelope(V2PreCheckResultSchema);

/** `GET stay-book/bookings?tab=&page=` (page is 1-based in the query, 0-based `number` in the answer). */
export const BookingListQuerySchema = z.object({
  tab: z.enum(BOOKING_TABS, { error: '예약 탭은 upcoming, past, cancelled 중 하나입니다.' }).default('upcoming'),
  productType: ProductTypeSchema.optional(),
  page: pageQueryField(),
});
export type BookingListQuery = z.infer<typeof BookingListQuerySchema>;

export const BookingSummarySchema = z.object({
  bookNo: z.number().int(),
  productType: ProductTypeSchema,
  /** goodsNo, itemNo, or the hotel's uuid. */
  productId: z.string(),
  productName: z.string(),
  imagePath: z.string(),
  cityName: z.string(),
  status: BookingStatusSchema,
  statusLabel: z.string(),
  /** Check-in (tour date for tours) and check-out (null for tours). */
  checkInAt: z.string(),
  checkOutAt: z.string().nullable(),
  adults: z.number().int(),
  children: z.number().int(),
  ...moneyFields,
  ...discountFields,
  depositDeadline: z.string().nullable(),
  acceptDeadline: z.string().nullable(),
  createdAt: z.string(),
});
export type BookingSummary = z.infer<typeof BookingSummarySchema>;

export const BookingPageSchema = z.object({ content: z.array(BookingSummarySchema), ...pagingFields });
export type BookingPage = z.infer<typeof BookingPageSchema>;
export const BookingPageResponseSchema = dataEnvelope(BookingPageSchema);

export const BookNoParamsSchema = z.object({ bookNo: int4IdParam('예약 번호') });

export const BookingHistoryEntrySchema = z.object({
  from: BookingStatusSchema.nullable(),
  to: BookingStatusSchema,
  /** Who: guest, partner, operator, system. */
  by: z.enum(['guest', 'partner', 'operator', 'system']),
  reason: z.string().nullable(),
  at: z.string(),
});

export const BookingPaymentSchema = z.object({
  orderId: z.string(),
  provider: z.string(),
  amount: z.number().int(),
  status: z.enum(['registered', 'authorized', 'approved', 'failed', 'unknown', 'cancelled', 'partially_cancelled']),
  /** "신한카드 1234-****-****-5678" once approved. */
  methodLabel: z.string().nullable(),
  approvedAt: z.string().nullable(),
});

export const BookingRefundSchema = z.object({
  amount: z.number().int(),
  status: z.enum(['requested', 'completed', 'failed']),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
});

export const BookingDetailSchema = BookingSummarySchema.extend({
  items: z.array(BookingItemSchema),
  guest: GuestSchema,
  arrivalTime: z.string().nullable(),
  requestToHost: z.string().nullable(),
  refundSchedule: z.array(RefundScheduleRowSchema),
  /** What cancelling today gives back; null when the booking cannot be cancelled by the member. */
  cancelPreview: z.object({ percent: z.number().int(), refund: z.number().int(), fee: z.number().int() }).nullable(),
  actions: z.object({ canPay: z.boolean(), canCancel: z.boolean(), canReview: z.boolean(), canInquire: z.boolean() }),
  payment: BookingPaymentSchema.nullable(),
  refund: BookingRefundSchema.nullable(),
  /** The host's address and contact: shown once confirmed. */
  host: z.object({ name: z.string(), address: z.string(), phone: z.string().nullable(), email: z.string().nullable(), checkInTime: z.string().nullable() }).nullable(),
  /** The voucher code (shown as a QR code) once confirmed. */
  voucherCode: z.string().nullable(),
  /** The mobile reservation view of the status (spec 2 §4.4). */
  view: z.number().int(),
  history: z.array(BookingHistoryEntrySchema),
});
export type BookingDetail = z.infer<typeof BookingDetailSchema>;
export const BookingDetailResponseSchema = dataEnvelope(BookingDetailSchema);

/** `PUT stay-book/bookings/{bookNo}`: complete the booking with the payment whose window returned. */
export const CompleteBookingRequestSchema = z.object({ orderId: z.string().min(1).max(64) });
/** `DELETE stay-book/bookings/{bookNo}`: optional reason; the refund is the server's, from the schedule. */
export const CancelBookingRequestSchema = z.object({ reason: z.string().max(500).nullish() }).default({});

/** Which result page the payment window returns to (PC `/booking/result.php` or mobile). */
export const PAYMENT_DEVICES = ['pc', 'mobile'] as const;
export type PaymentDevice = (typeof PAYMENT_DEVICES)[number];

/** `POST pay/kcp/mobile-register`: register the payment of a booking with the gateway. */
export const PaymentRegisterRequestSchema = z.object({ bookNo: int4Id('예약 번호(bookNo)'), device: z.enum(PAYMENT_DEVICES).default('pc') });
export const PaymentRegisterResultSchema = z.object({
  orderId: z.string(),
  amount: z.number().int(),
  goodsName: z.string(),
  provider: z.string(),
  /** Where the browser goes: a form POST of `fields` to `windowUrl` (the payment window). */
  windowUrl: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type PaymentRegisterResult = z.infer<typeof PaymentRegisterResultSchema>;
export const PaymentRegisterResponseSchema = dataEnvelope(PaymentRegisterResultSchema);

/** The partner's bookings (`partner/bookings?productType=&status=&page=`). */
export const PartnerBookingListQuerySchema = z.object({
  productType: ProductTypeSchema.default('stay'),
  status: BookingStatusParamSchema.optional(),
  page: pageQueryField(),
});
export const PartnerBookingSchema = BookingSummarySchema.extend({
  guestName: z.string(),
  guestPhone: z.string(),
  requestToHost: z.string().nullable(),
  arrivalTime: z.string().nullable(),
  items: z.array(BookingItemSchema),
});
export type PartnerBooking = z.infer<typeof PartnerBookingSchema>;
export const PartnerBookingPageResponseSchema = dataEnvelope(z.object({ content: z.array(PartnerBookingSchema), ...pagingFields }));
/** `POST partner/bookings/{bookNo}/cancel`: the guest is told why, so a reason is required. */
export const PartnerCancelRequestSchema = z.object({ reason: z.string({ error: '취소 사유를 입력해 주세요.' }).trim().min(1, '취소 사유를 입력해 주세요.').max(500, '취소 사유는 500자 이하로 입력해 주세요.') });
export const PartnerDeclineRequestSchema = z.object({ reason: z.enum(['unavailable', 'double_booking'], { error: '거절 사유를 선택해 주세요.' }) });
export const BookingStateSchema = z.object({ bookNo: z.number().int(), status: BookingStatusSchema, statusLabel: z.string() });
export type BookingState = z.infer<typeof BookingStateSchema>;
export const BookingStateResponseSchema = dataEnvelope(BookingStateSchema);

/** `DELETE stay-book/bookings/{bookNo}`: the new state and what comes back (won; 0 when nothing does). */
export const CancelBookingResultSchema = BookingStateSchema.extend({ refund: z.number().int() });
export type CancelBookingResult = z.infer<typeof CancelBookingResultSchema>;
export const CancelBookingResponseSchema = dataEnvelope(CancelBookingResultSchema);

/**
 * What a payment window sends back to `pay/return` (KCP's Ret_URL fields; the test gateway uses the same
 * names). Form-encoded from the browser; every field but the order is the provider's and optional.
 */
export const PaymentReturnSchema = z.object({
  ordr_idxx: z.string().min(1).max(64),
  res_cd: z.string().max(10).optional(),
  res_msg: z.string().max(500).optional(),
  tran_cd: z.string().max(20).optional(),
  enc_data: z.string().max(20_000).optional(),
  enc_info: z.string().max(2_000).optional(),
  /** The test gateway's signed proof of its trade. */
  proof: z.string().max(200).optional(),
  device: z.enum(PAYMENT_DEVICES).default('pc'),
});
export type PaymentReturn = z.infer<typeof PaymentReturnSchema>;

/**
 * KCP's server-to-server notification (공통 통보), form-encoded: which site and order, KCP's trade number
 * and the kind of notice. The `key` query parameter carries our shared secret (PAYMENT_NOTIFY_SECRET).
 */
export const KcpNotificationSchema = z.object({
  site_cd: z.string().max(20),
  order_no: z.string().min(1).max(64),
  tno: z.string().max(40).optional(),
  tx_cd: z.string().max(20).optional(),
  tx_tm: z.string().max(20).optional(),
});
export const KcpNotificationQuerySchema = z.object({ key: z.string().max(200).optional() });

/** `common/mypage/reservation/count`: the reservation badge. */
export const ReservationCountSchema = z.object({ upcoming: z.number().int(), past: z.number().int(), cancelled: z.number().int(), toReview: z.number().int() });
export const ReservationCountResponseSchema = dataEnvelope(ReservationCountSchema);
export const ReservationListResponseSchema = dataEnvelope(z.array(BookingSummarySchema));
/** `common/mypage/reservation/my_rate`: past confirmed bookings still within the review window. */
export const ReservationRateSchema = BookingSummarySchema.extend({ reviewed: z.boolean(), reviewableUntil: z.string() });
export type ReservationRate = z.infer<typeof ReservationRateSchema>;
export const ReservationRateListResponseSchema = dataEnvelope(z.array(ReservationRateSchema));
