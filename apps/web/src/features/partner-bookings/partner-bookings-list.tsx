import { Link } from 'react-router';
import type { ProductType } from '@minda/contracts/rules/bookings';
import { PARTNER_BOOKING_STEPS, PARTNER_STEP_LABELS, type PartnerBookingStep } from '@minda/contracts/rules/partner-bookings';
import { toDateParam } from '@minda/contracts/rules/stay-dates';
import { ErrorState } from '../../ui/error-state/error-state.tsx';
import { FIVE_AROUND } from '../../ui/pager/page-window.ts';
import { Pager } from '../../ui/pager/pager.tsx';
import { usePartnerBookings } from './api/get-partner-bookings.ts';
import { PartnerBookingCard } from './partner-booking-card.tsx';
import styles from './partner-bookings.module.css';
import { useNow } from './use-now.ts';

type Props = {
  productType: ProductType;
  step: PartnerBookingStep;
  /** One-based. */
  page: number;
  /** The address of a step and of a page of this list (each screen keeps its own path). */
  stepHref: (step: PartnerBookingStep) => string;
  pageHref: (page: number) => string;
};

/** The partner's bookings of one line: the status filters, the cards, the pager. PC and the app lay it out alike. */
export function PartnerBookingsList({ productType, step, page, stepHref, pageHref }: Props) {
  const { data, isPending, isError, refetch, isRefetching } = usePartnerBookings({ productType, step, page });
  const now = useNow();
  const today = toDateParam(now);

  return (
    <section className={styles.list} aria-label="예약 목록">
      <nav className={styles.steps} aria-label="예약 상태">
        {PARTNER_BOOKING_STEPS[productType].map((s) => (
          <Link key={s} to={stepHref(s)} className={styles.step} aria-current={s === step ? 'page' : undefined}>
            {PARTNER_STEP_LABELS[s]}
          </Link>
        ))}
      </nav>
      {isPending ? (
        <div className={styles.empty} role="status" aria-busy="true">
          예약 내역을 불러오는 중입니다…
        </div>
      ) : isError ? (
        <ErrorState message="예약 내역을 불러오지 못했어요." onRetry={() => void refetch()} retrying={isRefetching} />
      ) : data.content.length === 0 ? (
        <p className={styles.empty}>{step === 'all' ? '예약 내역이 없습니다.' : `${PARTNER_STEP_LABELS[step]} 상태의 예약이 없습니다.`}</p>
      ) : (
        <>
          <p className={styles.total}>총 {data.totalElements}건</p>
          <div className={styles.cards}>
            {data.content.map((booking) => (
              <PartnerBookingCard key={booking.bookNo} booking={booking} now={now} today={today} />
            ))}
          </div>
          <Pager
            current={data.number + 1}
            totalPages={data.totalPages}
            href={pageHref}
            rule={FIVE_AROUND}
            classNames={{ nav: styles.pager, number: styles.pageNumber, step: styles.pageStep }}
          />
        </>
      )}
    </section>
  );
}
