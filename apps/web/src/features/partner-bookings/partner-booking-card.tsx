import { useState } from 'react';
import type { PartnerBooking } from '@minda/contracts/bookings';
import { BOOKING_STATUS } from '@minda/contracts/rules/bookings';
import { canMarkNoShow } from '@minda/contracts/rules/partner-bookings';
import { formatWon } from '@minda/contracts/rules/price';
import { nightsBetween } from '@minda/contracts/rules/search-widget';
import { acceptCountdown, formatKoreanDeadline } from './accept-countdown.ts';
import { useAcceptBooking } from './api/accept-booking.ts';
import { useCancelBooking } from './api/cancel-booking.ts';
import { useDeclineBooking } from './api/decline-booking.ts';
import { useMarkNoShow } from './api/mark-no-show.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { DeclineDialog } from './decline-dialog.tsx';
import styles from './partner-bookings.module.css';

type Props = {
  booking: PartnerBooking;
  /** The ticking clock of the list (one timer for every card). */
  now: Date;
  /** The partner's calendar day (YYYY-MM-DD), for the no-show button. */
  today: string;
};

const stayText = (checkInAt: string, checkOutAt: string | null) =>
  checkOutAt === null ? checkInAt : `${checkInAt} ~ ${checkOutAt} (${nightsBetween(checkInAt, checkOutAt)}박)`;

const partyText = (adults: number, children: number) => (children > 0 ? `성인 ${adults}명, 아동 ${children}명` : `성인 ${adults}명`);

/** One booking as the partner handles it: who, what, when, how much, and the answers its state allows. */
export function PartnerBookingCard({ booking, now, today }: Props) {
  const [declining, setDeclining] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const accept = useAcceptBooking();
  const decline = useDeclineBooking();
  const noShow = useMarkNoShow();
  const cancel = useCancelBooking();
  const pending = accept.isPending || decline.isPending || noShow.isPending || cancel.isPending;
  // A confirmed booking the partner cannot host, up to its start date (after it, no-show is the answer).
  const cancellable = booking.status === BOOKING_STATUS.confirmed && booking.checkInAt >= today;
  const requested = booking.status === BOOKING_STATUS.requested;
  const headingId = `partner-booking-${booking.bookNo}`;

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHead}>
        <h2 id={headingId} className={styles.bookNo}>
          예약번호 {booking.bookNo}
        </h2>
        <span className={styles.status} data-status={booking.status}>
          {booking.statusLabel}
        </span>
      </header>
      <p className={styles.product}>{booking.productName}</p>
      <ul className={styles.items}>
        {booking.items.map((item, i) => (
          <li key={`${item.roomId ?? item.optionId ?? 'item'}-${i}`}>
            {item.name} · 수량 {item.units} · {stayText(item.startDate, item.endDate)}
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <div>
          <dt>일정</dt>
          <dd>{stayText(booking.checkInAt, booking.checkOutAt)}</dd>
        </div>
        <div>
          <dt>인원</dt>
          <dd>{partyText(booking.adults, booking.children)}</dd>
        </div>
        <div>
          <dt>예약자</dt>
          <dd>
            {booking.guestName} · <a href={`tel:${booking.guestPhone}`}>{booking.guestPhone}</a>
          </dd>
        </div>
        <div>
          <dt>도착 예정</dt>
          <dd>{booking.arrivalTime ?? '미정'}</dd>
        </div>
        <div className={styles.wide}>
          <dt>요청 사항</dt>
          <dd className={styles.message}>{booking.requestToHost || '없음'}</dd>
        </div>
        <div>
          <dt>총 금액</dt>
          <dd>{formatWon(booking.total)}</dd>
        </div>
        <div>
          <dt>온라인 결제</dt>
          <dd>
            {formatWon(booking.deposit)}
            {booking.payAtProperty > 0 ? ` (현장 결제 ${formatWon(booking.payAtProperty)})` : null}
          </dd>
        </div>
      </dl>
      {requested && booking.acceptDeadline ? (
        <p className={styles.countdown} role="timer" aria-live="off">
          <strong>{acceptCountdown(booking.acceptDeadline, now)}</strong>
          <span className={styles.hint}>{formatKoreanDeadline(booking.acceptDeadline)}까지</span>
        </p>
      ) : null}
      {requested ? (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} disabled={pending} onClick={() => accept.mutate(booking.bookNo)}>
            수락
          </button>
          <button type="button" className={styles.secondary} disabled={pending} onClick={() => setDeclining(true)}>
            거절
          </button>
        </div>
      ) : null}
      {canMarkNoShow(booking.status, booking.checkInAt, today) ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            disabled={pending}
            onClick={() => {
              if (window.confirm(`${booking.guestName}님의 ${booking.bookNo}번 예약을 노쇼로 처리할까요?`)) noShow.mutate(booking.bookNo);
            }}
          >
            노쇼 처리
          </button>
        </div>
      ) : null}
      {cancellable ? (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} disabled={pending} onClick={() => setCancelling(true)}>
            예약 취소
          </button>
        </div>
      ) : null}
      {cancelling ? (
        <CancelDialog
          bookNo={booking.bookNo}
          paid={booking.deposit}
          pending={cancel.isPending}
          onClose={() => setCancelling(false)}
          onCancel={(reason) => cancel.mutate({ bookNo: booking.bookNo, reason }, { onSettled: () => setCancelling(false) })}
        />
      ) : null}
      {declining ? (
        <DeclineDialog
          bookNo={booking.bookNo}
          pending={decline.isPending}
          onClose={() => setDeclining(false)}
          onDecline={(reason) => decline.mutate({ bookNo: booking.bookNo, reason }, { onSettled: () => setDeclining(false) })}
        />
      ) : null}
    </article>
  );
}
