import { Link, useSearchParams } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { PartnerBookingsScreen } from '../../../features/partner-bookings/partner-bookings-screen.tsx';
import styles from './partner-screen.module.css';
import { productTypeOf } from './app-bookings.data.ts';

/** /manager_app/booking/index.html: the partner app's list, stays or tours (`type=tour`), laid out for a phone. */
export function Component() {
  const [params] = useSearchParams();
  const type = productTypeOf(params);
  return (
    <PartnerBookingsScreen productType={type} title="예약 관리" href={(astep, page) => webPaths.mobile.partnerBookings.href({ type, astep, page })}>
      <nav className={styles.lines} aria-label="상품 종류">
        <Link to={webPaths.mobile.partnerBookings.href()} aria-current={type === 'stay' ? 'page' : undefined}>
          숙소
        </Link>
        <Link to={webPaths.mobile.partnerBookings.href({ type: 'tour' })} aria-current={type === 'tour' ? 'page' : undefined}>
          투어
        </Link>
      </nav>
    </PartnerBookingsScreen>
  );
}
