import { useState } from 'react';
import { formatWon } from '@minda/contracts/rules/price';
import { Dialog, DialogClose, DialogTitle } from '../../ui/dialog/dialog.tsx';
import styles from './partner-bookings.module.css';

type Props = {
  bookNo: number;
  /** What the guest paid online, which goes back in full. */
  paid: number;
  onCancel: (reason: string) => void;
  onClose: () => void;
  pending: boolean;
};

/** Asks the partner why a confirmed booking is cancelled (the guest reads it) and says what goes back. */
export function CancelDialog({ bookNo, paid, onCancel, onClose, pending }: Props) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Dialog onOpenChange={(open) => !open && onClose()} className={styles.dialog} overlayClassName={styles.overlay} layerClassName={styles.dialogLayer}>
      <DialogTitle className={styles.dialogTitle}>확정된 예약 취소</DialogTitle>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) onCancel(trimmed);
        }}
      >
        <p className={styles.hint}>
          {bookNo}번 예약을 취소하면 게스트가 결제한 {formatWon(paid)}은 취소 시점과 관계없이 전액 환불됩니다.
        </p>
        <label className={styles.legend}>
          취소 사유 (게스트에게 전달됩니다)
          <textarea className={styles.message} value={reason} maxLength={500} rows={3} onChange={(event) => setReason(event.target.value)} />
        </label>
        <div className={styles.dialogActions}>
          <DialogClose className={styles.secondary}>닫기</DialogClose>
          <button type="submit" className={styles.danger} disabled={!trimmed || pending}>
            {pending ? '처리 중…' : '예약 취소하기'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
