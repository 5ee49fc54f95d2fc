import { useState } from 'react';
import type { CancelBookingResult } from '@minda/contracts/bookings';
import { ADMIN_REASON_MAX_LENGTH, OPERATOR_CANCEL_LABEL } from '@minda/contracts/rules/admin-bookings';
import { formatWon } from '@minda/contracts/rules/price';
import { Dialog, DialogClose, DialogTitle } from '../../ui/dialog/dialog.tsx';
import styles from './admin-bookings.module.css';
import { useCancelAdminBooking } from './api/cancel-admin-booking.ts';

type Props = {
  bookNo: number;
  /** What goes back: everything paid (the server's figure, shown before confirming). */
  refund: number;
  onClose: () => void;
  onCancelled: (result: CancelBookingResult) => void;
};

/**
 * The operator's cancel: the reason the guest will read, and the refund it makes. One idempotency key per
 * dialog, so a double click or a retry after a lost answer cancels (and refunds) once.
 */
export function OperatorCancelDialog({ bookNo, refund, onClose, onCancelled }: Props) {
  const [reason, setReason] = useState('');
  const [key] = useState(() => crypto.randomUUID());
  const cancel = useCancelAdminBooking();
  const trimmed = reason.trim();
  return (
    <Dialog onOpenChange={(open) => !open && onClose()} className={styles.dialog} overlayClassName={styles.overlay} layerClassName={styles.dialogLayer}>
      <DialogTitle>{`${OPERATOR_CANCEL_LABEL}: 예약 ${bookNo}`}</DialogTitle>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) cancel.mutate({ bookNo, reason: trimmed, key }, { onSuccess: onCancelled });
        }}
      >
        <p>{refund > 0 ? `결제된 ${formatWon(refund)}이 전액 환불됩니다.` : '결제된 금액이 없어 환불은 없습니다.'}</p>
        <label className={styles.field}>
          취소 사유 (고객과 파트너에게 전달됩니다)
          <textarea value={reason} rows={3} maxLength={ADMIN_REASON_MAX_LENGTH} onChange={(event) => setReason(event.target.value)} />
        </label>
        {cancel.isError ? <p role="alert" className={styles.alert}>{cancel.error.message}</p> : null}
        <div className={styles.dialogActions}>
          <DialogClose className={styles.secondary}>닫기</DialogClose>
          <button type="submit" className={styles.danger} disabled={!trimmed || cancel.isPending}>
            {cancel.isPending ? '처리 중…' : '취소하고 환불하기'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
