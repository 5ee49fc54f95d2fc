import { Link, useSearchParams } from 'react-router';
import { platformPaths } from '@minda/contracts/paths';
import { BOOKING_TAB_LABELS, BOOKING_TABS, type BookingTab, type ProductType } from '@minda/contracts/rules/bookings';
import { isLoginRequiredError } from '../../../lib/login-gate.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePlatform } from '../../../lib/platform.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { FIVE_AROUND } from '../../../ui/pager/page-window.ts';
import { Pager } from '../../../ui/pager/pager.tsx';
import { useBookings } from '../api/get-bookings.ts';
import { useReservationRates } from '../api/get-reservation-rates.ts';
import { parseReservationList, reservationLinks, type ReservationListKind, type ReservationListLocation } from '../reservation-links.ts';
import { MemberOnly, ToLogin } from '../../../lib/member-only.tsx';
import { ReservationCard } from './reservation-card.tsx';
import styles from './reservations.module.css';

const PRODUCT_LINES: readonly { productType: ProductType; label: string }[] = [
  { productType: 'stay', label: '한인민박' },
  { productType: 'hotel', label: '호텔' },
  { productType: 'tour', label: '투어·티켓' },
];

const EMPTY_TEXT: Record<BookingTab, string> = {
  upcoming: '예정된 예약이 없어요.',
  past: '지난 예약이 없어요.',
  cancelled: '취소·환불된 예약이 없어요.',
};

/**
 * My reservations: the product line, the tab (예정된 예약, 지난 예약, 취소·환불) and the page all live in the
 * address, so Back, a reload and the review landings (`?tab=old`, `tab=past`) open the same list.
 */
export function ReservationList({ kind, heading }: { kind: ReservationListKind; heading?: string }) {
  const [params] = useSearchParams();
  const platform = usePlatform();
  const location = parseReservationList(kind, platform, params);
  usePageMeta({ title: kind === 'tours' ? '투어·티켓 예약 내역 - 민다' : '예약 내역 - 민다', description: '민다에서 예약한 숙소, 호텔, 투어·티켓의 예약 내역입니다.' });
  return (
    <div className={styles.page} data-platform={platform}>
      {heading && <h1 className={styles.title}>{heading}</h1>}
      <MemberOnly>
        <ListBody location={location} />
      </MemberOnly>
    </div>
  );
}

function ListBody({ location }: { location: ReservationListLocation }) {
  const platform = usePlatform();
  const links = reservationLinks(platform);
  const { data, error, refetch, isFetching, isPlaceholderData } = useBookings(location);
  const rates = useReservationRates(location.tab === 'past');
  const reviewOf = (bookNo: number) => {
    const rate = rates.data?.find((r) => r.bookNo === bookNo);
    if (!rate) return undefined;
    return { href: links.review(bookNo), label: rate.reviewed ? '후기 보기/수정' : '후기 쓰기' };
  };
  const at = (change: Partial<ReservationListLocation>) => links.list({ ...location, page: 1, ...change });

  return (
    <>
      <nav className={styles.lines} aria-label="상품 종류">
        {PRODUCT_LINES.map(({ productType, label }) => (
          <Link key={productType} to={at({ productType })} className={styles.line} aria-current={productType === location.productType ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      <nav className={styles.tabs} aria-label="예약 상태">
        {BOOKING_TABS.map((tab) => (
          <Link key={tab} to={at({ tab })} className={styles.tab} aria-current={tab === location.tab ? 'page' : undefined}>
            {BOOKING_TAB_LABELS[tab]}
          </Link>
        ))}
      </nav>
      {error ? (
        isLoginRequiredError(error) ? (
          <ToLogin />
        ) : (
          <ErrorState message="예약 내역을 불러오지 못했어요." onRetry={() => void refetch()} retrying={isFetching} />
        )
      ) : !data ? (
        <div role="status" aria-label="불러오는 중" aria-busy="true" className={styles.loading} />
      ) : data.content.length === 0 ? (
        <div className={styles.empty} role="status">
          <p className={styles.emptyTitle}>{location.page > 1 ? '이 페이지에는 예약이 없어요.' : EMPTY_TEXT[location.tab]}</p>
          {location.page > 1 ? (
            <Link to={at({})} className={styles.textLink}>
              첫 페이지로
            </Link>
          ) : (
            location.tab === 'upcoming' && (
              <Link to={location.productType === 'tour' ? platformPaths[platform].tours() : location.productType === 'hotel' ? platformPaths[platform].hotels() : platformPaths[platform].stays()} className={styles.textLink}>
                여행 상품 둘러보기
              </Link>
            )
          )}
        </div>
      ) : (
        <ul className={styles.cards} aria-busy={isPlaceholderData} aria-label={`${BOOKING_TAB_LABELS[location.tab]} 목록`}>
          {data.content.map((booking) => (
            <ReservationCard key={booking.bookNo} booking={booking} href={links.detail(booking)} review={reviewOf(booking.bookNo)} />
          ))}
        </ul>
      )}
      {data && (
        <Pager
          current={location.page}
          totalPages={data.totalPages}
          href={(page) => links.list({ ...location, page })}
          rule={FIVE_AROUND}
          classNames={{ nav: styles.pager, number: styles.pageNumber, step: styles.pageStep }}
          label="페이지 이동"
        />
      )}
    </>
  );
}
