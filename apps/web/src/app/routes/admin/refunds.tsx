import { useSearchParams } from 'react-router';
import { AdminRefundsList } from '../../../features/admin-bookings/admin-refunds-list.tsx';
import { pageFrom, refundStatusFrom } from '../../../features/admin-bookings/admin-filters.ts';
import styles from '../../../features/admin-bookings/admin-bookings.module.css';
import { adminRefundsQueryOptions } from '../../../features/admin-bookings/api/get-admin-refunds.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client, url }) =>
  ensureQueries(client, adminRefundsQueryOptions({ status: refundStatusFrom(url.searchParams), page: pageFrom(url.searchParams) })),
);

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
