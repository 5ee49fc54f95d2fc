import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BookingDetail } from '@minda/contracts/bookings';
import { webPaths, type Platform } from '@minda/contracts/paths';
import { BOOKING_STATUS } from '@minda/contracts/rules/bookings';
import { formatWon } from '@minda/contracts/rules/price';
import { adultsText, stayDayText, stayPeriodText } from '@minda/contracts/rules/stay-pricing';
import { ApiError } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useCompleteBooking } from '../api/complete-booking.ts';
import { useBooking } from '../api/get-booking.ts';
import { reservationHref } from '../booking-links.ts';
import { useIsVisitor, useSendToLogin } from '../use-send-to-login.ts';
import styles from './booking.module.css';

/** While a payment is being confirmed (-9), the booking is read again this often, this many times (our choice). */
export const PENDING_POLL_MS = 3_000;
export const PENDING_POLLS = 5;

type Props = {
  platform: Platform;
  /** ?bookno= and ?orderId= of the window's return; null when missing or malformed. */
  bookNo: number | null;
  orderId: string | null;
  /** The payment hand-off (register, then the window), for 다시 결제하기. */
  startPayment: (bookNo: number) => Promise<void>;
};

export type ResultOutcome =
  | { kind: 'completing' }
  | { kind: 'confirmed' }
  /** Paid at the provider, our confirmation pending; `late` once the polls gave up. */
  | { kind: 'pending'; late: boolean }
  | { kind: 'failed'; message: string }
  /** The window came back without a payment (closed or cancelled there). */
  | { kind: 'notPaid' };

const FAILED_TEXT = '결제를 완료하지 못했어요. 다시 시도해 주세요.';

/**
 * What the result page says, from the completion call and the booking as last read: the booking's own
 * status wins once known (a payment settled by the provider's notification confirms it even if our call
 * failed).
 */
export function resultOutcome(input: {
  orderId: string | null;
  completion: { status: number } | { error: unknown } | 'running';
  booking: Pick<BookingDetail, 'status'> | undefined;
  polls: number;
}): ResultOutcome {
  const { completion, booking } = input;
  if (booking?.status === BOOKING_STATUS.confirmed) return { kind: 'confirmed' };
  if (input.orderId === null) return { kind: 'notPaid' };
  if (completion === 'running') return { kind: 'completing' };
  if ('error' in completion) return { kind: 'failed', message: completion.error instanceof ApiError ? completion.error.message : FAILED_TEXT };
  const status = booking?.status ?? completion.status;
  if (status === BOOKING_STATUS.confirmed) return { kind: 'confirmed' };
  if (status === BOOKING_STATUS.paymentPending) return { kind: 'pending', late: input.polls >= PENDING_POLLS };
  return { kind: 'failed', message: FAILED_TEXT };
}

/**
 * The page the payment window returns to (/booking/result.php, /m/1.0/booking/result.html
 * ?bookno=&orderId=): completes the booking with the payment once, then says 예약 확정 with the voucher,
 * 결제 확인 중 (reading the booking again a few times), or 결제 실패 with 다시 결제하기.
 */
