import { useSearchParams } from 'react-router';
import { auditQueryFrom } from '../../../features/audit-log/audit-log-params.ts';
import { AuditLogScreen } from '../../../features/audit-log/audit-log-screen.tsx';
import styles from '../../../features/admin-bookings/admin-bookings.module.css';

/** /admin/audit?action=&targetType=&targetId=&actorId=&from=&to=&page=: the audit log (super operators). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <title>변경 이력 | 민다 관리자</title>
      <h1 className={styles.title}>변경 이력</h1>
      <AuditLogScreen query={auditQueryFrom(params)} />
    </>
  );
}
