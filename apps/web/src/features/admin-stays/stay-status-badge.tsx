import { STAY_STATUS_LABELS, type StayStatus } from '@minda/contracts/admin-stays';
import styles from './admin-stays.module.css';

/** 작성 중, 판매 중, 판매 중지: one look in the list and on the detail screen. */
export function StayStatusBadge({ status }: { status: StayStatus }) {
  return (
    <span className={styles.status} data-status={status}>
      {STAY_STATUS_LABELS[status]}
    </span>
  );
}
