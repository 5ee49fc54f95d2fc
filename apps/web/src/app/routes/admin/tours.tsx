import { useSearchParams } from 'react-router';
import { adminToursQueryFrom } from '../../../features/admin-tours/tours-params.ts';
import { ToursListScreen } from '../../../features/admin-tours/tours-list-screen.tsx';
import styles from '../../../features/admin-bookings/admin-bookings.module.css';

/** /admin/tours?status=&itemCategoryType=&cityCode=&partnerId=&q=&sort=&page=: the tours and tickets (catalogue operators). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <title>투어·티켓 관리 | 민다 관리자</title>
      <h1 className={styles.title}>투어·티켓 관리</h1>
      <ToursListScreen query={adminToursQueryFrom(params)} />
    </>
  );
}
