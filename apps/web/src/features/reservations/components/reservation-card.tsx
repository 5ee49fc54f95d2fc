import { differenceInCalendarDays, parseISO } from 'date-fns';
import { Link } from 'react-router';
import type { BookingSummary } from '@minda/contracts/bookings';
import { formatWon } from '@minda/contracts/rules/price';
import { BOOKING_STATUS, BOOKING_STATUS_LABELS, isBookingStatus } from '@minda/contracts/rules/bookings';
import { ProductImage } from '../../../ui/product-card/product-image.tsx';
import { formatInstant, formatShortDate } from '../booking-time.ts';
import styles from './reservations.module.css';

/** "성인 2명 · 아동 1명". */
export function partyText(adults: number, children: number): string {
  return children > 0 ? `성인 ${adults}명 · 아동 ${children}명` : `성인 ${adults}명`;
}

/** "7월 3일 (금) ~ 7월 5일 (일) · 2박" for rooms, the tour date alone for tours. */
export function stayDatesText(checkInAt: string, checkOutAt: string | null): string {
  if (!checkOutAt) return formatShortDate(checkInAt);
  const nights = differenceInCalendarDays(parseISO(checkOutAt), parseISO(checkInAt));
  return `${formatShortDate(checkInAt)} ~ ${formatShortDate(checkOutAt)} · ${nights}박`;
}

/** The server's label of a booking (a confirmed one whose day has passed reads 이용 완료, rules bookingStatusLabel); a history entry has only its code. */
export const statusLabelOf = (booking: { status: number; statusLabel: string }) =>
  booking.statusLabel || (isBookingStatus(booking.status) ? BOOKING_STATUS_LABELS[booking.status] : '');

/**
 * One booking of a list: the product, its dates and party, its state and money, linking to the detail;
 * a past booking inside the review window also links to its review form (`review`).
 */
export function ReservationCard({ booking, href, review }: { booking: BookingSummary; href: string; review?: { href: string; label: string } | undefined }) {
  const awaitingPayment = booking.status === BOOKING_STATUS.awaitingPayment && booking.depositDeadline;
  return (
    <li className={styles.card}>
      <Link to={href} className={styles.cardLink} aria-label={`${booking.productName} 예약 상세 (예약번호 ${booking.bookNo})`}>
        <ProductImage path={booking.imagePath} kind={booking.productType} alt="" className={styles.cardImage} />
        <div className={styles.cardBody}>
          <p className={styles.cardStatus} data-status={booking.status}>
            {statusLabelOf(booking)}
          </p>
          <h3 className={styles.cardName}>{booking.productName}</h3>
          <p className={styles.cardMeta}>
            {booking.cityName} · 예약번호 {booking.bookNo}
          </p>
          <p className={styles.cardMeta}>{stayDatesText(booking.checkInAt, booking.checkOutAt)}</p>
          <p className={styles.cardMeta}>{partyText(booking.adults, booking.children)}</p>
          {awaitingPayment && <p className={styles.cardDeadline}>결제 기한 {formatInstant(awaitingPayment)}</p>}
          <p className={styles.cardMoney}>
            <span>총 {formatWon(booking.total)}</span>
            <span>
              {booking.productType === 'stay' ? '예약금' : '결제 금액'} {formatWon(booking.deposit)}
            </span>
            {/* Coupon and points come off the online amount: the card shows what was (or will be) charged. */}
            {booking.amountDue !== booking.deposit && <span>할인 후 {formatWon(booking.amountDue)}</span>}
          </p>
        </div>
      </Link>
      {review && (
        <Link to={review.href} className={styles.reviewLink} aria-label={`${booking.productName} ${review.label}`}>
          {review.label}
        </Link>
      )}
    </li>
  );
}
