import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminBookingDetail } from '@minda/contracts/admin-bookings';
import { webPaths } from '@minda/contracts/paths';
import { ADMIN_MEMO_MAX_LENGTH, PAYMENT_STATUS_LABELS, REFUND_STATUS_LABELS } from '@minda/contracts/rules/admin-bookings';
import { BOOKING_STATUS_LABELS, formatKoreanInstant, isBookingStatus, PRODUCT_TYPE_LABELS } from '@minda/contracts/rules/bookings';
import { formatWon } from '@minda/contracts/rules/price';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import { AuditTimeline } from '../../ui/audit-timeline/audit-timeline.tsx';
import styles from './admin-bookings.module.css';
import { OperatorCancelDialog } from './operator-cancel-dialog.tsx';
import { useAddBookingMemo } from './api/add-booking-memo.ts';
import { useAdminBooking } from './api/get-admin-booking.ts';
import { useBookingAudit } from './api/get-booking-audit.ts';

const ACTORS: Record<AdminBookingDetail['history'][number]['by'], string> = { guest: '고객', partner: '파트너', operator: '운영자', system: '시스템' };
/** Korean words only: the label of a state, not its code. */
const statusText = (status: number) => (isBookingStatus(status) ? BOOKING_STATUS_LABELS[status] : '');
/** Who made a change, named once: "파트너 파리하늘민박", but "운영자" for the operator whose name is 운영자. */
const actorText = (by: AdminBookingDetail['history'][number]['by'], name: string | null) => (name && name !== ACTORS[by] ? `${ACTORS[by]} ${name}` : ACTORS[by]);
const when = (iso: string) => formatKoreanInstant(new Date(iso));

/** The coupon and points taken off the online amount, and what the gateway was asked for after them (decision 028). */
function discountRows(b: AdminBookingDetail): [string, ReactNode][] {
  if (b.amountDue === b.deposit) return [];
  return [
    ...(b.couponDiscount > 0 ? [[b.couponName ? `쿠폰 할인 (${b.couponName})` : '쿠폰 할인', `-${formatWon(b.couponDiscount)}`] as [string, ReactNode]] : []),
    ...(b.pointsDiscount > 0 ? [['포인트 사용', `-${formatWon(b.pointsDiscount)}`] as [string, ReactNode]] : []),
    ['할인 후 결제 금액', formatWon(b.amountDue)],
  ];
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function MemoForm({ bookNo }: { bookNo: number }) {
  const [body, setBody] = useState('');
  const memo = useAddBookingMemo(bookNo);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim()) memo.mutate(body.trim(), { onSuccess: () => setBody('') });
  };
  return (
    <form className={styles.memoForm} onSubmit={onSubmit}>
      <label className={`${styles.field} ${styles.grow}`}>
        새 메모
        <textarea value={body} rows={2} maxLength={ADMIN_MEMO_MAX_LENGTH} onChange={(e) => setBody(e.target.value)} />
      </label>
      <button type="submit" className={styles.primary} disabled={!body.trim() || memo.isPending}>
        메모 남기기
      </button>
      {memo.isError ? <p role="alert" className={styles.alert}>{memo.error.message}</p> : null}
    </form>
  );
}

/** The booking's record in the audit log: every change an operator or a partner made, with why. */
function BookingAudit({ bookNo }: { bookNo: number }) {
  const { data, isError } = useBookingAudit(bookNo);
  if (isError) return <p className={styles.sub}>변경 기록을 불러오지 못했습니다.</p>;
  if (!data) return <p aria-busy="true" className={styles.sub} />;
  return <AuditTimeline entries={data} />;
}

