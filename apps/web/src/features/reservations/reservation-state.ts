import type { BookingDetail } from '@minda/contracts/bookings';
import { ACTIVE_BOOKING_STATUSES, BOOKING_STATUS, BOOKING_USED_LABEL, isBookingStatus, type BookingStatus } from '@minda/contracts/rules/bookings';

/** What each state tells the member, under its label (BOOKING_STATUS_LABELS), on every reservation detail. */
export const RESERVATION_STATE_MESSAGES: Record<BookingStatus, string> = {
  [BOOKING_STATUS.requested]: '호스트가 예약 가능 여부를 확인하고 있어요. 승인되면 결제를 안내해 드려요.',
  [BOOKING_STATUS.awaitingPayment]: '결제 기한 안에 결제해야 예약이 확정돼요. 기한이 지나면 예약은 자동으로 취소돼요.',
  [BOOKING_STATUS.paymentPending]: '결제사에서 결제 결과를 확인하고 있어요. 확인되면 예약이 확정되니 다시 결제하지 마세요.',
  [BOOKING_STATUS.confirmed]: '예약이 확정되었어요. 체크인(이용) 때 아래 바우처를 보여 주세요.',
  [BOOKING_STATUS.cancelledByGuest]: '회원님의 요청으로 예약이 취소되었어요.',
  [BOOKING_STATUS.paymentExpired]: '결제 기한이 지나 예약이 자동으로 취소되었어요.',
  [BOOKING_STATUS.declinedUnavailable]: '객실(상품)이 마감되어 호스트가 예약을 받을 수 없다고 답했어요.',
  [BOOKING_STATUS.declinedDoubleBooking]: '같은 날짜에 다른 예약이 있어 호스트가 예약을 받을 수 없다고 답했어요.',
  [BOOKING_STATUS.refundRequested]: '예약이 취소되어 환불을 진행하고 있어요.',
  [BOOKING_STATUS.refundCompleted]: '예약이 취소되고 환불이 완료되었어요.',
  [BOOKING_STATUS.noShow]: '예약일에 이용하지 않아 노쇼로 처리되었어요.',
  [BOOKING_STATUS.cancelledByPartner]: '숙소(판매자) 사정으로 예약이 취소되었어요. 결제하신 금액은 전액 환불돼요.',
  [BOOKING_STATUS.cancelledByOperator]: '운영자가 예약을 취소했어요. 자세한 내용은 문의하기로 알려 드려요.',
};

/** Who moved the booking, as the member reads it. */
export const ACTOR_LABELS: Record<BookingDetail['history'][number]['by'], string> = {
  guest: '회원님',
  partner: '호스트',
  operator: '운영자',
  system: '자동 처리',
};

/** A confirmed booking whose day has passed (the server labels it 이용 완료): the voucher is no longer needed. */
const USED_MESSAGE = '이용이 끝난 예약이에요. 이용하신 숙소(상품)의 후기를 남겨 주세요.';

export function stateMessage(booking: { status: number; statusLabel: string }): string {
  if (booking.statusLabel === BOOKING_USED_LABEL) return USED_MESSAGE;
  return isBookingStatus(booking.status) ? RESERVATION_STATE_MESSAGES[booking.status] : '';
}

/** Whether money was taken for the booking: an approved payment (a refund later does not undo that it was paid). */
export const wasCharged = (booking: Pick<BookingDetail, 'payment'>) => Boolean(booking.payment?.approvedAt);

/** Whether the booking has ended (cancelled, declined, expired, refunded, no-show): the views 4 to 12. */
export function hasEnded(status: number): boolean {
  return !isBookingStatus(status) || !ACTIVE_BOOKING_STATUSES.includes(status);
}

/** The history entry that brought the booking to its current state (what happened, when, by whom). */
export function outcomeOf(detail: Pick<BookingDetail, 'status' | 'history'>) {
  return detail.history.findLast((entry) => entry.to === detail.status) ?? null;
}
