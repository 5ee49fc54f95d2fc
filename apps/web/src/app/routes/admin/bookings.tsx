import { useSearchParams } from 'react-router';
import { AdminBookingsList } from '../../../features/admin-bookings/admin-bookings-list.tsx';
import { bookingsQueryFrom } from '../../../features/admin-bookings/admin-filters.ts';
import styles from '../../../features/admin-bookings/admin-bookings.module.css';

/** /admin/bookings: every booking with the filters of the address. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <title>예약 관리 | 민다 관리자</title>
      <h1 className={styles.title}>예약 관리</h1>
      <AdminBookingsList query={bookingsQueryFrom(params)} />
    </>
  );
}
