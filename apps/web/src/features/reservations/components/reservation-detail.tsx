import { useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import type { BookingDetail } from '@minda/contracts/bookings';
import { parseBookNo } from '@minda/contracts/paths';
import { BOOKING_STATUS, BOOKING_USED_LABEL } from '@minda/contracts/rules/bookings';
import { formatWon } from '@minda/contracts/rules/price';
import { ApiError } from '../../../lib/api-error.ts';
import { isLoginRequiredError } from '../../../lib/login-gate.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePlatform } from '../../../lib/platform.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { ProductImage } from '../../../ui/product-card/product-image.tsx';
import { useToast } from '../../../ui/toast/toast-provider.tsx';
import { useBooking } from '../api/get-booking.ts';
import { formatBookingDate, formatInstant, timeLeft, useNow } from '../booking-time.ts';
import { reservationLinks, type ReservationLinks } from '../reservation-links.ts';
import { ACTOR_LABELS, hasEnded, outcomeOf, stateMessage, wasCharged } from '../reservation-state.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { MemberOnly, ToLogin } from '../../../lib/member-only.tsx';
import { partyText, statusLabelOf, stayDatesText } from './reservation-card.tsx';
import { VoucherQr } from './voucher-qr.tsx';
import styles from './reservations.module.css';

/** Starts the payment of a booking (the payments feature's startPayment, plugged in by the route). */
export type PayBooking = (bookNo: number) => Promise<void>;

/**
 * A reservation detail: the state (label, what it means, and what the member can do in it: wait for the
 * host, pay, show the voucher, cancel, book again), then what was booked, by whom, for how much, and the
 * refund schedule. The mobile address names the view of the status; a booking opened on another view's
 * (or the wrong product line's) address moves to its own.
 */
/** 문의하기 of a booking, composed by the route (the chat feature opens the booking's channel); null keeps the inquiry list link. */
export type BookingInquiry = (booking: BookingDetail, className: string | undefined) => ReactNode;

export function ReservationDetail({ onPay, heading, inquiry }: { onPay: PayBooking; heading?: string; inquiry?: BookingInquiry }) {
  const [params] = useSearchParams();
  const platform = usePlatform();
  const bookNo = parseBookNo(params);
  usePageMeta({ title: '예약 상세 - 민다', description: '민다 예약의 상태, 결제와 환불, 바우처를 확인합니다.' });
  return (
    <div className={styles.page} data-platform={platform} data-view="detail">
      {heading && <h1 className={styles.title}>{heading}</h1>}
      <MemberOnly>{bookNo === null ? <NotFound message="예약 번호가 올바르지 않습니다." /> : <DetailBody bookNo={bookNo} onPay={onPay} inquiry={inquiry} />}</MemberOnly>
    </div>
  );
}

function NotFound({ message }: { message: string }) {
  const links = reservationLinks(usePlatform());
  return (
    <div className={styles.notFound} role="status">
      <p className={styles.notFoundTitle}>예약 내역을 찾을 수 없어요.</p>
      <p className={styles.muted}>{message}</p>
      <Link to={links.list({ tab: 'upcoming', productType: 'stay', page: 1 })} className={styles.textLink}>
        예약 내역으로
      </Link>
    </div>
  );
}

function DetailBody({ bookNo, onPay, inquiry }: { bookNo: number; onPay: PayBooking; inquiry: BookingInquiry | undefined }) {
  const { pathname } = useLocation();
  const links = reservationLinks(usePlatform());
  const { data: booking, error, refetch, isFetching } = useBooking(bookNo);

  if (error) {
    if (isLoginRequiredError(error)) return <ToLogin />;
    if (error instanceof ApiError && error.status === 404) return <NotFound message={error.message} />;
    return <ErrorState message="예약 내역을 불러오지 못했어요." onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (!booking) return <div role="status" aria-label="불러오는 중" aria-busy="true" className={styles.loading} />;

  const own = links.detail(booking);
  // Only the path of the booking's own address counts (any base resolves it alike, also where there is no window).
  if (new URL(own, 'https://minda.invalid').pathname !== pathname) return <Navigate to={own} replace />;
  return <Detail booking={booking} links={links} onPay={onPay} inquiry={inquiry} />;
}

function Detail({ booking, links, onPay, inquiry }: { booking: BookingDetail; links: ReservationLinks; onPay: PayBooking; inquiry: BookingInquiry | undefined }) {
  const [cancelling, setCancelling] = useState(false);
  const toast = useToast();
  const ended = hasEnded(booking.status);
  const outcome = ended ? outcomeOf(booking) : null;
  // Declined, expired or cancelled before paying: nothing was charged, so there is no deposit and nothing to refund.
  const nothingCharged = ended && !wasCharged(booking);

  return (
    <article className={styles.detail} aria-labelledby="reservation-state">
      <header className={styles.state} data-ended={ended || undefined}>
        <p className={styles.bookNo}>예약번호 {booking.bookNo}</p>
        <h2 id="reservation-state" className={styles.stateLabel}>
          {statusLabelOf(booking)}
        </h2>
        <p className={styles.stateText}>{stateMessage(booking)}</p>
        <StateAction booking={booking} onPay={onPay} />
        {outcome && (
          <p className={styles.outcome}>
            {formatInstant(outcome.at)} · {ACTOR_LABELS[outcome.by]}
            {outcome.reason ? ` · ${outcome.reason}` : ''}
          </p>
        )}
      </header>

      {booking.status === BOOKING_STATUS.confirmed && booking.statusLabel !== BOOKING_USED_LABEL && <Voucher booking={booking} />}
      {booking.refund && <RefundProgress refund={booking.refund} />}

      <Section title="예약 상품">
        <Link to={links.product(booking)} className={styles.product}>
          <ProductImage path={booking.imagePath} kind={booking.productType} alt="" className={styles.productImage} />
          <span>
            <strong className={styles.productName}>{booking.productName}</strong>
            <span className={styles.muted}>{booking.cityName}</span>
          </span>
        </Link>
        <p>
          {stayDatesText(booking.checkInAt, booking.checkOutAt)} · {partyText(booking.adults, booking.children)}
        </p>
        <ul className={styles.items} aria-label="예약 내역">
          {booking.items.map((item, i) => (
            <li key={`${item.name}-${i}`} className={styles.item}>
              <span>
                <strong>{item.name}</strong>
                <span className={styles.muted}>
                  {item.endDate ? `${formatBookingDate(item.startDate)} ~ ${formatBookingDate(item.endDate)}` : formatBookingDate(item.startDate)}
                  {' · '}
                  {booking.productType === 'tour' ? `${item.units}매` : `${item.units}${booking.productType === 'hotel' ? '실' : '개'} · ${partyText(item.adults, item.children.length)}`}
                </span>
              </span>
              <span>{formatWon(item.amount)}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="예약자 정보">
        <dl className={styles.facts}>
          <Fact term="이름">{booking.guest.name}</Fact>
          <Fact term="영문 이름">{booking.guest.englishName}</Fact>
          <Fact term="연락처">{booking.guest.phone}</Fact>
          <Fact term="이메일">{booking.guest.email}</Fact>
          {booking.arrivalTime && <Fact term="도착 예정 시간">{booking.arrivalTime}</Fact>}
          {booking.requestToHost && <Fact term="요청 사항">{booking.requestToHost}</Fact>}
        </dl>
      </Section>

      <Section title="결제 정보">
        {nothingCharged ? (
          <dl className={styles.facts}>
            <Fact term="총 금액">{formatWon(booking.total)}</Fact>
            <Fact term="결제 금액">{`${formatWon(0)} (결제되지 않음)`}</Fact>
          </dl>
        ) : (
          <dl className={styles.facts}>
            <Fact term="총 금액">{formatWon(booking.total)}</Fact>
            {booking.amountDue !== booking.deposit && <Fact term={booking.productType === 'stay' ? '예약금' : '상품 금액'}>{formatWon(booking.deposit)}</Fact>}
            {booking.couponDiscount > 0 && <Fact term={booking.couponName ? `쿠폰 할인 (${booking.couponName})` : '쿠폰 할인'}>-{formatWon(booking.couponDiscount)}</Fact>}
            {booking.pointsDiscount > 0 && <Fact term="포인트 사용">-{formatWon(booking.pointsDiscount)}</Fact>}
            <Fact term={booking.productType === 'stay' ? '예약금 (온라인 결제)' : '온라인 결제'}>{formatWon(booking.amountDue)}</Fact>
            <Fact term="현지 결제">{formatWon(booking.payAtProperty)}</Fact>
            {booking.payment?.methodLabel && <Fact term="결제 수단">{booking.payment.methodLabel}</Fact>}
            {booking.payment?.approvedAt && <Fact term="결제 일시">{formatInstant(booking.payment.approvedAt)}</Fact>}
          </dl>
        )}
        {nothingCharged && <p className={styles.muted}>결제하기 전에 끝난 예약이라 청구된 금액이 없고, 환불할 금액도 없어요.</p>}
      </Section>

      {!nothingCharged && (
        <Section title="취소·환불 규정">
          <RefundSchedule booking={booking} />
        </Section>
      )}

      {ended && booking.history.length > 0 && (
        <Section title="처리 내역">
          <ol className={styles.history}>
            {booking.history.map((entry, i) => (
              <li key={`${entry.at}-${i}`}>
                <time dateTime={entry.at}>{formatInstant(entry.at)}</time> {statusLabelOf({ status: entry.to, statusLabel: '' })} ({ACTOR_LABELS[entry.by]})
                {entry.reason ? ` · ${entry.reason}` : ''}
              </li>
            ))}
          </ol>
        </Section>
      )}

      <div className={styles.actions}>
        {inquiry?.(booking, styles.secondaryButton) ?? (
          <Link to={links.inquiries()} className={styles.secondaryButton}>
            문의하기
          </Link>
        )}
        {ended && (
          <Link to={links.product(booking)} className={styles.primaryButton}>
            다시 예약하기
          </Link>
        )}
        {booking.actions.canReview && (
          <Link to={links.review(booking.bookNo)} className={styles.primaryButton}>
            후기 쓰기·보기
          </Link>
        )}
        {booking.actions.canCancel && booking.cancelPreview && (
          <button type="button" className={styles.secondaryButton} onClick={() => setCancelling(true)}>
            예약 취소
          </button>
        )}
      </div>

      {cancelling && booking.cancelPreview && (
        <CancelDialog
          booking={booking}
          preview={booking.cancelPreview}
          onClose={() => setCancelling(false)}
          onCancelled={() => {
            setCancelling(false);
            toast.show('예약이 취소되었어요.');
          }}
        />
      )}
    </article>
  );
}

/** What the member does or waits for in an open state: the host's answer, the payment, its confirmation. */
function StateAction({ booking, onPay }: { booking: BookingDetail; onPay: PayBooking }) {
  const deadline =
    booking.status === BOOKING_STATUS.requested ? { label: '호스트 응답 기한', at: booking.acceptDeadline } : booking.status === BOOKING_STATUS.awaitingPayment ? { label: '결제 기한', at: booking.depositDeadline } : null;
  const now = useNow(Boolean(deadline?.at));
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  if (!deadline?.at) return null;
  const left = timeLeft(deadline.at, now);

  const pay = async () => {
    setPaying(true);
    setPayError(null);
    try {
      await onPay(booking.bookNo);
    } catch (error) {
      setPayError(error instanceof ApiError ? error.message : '결제를 시작하지 못했어요. 잠시 후 다시 시도해 주세요.');
      setPaying(false);
    }
  };

  return (
    <div className={styles.deadline}>
      <p>
        {deadline.label} <time dateTime={deadline.at}>{formatInstant(deadline.at)}</time> (한국 시간)
      </p>
      <p className={styles.countdown} role="timer" aria-label={`${deadline.label}까지 남은 시간`}>
        {left ? `${left} 남음` : '기한이 지났어요'}
      </p>
      {booking.status === BOOKING_STATUS.awaitingPayment && booking.actions.canPay && left && (
        <button type="button" className={styles.primaryButton} onClick={() => void pay()} disabled={paying}>
          {paying ? '결제창으로 이동 중…' : `${booking.productType === 'stay' ? '예약금 결제' : '결제하기'} ${formatWon(booking.amountDue)}`}
        </button>
      )}
      {payError && (
        <p className={styles.dialogError} role="alert">
          {payError}
        </p>
      )}
    </div>
  );
}

function Voucher({ booking }: { booking: BookingDetail }) {
  return (
    <Section title="바우처">
      <div className={styles.voucher}>
        {booking.voucherCode && (
          <div className={styles.voucherCode}>
            <VoucherQr code={booking.voucherCode} />
            <p>
              바우처 번호 <strong>{booking.voucherCode}</strong>
            </p>
          </div>
        )}
        {booking.host && (
          <dl className={styles.facts} aria-label="숙소(판매자) 정보">
            <Fact term={booking.productType === 'tour' ? '판매자' : '숙소'}>{booking.host.name}</Fact>
            <Fact term="주소">{booking.host.address}</Fact>
            {booking.host.phone && (
              <Fact term="연락처">
                <a href={`tel:${booking.host.phone}`}>{booking.host.phone}</a>
              </Fact>
            )}
            {booking.host.email && <Fact term="이메일">{booking.host.email}</Fact>}
            {booking.host.checkInTime && <Fact term="체크인 시간">{booking.host.checkInTime}</Fact>}
          </dl>
        )}
      </div>
    </Section>
  );
}

const REFUND_STATUS_TEXT: Record<NonNullable<BookingDetail['refund']>['status'], string> = {
  requested: '환불 진행 중',
  completed: '환불 완료',
  failed: '환불 지연 (고객센터에서 처리 중)',
};

function RefundProgress({ refund }: { refund: NonNullable<BookingDetail['refund']> }) {
  return (
    <Section title="환불 진행">
      <p className={styles.refundAmount}>
        환불 금액 <strong>{formatWon(refund.amount)}</strong> · {REFUND_STATUS_TEXT[refund.status]}
      </p>
      <ol className={styles.steps} aria-label="환불 단계">
        <li data-done="true">
          환불 요청 <time dateTime={refund.requestedAt}>{formatInstant(refund.requestedAt)}</time>
        </li>
        <li data-done={refund.completedAt ? 'true' : undefined}>
          환불 완료 {refund.completedAt ? <time dateTime={refund.completedAt}>{formatInstant(refund.completedAt)}</time> : <span className={styles.muted}>처리 중</span>}
        </li>
      </ol>
    </Section>
  );
}

function RefundSchedule({ booking }: { booking: BookingDetail }) {
  if (booking.refundSchedule.length === 0) return <p className={styles.muted}>환불 규정이 없습니다.</p>;
  return (
    <table className={styles.schedule}>
      <caption className={styles.muted}>{booking.productType === 'stay' ? '예약금' : '결제 금액'} 기준, 현지 날짜 기준</caption>
      <thead>
        <tr>
          <th scope="col">취소 시점</th>
          <th scope="col">환불</th>
        </tr>
      </thead>
      <tbody>
        {booking.refundSchedule.map((row) => (
          <tr key={row.until}>
            <td>{formatBookingDate(row.until)}까지</td>
            <td>
              {row.percent}% ({formatWon(row.refund)})
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
