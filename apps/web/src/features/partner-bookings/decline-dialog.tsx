import { useState } from 'react';
import { Dialog, DialogClose, DialogTitle } from '../../ui/dialog/dialog.tsx';
import type { DeclineReason } from './api/decline-booking.ts';
import styles from './partner-bookings.module.css';

/** The two reasons a partner gives, in the words the guest will read (BOOKING_STATUS_LABELS -39 and -49). */
const REASONS: readonly { value: DeclineReason; label: string; hint: string }[] = [
  { value: 'unavailable', label: '객실 마감', hint: '해당 날짜에 남은 객실이 없습니다.' },
  { value: 'double_booking', label: '중복 예약', hint: '같은 객실이 다른 경로로 이미 예약되었습니다.' },
];

type Props = {
  bookNo: number;
  onDecline: (reason: DeclineReason) => void;
  onClose: () => void;
  pending: boolean;
};

/** Asks why a request is declined before anything is sent. */
export function DeclineDialog({ bookNo, onDecline, onClose, pending }: Props) {
  const [reason, setReason] = useState<DeclineReason | undefined>(undefined);
  return (
    <Dialog onOpenChange={(open) => !open && onClose()} className={styles.dialog} overlayClassName={styles.overlay} layerClassName={styles.dialogLayer}>
      <DialogTitle className={styles.dialogTitle}>예약 요청 거절</DialogTitle>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (reason) onDecline(reason);
        }}
      >
        <fieldset className={styles.reasons}>
          <legend className={styles.legend}>{bookNo}번 예약을 거절하는 사유를 선택해 주세요.</legend>
          {REASONS.map((r) => (
            <label key={r.value} className={styles.reason}>
              <input type="radio" name="reason" value={r.value} checked={reason === r.value} onChange={() => setReason(r.value)} />
              <span>
                <strong>{r.label}</strong>
                <span className={styles.hint}>{r.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className={styles.dialogActions}>
          <DialogClose className={styles.secondary}>닫기</DialogClose>
          <button type="submit" className={styles.danger} disabled={!reason || pending}>
            {pending ? '처리 중…' : '거절하기'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
