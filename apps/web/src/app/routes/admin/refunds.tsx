import { useSearchParams } from 'react-router';
import { AdminRefundsList } from '../../../features/admin-bookings/admin-refunds-list.tsx';
import { pageFrom, refundStatusFrom } from '../../../features/admin-bookings/admin-filters.ts';
import styles from '../../../features/admin-bookings/admin-bookings.module.css';

/** /admin/refunds?status=: refunds, the failed ones first. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <title>환불 관리 | 민다 관리자</title>
      <h1 className={styles.title}>환불 관리</h1>
      <AdminRefundsList status={refundStatusFrom(params)} page={pageFrom(params)} />
    </>
  );
}