export function BookingResultPage({ platform, bookNo, orderId, startPayment }: Props) {
  usePageMeta({ title: '예약 결과 - 민다', description: '예약과 결제 결과를 확인하세요.' });
  const visitor = useIsVisitor();
  const ready = bookNo !== null && !visitor;
  const completion = useCompleteBooking(bookNo ?? 0, ready ? orderId : null);
  const settled = orderId === null || !completion.isPending;
  const { query: booking, answers } = useBooking(bookNo ?? 0, {
    enabled: ready && settled,
    poll: (data, updates) => (data?.status === BOOKING_STATUS.paymentPending && updates < PENDING_POLLS ? PENDING_POLL_MS : false),
  });
  const toLogin = useSendToLogin(visitor, completion.error ?? booking.error);
  const [retry, setRetry] = useState<{ state: 'idle' | 'opening' } | { state: 'failed'; message: string }>({ state: 'idle' });

  const home = webPaths[platform].home.href();
  if (bookNo === null) {
    return (
      <ResultLayout platform={platform} tone="failed" title="예약 정보를 찾을 수 없어요." lead="결제 창에서 돌아온 주소에 예약 번호가 없어요. 예약 내역에서 예약을 확인해 주세요.">
        <Actions>
          <Link to={webPaths[platform].reservations.href()} className={styles.primaryButton}>
            예약 내역 보기
          </Link>
          <Link to={home} className={styles.secondaryButton}>
            홈으로
          </Link>
        </Actions>
      </ResultLayout>
    );
  }
  if (toLogin) return null;

  const outcome = resultOutcome({
    orderId,
    completion: completion.isPending ? 'running' : completion.isError ? { error: completion.error } : { status: completion.data.status },
    booking: booking.data,
    polls: answers,
  });
  const detail = booking.data;
  const reservationLink = detail && (
    <Link to={reservationHref(platform, detail.productType, detail.status, bookNo)} className={outcome.kind === 'confirmed' ? styles.primaryButton : styles.secondaryButton}>
      예약 내역 보기
    </Link>
  );
  const homeLink = (
    <Link to={home} className={styles.secondaryButton}>
      홈으로
    </Link>
  );
  const payAgain = async () => {
    setRetry({ state: 'opening' });
    try {
      await startPayment(bookNo);
    } catch (error) {
      setRetry({ state: 'failed', message: error instanceof ApiError ? error.message : FAILED_TEXT });
    }
  };

  switch (outcome.kind) {
    case 'completing':
      return (
        <section className={styles.resultPage} data-platform={platform}>
          <div role="status" aria-busy="true" className={styles.resultHead}>
            <p className={styles.resultLead}>결제를 확인하고 있어요…</p>
          </div>
        </section>
      );
    case 'confirmed':
    case 'pending': {
      // Paid either way: the same summary and next steps, only the heading differs.
      const [title, lead] =
        outcome.kind === 'confirmed'
          ? ['예약 확정', '예약이 확정되었습니다. 바우처는 예약 내역에서 언제든 볼 수 있어요.']
          : [
              '결제 확인 중',
              outcome.late ? '결제 확인이 늦어지고 있어요. 확인되는 대로 예약이 확정되며, 예약 내역에서 상태를 볼 수 있어요.' : '결제는 완료되었고, 곧 예약이 확정됩니다. 잠시만 기다려 주세요.',
            ];
      return (
        <ResultLayout platform={platform} tone={outcome.kind} title={title} lead={lead}>
          <Summary bookNo={bookNo} detail={detail} paid />
          <Actions>
            {reservationLink}
            {homeLink}
          </Actions>
        </ResultLayout>
      );
    }
    case 'failed':
    case 'notPaid':
      return (
        <ResultLayout platform={platform} tone="failed" title="결제 실패" lead={outcome.kind === 'failed' ? outcome.message : '결제가 완료되지 않았어요. 결제 기한 안에 다시 결제할 수 있어요.'}>
          <Summary bookNo={bookNo} detail={detail} paid={false} />
          {retry.state === 'failed' && (
            <p className={styles.alert} role="alert">
              {retry.message}
            </p>
          )}
          <Actions>
            <button type="button" className={styles.primaryButton} disabled={retry.state === 'opening'} onClick={() => void payAgain()}>
              {retry.state === 'opening' ? '결제창으로 이동 중…' : '다시 결제하기'}
            </button>
            {reservationLink}
          </Actions>
        </ResultLayout>
      );
  }
}

type Tone = 'confirmed' | 'pending' | 'failed';
const TONE_MARKS: Record<Tone, string> = { confirmed: '✓', pending: '…', failed: '!' };

/** A whole page, not a card in empty space: the status as its heading, then the booking, then what to do next. */
function ResultLayout({ platform, tone, title, lead, children }: { platform: Platform; tone: Tone; title: string; lead: string; children: ReactNode }) {
  const Title = platform === 'pc' ? 'h1' : 'h2';
  return (
    <section className={styles.resultPage} data-platform={platform} data-tone={tone}>
      <div className={styles.resultHead} role="status">
        <span className={styles.resultMark} aria-hidden="true">
          {TONE_MARKS[tone]}
        </span>
        <Title className={styles.resultTitle}>{title}</Title>
        <p className={styles.resultLead}>{lead}</p>
      </div>
      {children}
    </section>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.resultActions}>{children}</div>;
}

/** The booking in a few lines: what, when, for whom, its number and voucher, and the amount paid (or to pay). */
function Summary({ bookNo, detail, paid }: { bookNo: number; detail: BookingDetail | undefined; paid: boolean }) {
  // A space between each term and its value, so the row also reads as one line ("결제 금액 48,000원").
  const row = (term: string, value: ReactNode) => (
    <div className={styles.resultRow}>
      <dt>{term}</dt> <dd>{value}</dd>
    </div>
  );
  return (
    <dl className={styles.resultSummary} aria-label="예약 요약">
      {detail && row('상품', `${detail.productName} · ${detail.cityName}`)}
      {detail && row('일정', detail.checkOutAt ? stayPeriodText(detail.checkInAt, detail.checkOutAt) : stayDayText(detail.checkInAt))}
      {detail && row('인원', `${adultsText(detail.adults)}${detail.children > 0 ? ` · 아동 ${detail.children}명` : ''}`)}
      {row('예약 번호', bookNo)}
      {detail?.voucherCode && row('바우처 번호', <span className={styles.voucher}>{detail.voucherCode}</span>)}
      {detail && (paid ? row('결제 금액', formatWon(detail.payment?.amount ?? detail.amountDue)) : row('결제할 금액', formatWon(detail.amountDue)))}
      {detail && detail.payAtProperty > 0 && row('현지에서 결제', formatWon(detail.payAtProperty))}
    </dl>
  );
}
