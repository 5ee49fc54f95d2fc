import * as RadioGroup from '@radix-ui/react-radio-group';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ChatReportType } from '@minda/contracts/chat';
import { CHAT_TEXTS } from '@minda/contracts/rules/chat';
import { Dialog, DialogClose, DialogTitle } from '../../../ui/dialog/dialog.tsx';
import frame from '../../../ui/dialog/dialog.module.css';
import styles from './chat.module.css';

/** The items of 대화방 설정 (spec 2 §2.3): in the modal on mobile, inline in the header on desktop. */
export function RoomMenuItems({ productHref, canReport, onReport, onLeave }: { productHref: string | null; canReport: boolean; onReport: () => void; onLeave: () => void }) {
  return (
    <>
      {productHref && (
        <Link to={productHref} className={styles.menuItem}>
          {CHAT_TEXTS.productDetail}
        </Link>
      )}
      {canReport && (
        <button type="button" className={styles.menuItem} onClick={onReport}>
          {CHAT_TEXTS.report}
        </button>
      )}
      <button type="button" className={styles.menuItem} onClick={onLeave}>
        {CHAT_TEXTS.leave}
      </button>
    </>
  );
}

const dialogProps = { className: frame.panel, overlayClassName: frame.overlay, layerClassName: frame.layer } as const;

export function SettingsDialog({ onClose, ...items }: Parameters<typeof RoomMenuItems>[0] & { onClose: () => void }) {
  return (
    <Dialog onOpenChange={(open) => !open && onClose()} {...dialogProps}>
      <DialogTitle asChild>
        <h2 className={styles.dialogTitle}>{CHAT_TEXTS.settingsTitle}</h2>
      </DialogTitle>
      <div className={styles.menuList}>
        <RoomMenuItems {...items} />
      </div>
      <DialogClose className={styles.secondaryButton}>닫기</DialogClose>
    </Dialog>
  );
}

/** 대화방 신고하기: one report type must be chosen before 신고하기 is enabled (spec 2 §5). */
export function ReportDialog({ types, onClose, onSubmit }: { types: readonly ChatReportType[]; onClose: () => void; onSubmit: (reportTypeId: number) => void }) {
  const [chosen, setChosen] = useState<string>('');
  return (
    <Dialog onOpenChange={(open) => !open && onClose()} {...dialogProps}>
      <DialogTitle asChild>
        <h2 className={styles.dialogTitle}>{CHAT_TEXTS.reportTitle}</h2>
      </DialogTitle>
      <RadioGroup.Root className={styles.reportTypes} value={chosen} onValueChange={setChosen} aria-label="신고 사유">
        {types.map((type) => (
          <label key={type.id} className={styles.reportType}>
            <RadioGroup.Item value={String(type.id)} className={styles.radio} data-type-code={type.typeCode}>
              <RadioGroup.Indicator className={styles.radioDot} />
            </RadioGroup.Item>
            {type.title}
          </label>
        ))}
      </RadioGroup.Root>
      <div className={styles.dialogButtons}>
        <DialogClose className={styles.secondaryButton}>{CHAT_TEXTS.reportCancel}</DialogClose>
        <button type="button" className={styles.primaryButton} disabled={chosen === ''} onClick={() => onSubmit(Number(chosen))}>
          {CHAT_TEXTS.reportSubmit}
        </button>
      </div>
    </Dialog>
  );
}

/** The leave confirmation with the spec's texts. */
export function LeaveDialog({ onClose, onLeave, leaving }: { onClose: () => void; onLeave: () => void; leaving: boolean }) {
  return (
    <Dialog onOpenChange={(open) => !open && !leaving && onClose()} {...dialogProps} initialFocus="dialog">
      <DialogTitle asChild>
        <h2 className={styles.dialogTitle}>{CHAT_TEXTS.leaveConfirm}</h2>
      </DialogTitle>
      <p className={styles.dialogText}>{CHAT_TEXTS.leaveExplain}</p>
      <div className={styles.dialogButtons}>
        <DialogClose className={styles.secondaryButton} disabled={leaving}>
          {CHAT_TEXTS.leaveNo}
        </DialogClose>
        <button type="button" className={styles.dangerButton} disabled={leaving} onClick={onLeave}>
          {CHAT_TEXTS.leaveYes}
        </button>
      </div>
    </Dialog>
  );
}
