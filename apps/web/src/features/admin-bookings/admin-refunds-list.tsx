import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminRefundRow } from '@minda/contracts/admin-bookings';
import { webPaths } from '@minda/contracts/paths';
import { ADMIN_REASON_MAX_LENGTH, REFUND_STATUS_LABELS, REFUND_STATUS_ORDER, type RefundStatus } from '@minda/contracts/rules/admin-bookings';
import { formatKoreanInstant } from '@minda/contracts/rules/bookings';
import { formatWon } from '@minda/contracts/rules/price';
import { Dialog, DialogClose, DialogTitle } from '../../ui/dialog/dialog.tsx';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import styles from './admin-bookings.module.css';
import { DataTable, type ListColumn } from '../../ui/list-kit/data-table.tsx';
import { ListPager, ListState } from '../../ui/list-kit/list-state.tsx';
import { useActOnRefund } from './api/act-on-refund.ts';
import { useAdminRefunds } from './api/get-admin-refunds.ts';

/** Records a refund paid outside the gateway: how it was paid is required (it is what the record says). */
function CompleteDialog({ refund, onClose }: { refund: AdminRefundRow; onClose: () => void }) {
  const [note, setNote] = useState('');
  const act = useActOnRefund();
  const toast = useToast();
  return (
    <Dialog onOpenChange={(open) => !open && onClose()} className={styles.dialog} overlayClassName={styles.overlay} layerClassName={styles.dialogLayer}>
      <DialogTitle>{`환불 수동 완료: 예약 ${refund.bookNo}`}</DialogTitle>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!note.trim()) return;
          act.mutate(
            { id: refund.id, action: { action: 'complete', note: note.trim() } },
            {
              onSuccess: () => {
                toast.show(`${refund.bookNo}번 예약의 환불 ${formatWon(refund.amount)}을 완료로 기록했습니다.`);
                onClose();
              },
            },
          );
        }}
      >
        <p>{`결제사를 거치지 않고 ${formatWon(refund.amount)}을 돌려드렸을 때만 완료로 기록하세요.`}</p>
        <label className={styles.field}>
          처리 내용 (예: 국민은행 계좌 이체 완료)
          <textarea value={note} rows={2} maxLength={ADMIN_REASON_MAX_LENGTH} onChange={(event) => setNote(event.target.value)} />
        </label>
        {act.isError ? <p role="alert" className={styles.alert}>{act.error.message}</p> : null}
        <div className={styles.dialogActions}>
          <DialogClose className={styles.secondary}>닫기</DialogClose>
          <button type="submit" className={styles.primary} disabled={!note.trim() || act.isPending}>
            완료로 기록
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** /admin/refunds: failed refunds first, each with a retry through the gateway or a manual completion. */
export function AdminRefundsList({ status, page }: { status: RefundStatus | undefined; page: number }) {
  const list = useAdminRefunds({ status, page });
  const { data } = list;
  const act = useActOnRefund();
  const toast = useToast();
  const [completing, setCompleting] = useState<AdminRefundRow | null>(null);
  const retry = (refund: AdminRefundRow) =>
    act.mutate(
      { id: refund.id, action: { action: 'retry' } },
      { onSuccess: () => toast.show(`${refund.bookNo}번 예약의 환불을 다시 요청했습니다.`), onError: (e) => toast.show(e.message) },
    );
  const columns: ListColumn<AdminRefundRow>[] = [
    { id: 'bookNo', header: '예약번호', cell: ({ row: { original: r } }) => <Link to={webPaths.admin.booking.href(r.bookNo)}>{r.bookNo}</Link> },
    {
      id: 'status',
      header: '환불 상태',
      cell: ({ row: { original: r } }) => (
        <>
          <span className={styles.status} data-failed={r.status === 'failed'}>
            {REFUND_STATUS_LABELS[r.status]}
          </span>
          <span className={styles.sub}>{`${r.attempts}회 시도`}</span>
        </>
      ),
    },
    { id: 'amount', header: '환불액', cell: ({ row }) => formatWon(row.original.amount), meta: { numeric: true } },
    {
      id: 'booking',
      header: '예약',
      cell: ({ row: { original: r } }) => (
        <>
          {r.booking.productName}
          <span className={styles.sub}>{`${r.booking.guestName} · ${r.booking.statusLabel}`}</span>
        </>
      ),
    },
    {
      id: 'times',
      header: '요청·완료',
      cell: ({ row: { original: r } }) => (
        <>
          {formatKoreanInstant(new Date(r.requestedAt))}
          {r.completedAt ? <span className={styles.sub}>{`완료 ${formatKoreanInstant(new Date(r.completedAt))}`}</span> : null}
          {r.note ? <span className={styles.sub}>{`${r.note} (${r.completedByName ?? ''})`}</span> : null}
        </>
      ),
    },
    { id: 'lastError', header: '마지막 오류', cell: ({ row }) => row.original.lastError ?? '' },
    {
      id: 'actions',
      header: '처리',
      cell: ({ row: { original: r } }) =>
        r.status === 'failed' ? (
          <>
            <button type="button" className={styles.primary} disabled={act.isPending} onClick={() => retry(r)}>
              다시 시도
            </button>{' '}
            <button type="button" className={styles.secondary} onClick={() => setCompleting(r)}>
              수동 완료
            </button>
          </>
        ) : null,
    },
  ];

  return (
    <>
      <nav className={styles.tabs} aria-label="환불 상태">
        {[undefined, ...REFUND_STATUS_ORDER].map((s) => (
          <Link key={s ?? 'all'} to={webPaths.admin.refunds.href(s ? { status: s } : {})} className={styles.tab} aria-current={s === status ? 'page' : undefined}>
            {s ? REFUND_STATUS_LABELS[s] : '전체 (실패 먼저)'}
          </Link>
        ))}
      </nav>
      <ListState query={list} emptyText="환불 내역이 없습니다." />
      {data && data.content.length > 0 ? (
        <DataTable label="환불 목록" columns={columns} rows={data.content} rowKey={(r) => String(r.id)} />
      ) : null}
      {data ? (
        <ListPager
          current={page}
          totalPages={data.totalPages}
          href={(p) => webPaths.admin.refunds.href({ ...(status ? { status } : {}), page: p })}
        />
      ) : null}
      {completing ? <CompleteDialog refund={completing} onClose={() => setCompleting(null)} /> : null}
    </>
  );
}
