import { useSearchParams } from 'react-router';
import { adminStaysQueryFrom } from '../../../features/admin-stays/stays-params.ts';
import { StaysListScreen } from '../../../features/admin-stays/stays-list-screen.tsx';
import styles from '../../../features/admin-bookings/admin-bookings.module.css';

/** /admin/stays?status=&cityCode=&partnerId=&q=&sort=&page=: the guesthouses (catalogue operators). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <title>민박 관리 | 민다 관리자</title>
      <h1 className={styles.title}>민박 관리</h1>
      <StaysListScreen query={adminStaysQueryFrom(params)} />
    </>
  );
}
