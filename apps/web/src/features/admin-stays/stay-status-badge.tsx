import { STAY_STATUS_LABELS, type StayStatus } from '@minda/contracts/admin-stays';
import kit from '../../ui/list-kit/list-kit.module.css';

const TONES: Record<StayStatus, 'good' | 'bad' | undefined> = { draft: undefined, published: 'good', suspended: 'bad' };

/** 작성 중, 판매 중, 판매 중지: one look in the list and on the detail screen. */
export function StayStatusBadge({ status }: { status: StayStatus }) {
  return (
    <span className={kit.badge} data-tone={TONES[status]}>
      {STAY_STATUS_LABELS[status]}
    </span>
  );
}
