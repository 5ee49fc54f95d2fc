import { z } from 'zod';
import {
  BookingDateSchema, BookingHistoryEntrySchema, BookingItemSchema, BookingPaymentSchema, BookingStatusParamSchema, BookingStatusSchema, BookingSummarySchema, GuestSchema, ProductTypeSchema,
} from './bookings.ts';
import { int4IdParam } from './numbers.ts';
import { dataEnvelope, pagingFields } from './envelope.ts';
import {
  ADMIN_BOOKING_MESSAGES as M,
  ADMIN_DATE_FIELDS,
  ADMIN_MEMO_MAX_LENGTH,
  ADMIN_REASON_MAX_LENGTH,
  ADMIN_SEARCH_MAX_LENGTH,
  REFUND_STATUSES,
  type AdminBookingsQuery,
} from './rules/admin-bookings.ts';
import { BOOKING_TABS } from './rules/bookings.ts';
import { BIDI_CONTROL_MESSAGE, isCleanName } from './rules/text-input.ts';

/**
 * The operator's bookings and refunds (spec 2 §7.10, all under admin/; issue 9). Every route is for admin
 * accounts only. Amounts are integer won; dates are ISO instants, days YYYY-MM-DD.
 */

const PageSchema = z.coerce.number({ error: '페이지는 숫자여야 합니다.' }).int().min(1).max(10_000).default(1);

/**
 * `GET admin/bookings` and `GET admin/bookings/xls`: `status` (one code) or `tab` (the member's tabs),
 * product type, `q` (booking number, guest name or phone), and a date range on the booking or the stay date.
 */
export const AdminBookingListQuerySchema = z
  .object({
    status: BookingStatusParamSchema.optional(),
    tab: z.enum(BOOKING_TABS, { error: '예약 탭은 upcoming, past, cancelled 중 하나입니다.' }).optional(),
    productType: ProductTypeSchema.optional(),
    q: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH, M.searchTooLong).optional(),
    dateBy: z.enum(ADMIN_DATE_FIELDS).default('booked'),
    from: BookingDateSchema.optional(),
    to: BookingDateSchema.optional(),
    page: PageSchema,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: M.dateRange, path: ['to'] });
export type AdminBookingListQuery = z.infer<typeof AdminBookingListQuerySchema>;
/** The filters as the screen keeps them (everything but the page), for the list and the CSV link alike. */
export type AdminBookingFilters = Omit<AdminBookingsQuery, 'page'>;

export const AdminBookingSummarySchema = BookingSummarySchema.extend({
  guestName: z.string(),
  guestPhone: z.string(),
  partnerName: z.string(),
});
export type AdminBookingSummary = z.infer<typeof AdminBookingSummarySchema>;
export const AdminBookingPageSchema = z.object({ content: z.array(AdminBookingSummarySchema), ...pagingFields });
export type AdminBookingPage = z.infer<typeof AdminBookingPageSchema>;
export const AdminBookingPageResponseSchema = dataEnvelope(AdminBookingPageSchema);

export const AdminRefundStatusSchema = z.enum(REFUND_STATUSES);

export const AdminRefundSchema = z.object({
  id: z.number().int(),
  bookNo: z.number().int(),
  orderId: z.string(),
  amount: z.number().int(),
  status: AdminRefundStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  /** How an operator paid it outside the gateway (null when the gateway did). */
  note: z.string().nullable(),
  completedByName: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

export const AdminMemoSchema = z.object({ id: z.number().int(), body: z.string(), authorName: z.string(), createdAt: z.string() });
export type AdminMemo = z.infer<typeof AdminMemoSchema>;
export const AdminMemoResponseSchema = dataEnvelope(AdminMemoSchema);

export const AdminBookingDetailSchema = AdminBookingSummarySchema.extend({
  items: z.array(BookingItemSchema),
  guest: GuestSchema,
  arrivalTime: z.string().nullable(),
  requestToHost: z.string().nullable(),
  partner: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
  payments: z.array(BookingPaymentSchema.extend({ cancelledAmount: z.number().int() })),
  refund: AdminRefundSchema.nullable(),
  /** Every change with who made it (the operator's or partner's nickname; null for the guest and the system). */
  history: z.array(BookingHistoryEntrySchema.extend({ actorName: z.string().nullable() })),
  memos: z.array(AdminMemoSchema),
  /** What the operator's cancel would do now: allowed by the state machine, and the refund (all that was paid). */
  operatorCancel: z.object({ allowed: z.boolean(), refund: z.number().int() }),
});
export type AdminBookingDetail = z.infer<typeof AdminBookingDetailSchema>;
export const AdminBookingDetailResponseSchema = dataEnvelope(AdminBookingDetailSchema);

/** `DELETE admin/bookings/{bookNo}?reason=`: the spec cancels "via DELETE with query"; the guest reads the reason. */
export const AdminCancelQuerySchema = z.object({
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(ADMIN_REASON_MAX_LENGTH, M.reasonTooLong),
});

export const AdminMemoRequestSchema = z.object({
  body: z.string({ error: M.memoRequired }).trim().min(1, M.memoRequired).max(ADMIN_MEMO_MAX_LENGTH, M.memoTooLong).refine(isCleanName, BIDI_CONTROL_MESSAGE),
});

/** `GET admin/refunds?status=&page=`: without a status, every refund with the failed ones first. */
export const AdminRefundListQuerySchema = z.object({ status: AdminRefundStatusSchema.optional(), page: PageSchema });
export type AdminRefundListQuery = z.infer<typeof AdminRefundListQuerySchema>;

export const AdminRefundRowSchema = AdminRefundSchema.extend({
  booking: z.object({ productType: ProductTypeSchema, productName: z.string(), guestName: z.string(), status: BookingStatusSchema, statusLabel: z.string() }),
});
export type AdminRefundRow = z.infer<typeof AdminRefundRowSchema>;
export const AdminRefundPageResponseSchema = dataEnvelope(z.object({ content: z.array(AdminRefundRowSchema), ...pagingFields }));
export type AdminRefundPage = z.infer<typeof AdminRefundPageResponseSchema>['data'];
export const AdminRefundResponseSchema = dataEnvelope(AdminRefundRowSchema);

export const AdminRefundParamsSchema = z.object({ id: int4IdParam('환불 번호') });

/**
 * `PATCH admin/refunds/{id}`: `retry` queues a failed refund again through the refund job (same idempotency
 * key); `complete` records one paid outside the gateway, with how.
 */
export const AdminRefundActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('retry') }),
  z.object({ action: z.literal('complete'), note: z.string({ error: M.noteRequired }).trim().min(1, M.noteRequired).max(ADMIN_REASON_MAX_LENGTH, M.noteRequired) }),
]);
export type AdminRefundAction = z.infer<typeof AdminRefundActionSchema>;
