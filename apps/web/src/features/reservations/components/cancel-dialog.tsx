import { useState } from 'react';
import type { BookingDetail } from '@minda/contracts/bookings';
import { formatWon } from '@minda/contracts/rules/price';
import { ApiError } from '../../../lib/api-error.ts';
import { Dialog, DialogClose, DialogTitle } from '../../../ui/dialog/dialog.tsx';
import { useCancelBooking } from '../api/cancel-booking.ts';
import styles from './reservations.module.css';

type Props = {
  booking: Pick<BookingDetail, 'bookNo' | 'productName'>;
  preview: NonNullable<BookingDetail['cancelPreview']>;
  onClose: () => void;
  onCancelled: () => void;
};

/**
 * The refund preview before a cancellation (what comes back today, the fee), then the cancellation itself.
 * One key per opened dialog: a second click or a retry after a lost answer is the same cancellation.
 */
export function CancelDialog({ booking, preview, onClose, onCancelled }: Props) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const cancel = useCancelBooking(booking.bookNo);
  const nothingPaid = preview.refund + preview.fee === 0;

  return (
    <Dialog
      onOpenChange={(open) => {
        if (!open && !cancel.isPending) onClose();
      }}
      className={styles.dialog}
      overlayClassName={styles.overlay}
      layerClassName={styles.dialogLayer}
      initialFocus="dialog"
    >
      <DialogTitle asChild>
        <h2 className={styles.dialogTitle}>예약을 취소할까요?</h2>
      </DialogTitle>
      <p className={styles.dialogText}>
        {booking.productName} (예약번호 {booking.bookNo})
      </p>
      {nothingPaid ? (
        <p className={styles.dialogText}>아직 결제한 금액이 없어 환불할 금액이 없어요.</p>
      ) : (
        <dl className={styles.preview} aria-label="환불 예정">
          <div>
            <dt>환불 비율</dt>
            <dd>{preview.percent}%</dd>
          </div>
          <div>
            <dt>취소 수수료</dt>
            <dd>{formatWon(preview.fee)}</dd>
          </div>
          <div className={styles.previewTotal}>
            <dt>환불 예정 금액</dt>
            <dd>{formatWon(preview.refund)}</dd>
          </div>
        </dl>
      )}
      <p className={styles.dialogNote}>취소한 예약은 되돌릴 수 없어요. 환불은 결제하신 수단으로 진행돼요.</p>
      {cancel.error && (
        <p className={styles.dialogError} role="alert">
          {cancel.error instanceof ApiError ? cancel.error.message : '예약을 취소하지 못했어요. 잠시 후 다시 시도해 주세요.'}
        </p>
      )}
      <div className={styles.dialogButtons}>
        <DialogClose className={styles.secondaryButton} disabled={cancel.isPending}>
          닫기
        </DialogClose>
        <button type="button" className={styles.dangerButton} disabled={cancel.isPending} onClick={() => cancel.mutate(idempotencyKey, { onSuccess: onCancelled })}>
          {cancel.isPending ? '취소하는 중…' : '예약 취소하기'}
        </button>
      </div>
    </Dialog>
  );
}
