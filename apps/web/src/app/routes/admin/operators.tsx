import { useSearchParams } from 'react-router';
import { operatorsQueryFrom } from '../../../features/operators/operators-params.ts';
import { OperatorsScreen } from '../../../features/operators/operators-screen.tsx';
import styles from '../../../features/admin-bookings/admin-bookings.module.css';

/** /admin/operators?role=&status=&q=&page=: the back office's operators (super operators only). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <title>운영자 관리 | 민다 관리자</title>
      <h1 className={styles.title}>운영자 관리</h1>
      <OperatorsScreen query={operatorsQueryFrom(params)} />
    </>
  );
}