/** /admin/bookings/:bookNo: everything about one booking, the operator's cancel, history and memos. */
export function AdminBookingDetailView({ bookNo }: { bookNo: number }) {
  const { data: b, isPending, isError, error } = useAdminBooking(bookNo);
  const [cancelling, setCancelling] = useState(false);
  const toast = useToast();
  if (isPending) return <p aria-busy="true" className={styles.empty}>불러오는 중…</p>;
  if (isError) return <p role="alert" className={styles.empty}>{error.message}</p>;

  return (
    <>
      <title>{`예약 ${b.bookNo} | 민다 관리자`}</title>
      <p>
        <Link to={webPaths.admin.bookings.href()}>← 예약 목록</Link>
      </p>
      <div className={styles.toolbar}>
        <h1 className={styles.title}>
          예약 {b.bookNo} <span className={styles.status}>{statusText(b.status)}</span>
        </h1>
        {b.operatorCancel.allowed ? (
          <button type="button" className={styles.danger} onClick={() => setCancelling(true)}>
            운영자 취소
          </button>
        ) : null}
      </div>
      <div className={styles.grid}>
        <section className={styles.section} aria-labelledby="admin-product">
          <h2 id="admin-product">상품</h2>
          <Facts
            rows={[
              ['상품', `${PRODUCT_TYPE_LABELS[b.productType]} · ${b.productName} (${b.cityName})`],
              ['파트너', `${b.partner.name}${b.partner.email ? ` · ${b.partner.email}` : ''}`],
              ['이용일', b.checkOutAt ? `${b.checkInAt} ~ ${b.checkOutAt}` : b.checkInAt],
              ['인원', `성인 ${b.adults}명${b.children ? `, 아동 ${b.children}명` : ''}`],
              ...b.items.map((item, i): [string, ReactNode] => [`항목 ${i + 1}`, `${item.name} × ${item.units} · ${formatWon(item.amount)}`]),
            ]}
          />
        </section>
        <section className={styles.section} aria-labelledby="admin-guest">
          <h2 id="admin-guest">예약자</h2>
          <Facts
            rows={[
              ['이름', `${b.guest.name} (${b.guest.englishName})`],
              ['연락처', b.guest.phone],
              ['이메일', b.guest.email],
              ['도착 예정', b.arrivalTime ?? '-'],
              ['요청 사항', b.requestToHost ?? '-'],
            ]}
          />
        </section>
        <section className={styles.section} aria-labelledby="admin-money">
          <h2 id="admin-money">금액·결제</h2>
          <Facts
            rows={[
              ['총액', formatWon(b.total)],
              ['온라인 결제', formatWon(b.deposit)],
              ...discountRows(b),
              ['현장 결제', formatWon(b.payAtProperty)],
              ...b.payments.map((p): [string, ReactNode] => [
                p.orderId,
                `${formatWon(p.amount)} · ${PAYMENT_STATUS_LABELS[p.status]}${p.cancelledAmount ? ` · 취소 ${formatWon(p.cancelledAmount)}` : ''}${p.methodLabel ? ` · ${p.methodLabel}` : ''}`,
              ]),
            ]}
          />
        </section>
        <section className={styles.section} aria-labelledby="admin-refund">
          <h2 id="admin-refund">환불</h2>
          {b.refund ? (
            <Facts
              rows={[
                ['환불액', formatWon(b.refund.amount)],
                ['상태', REFUND_STATUS_LABELS[b.refund.status]],
                ['요청', when(b.refund.requestedAt)],
                ['완료', b.refund.completedAt ? when(b.refund.completedAt) : '-'],
                ['시도', `${b.refund.attempts}회${b.refund.lastError ? ` · ${b.refund.lastError}` : ''}`],
                ...(b.refund.note ? [['처리 메모', `${b.refund.note} (${b.refund.completedByName ?? ''})`] as [string, ReactNode]] : []),
              ]}
            />
          ) : (
            <p className={styles.sub}>환불 내역이 없습니다.</p>
          )}
        </section>
        <section className={`${styles.section} ${styles.wide}`} aria-labelledby="admin-history">
          <h2 id="admin-history">상태 이력</h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>일시</th>
                <th>변경</th>
                <th>처리자</th>
                <th>사유</th>
              </tr>
            </thead>
            <tbody>
              {b.history.map((h, i) => (
                <tr key={i}>
                  <td>{when(h.at)}</td>
                  <td>{h.from === null ? statusText(h.to) : `${statusText(h.from)} → ${statusText(h.to)}`}</td>
                  <td>{actorText(h.by, h.actorName)}</td>
                  <td>{h.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section className={`${styles.section} ${styles.wide}`} aria-labelledby="admin-audit">
          <h2 id="admin-audit">변경 기록</h2>
          <BookingAudit bookNo={b.bookNo} />
        </section>
        <section className={`${styles.section} ${styles.wide}`} aria-labelledby="admin-memos">
          <h2 id="admin-memos">운영 메모</h2>
          {b.memos.length === 0 ? <p className={styles.sub}>메모가 없습니다.</p> : null}
          <ul>
            {b.memos.map((m) => (
              <li key={m.id}>
                {m.body} <span className={styles.sub}>{`${m.authorName} · ${when(m.createdAt)}`}</span>
              </li>
            ))}
          </ul>
          <MemoForm bookNo={b.bookNo} />
        </section>
      </div>
      {cancelling ? (
        <OperatorCancelDialog
          bookNo={b.bookNo}
          refund={b.operatorCancel.refund}
          onClose={() => setCancelling(false)}
          onCancelled={(result) => {
            setCancelling(false);
            toast.show(`${result.bookNo}번 예약을 운영자 취소했습니다.${result.refund ? ` ${formatWon(result.refund)} 환불을 요청했습니다.` : ''}`);
          }}
        />
      ) : null}
    </>
  );
}
