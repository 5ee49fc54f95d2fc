import { groupDigits } from './number-format.ts';
import type { BookingTab, ProductType } from './bookings.ts';

/**
 * The operator's back office of bookings and refunds (spec 2 §7.10 "Bookings", "Refunds"; issue 9). Zod-free:
 * the admin screens read the labels; the server reads the numbers.
 */

/** Rows per page of the bookings and refunds lists. */
export const ADMIN_PAGE_SIZE = 20;
/** An Excel download stops here: a larger export is narrowed with the filters first (the file says so). */
export const ADMIN_EXPORT_MAX_ROWS = 10_000;
export const ADMIN_MEMO_MAX_LENGTH = 2_000;
export const ADMIN_REASON_MAX_LENGTH = 500;
/** The search box: a booking number, a guest's name or a phone number (digits are compared without dashes). */
export const ADMIN_SEARCH_MAX_LENGTH = 50;

export const REFUND_STATUSES = ['requested', 'failed', 'completed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  requested: '환불 진행 중',
  failed: '환불 실패',
  completed: '환불 완료',
};

/** A payment row's state (decision 021) as the back office reads it: Korean words, never the stored code. */
export const PAYMENT_STATUS_LABELS = {
  registered: '결제창 대기',
  authorized: '인증 완료(승인 전)',
  unknown: '승인 확인 중',
  approved: '결제 완료',
  failed: '결제 실패',
  partially_cancelled: '부분 취소',
  cancelled: '결제 취소',
} as const satisfies Record<string, string>;

/** Failed refunds need someone: they come first, then those in progress, then the done ones. */
export const REFUND_STATUS_ORDER: readonly RefundStatus[] = ['failed', 'requested', 'completed'];

/** Which date the list's date range applies to. */
export const ADMIN_DATE_FIELDS = ['booked', 'start'] as const;
export type AdminDateField = (typeof ADMIN_DATE_FIELDS)[number];
export const ADMIN_DATE_FIELD_LABELS: Record<AdminDateField, string> = { booked: '예약일', start: '이용일' };

/**
 * The bookings list's filters as the screen's address and the API's query carry them (page is one-based).
 * `status` is one code; `tab` groups them as the member's tabs do.
 */
export type AdminBookingsQuery = {
  status?: number | undefined;
  tab?: BookingTab | undefined;
  productType?: ProductType | undefined;
  q?: string | undefined;
  dateBy?: AdminDateField | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
};

export const ADMIN_BOOKING_MESSAGES = {
  reasonRequired: '취소 사유를 입력해 주세요.',
  reasonTooLong: `취소 사유는 ${ADMIN_REASON_MAX_LENGTH}자 이하로 입력해 주세요.`,
  memoRequired: '메모 내용을 입력해 주세요.',
  memoTooLong: `메모는 ${ADMIN_MEMO_MAX_LENGTH}자 이하로 입력해 주세요.`,
  noteRequired: '환불 처리 내용을 입력해 주세요. (예: 계좌 이체 완료)',
  searchTooLong: `검색어는 ${ADMIN_SEARCH_MAX_LENGTH}자 이하로 입력해 주세요.`,
  status: '예약 상태 코드가 올바르지 않습니다.',
  dateRange: '기간의 시작일이 종료일보다 늦습니다.',
  refundNotFound: '환불 내역을 찾을 수 없습니다.',
  refundNotFailed: '실패한 환불만 다시 시도하거나 완료 처리할 수 있습니다.',
  /** The booking -59 -> -69 history row of a refund paid outside the gateway. */
  manualRefundReason: (note: string) => `환불 수동 완료: ${note}`,
  refundRetried: '환불을 다시 요청했습니다.',
  /** The last line of a download that stopped at the cap. */
  exportCapped: (total: number, cap: number) =>
    `조건에 맞는 ${groupDigits(total)}건 중 ${groupDigits(cap)}건까지만 담았습니다. 기간이나 상태로 좁혀 다시 내려받아 주세요.`,
  /** Beside the download link. */
  exportLink: `엑셀 다운로드 (최대 ${groupDigits(ADMIN_EXPORT_MAX_ROWS)}건)`,
} as const;

/** The operator cancels every kind of active booking; what was paid goes back in full (shown before confirming). */
export const OPERATOR_CANCEL_LABEL = '운영자 취소';
