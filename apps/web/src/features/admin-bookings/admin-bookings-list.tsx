import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiPaths, apiUrl, webPaths, withQuery } from '@minda/contracts/paths';
import { ADMIN_BOOKING_MESSAGES, ADMIN_DATE_FIELD_LABELS, ADMIN_DATE_FIELDS, ADMIN_SEARCH_MAX_LENGTH, type AdminBookingsQuery } from '@minda/contracts/rules/admin-bookings';
import {
  ACTIVE_BOOKING_STATUSES,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  BOOKING_TAB_LABELS,
  BOOKING_TABS,
  formatKoreanInstant,
  PRODUCT_TYPE_LABELS,
  PRODUCT_TYPES,
} from '@minda/contracts/rules/bookings';
import { formatWon } from '@minda/contracts/rules/price';
import { formatCount } from '../../lib/format.ts';
import { stateChoiceOf, stateFromChoice } from './admin-filters.ts';
import styles from './admin-bookings.module.css';
import { ListPager, ListState } from '../../ui/list-kit/list-state.tsx';
import { useAdminBookings } from './api/get-admin-bookings.ts';
import { SavedViews } from '../../ui/list-kit/saved-views.tsx';
import { DataTable, type ListColumn } from '../../ui/list-kit/data-table.tsx';
import type { AdminBookingSummary } from '@minda/contracts/admin-bookings';

type Props = { query: AdminBookingsQuery & { page: number } };

const isActive = (status: number) => (ACTIVE_BOOKING_STATUSES as readonly number[]).includes(status);

const BOOKING_COLUMNS: ListColumn<AdminBookingSummary>[] = [
  { id: 'bookNo', header: '예약번호', cell: ({ row: { original: b } }) => <Link to={webPaths.admin.booking.href(b.bookNo)}>{b.bookNo}</Link> },
  {
    id: 'status',
    header: '상태',
    cell: ({ row: { original: b } }) => (
      <span className={styles.status} data-ended={!isActive(b.status)}>
        {b.statusLabel}
      </span>
    ),
  },
  {
    id: 'product',
    header: '상품',
    cell: ({ row: { original: b } }) => (
      <>
        {b.productName}
        <span className={styles.sub}>
          {PRODUCT_TYPE_LABELS[b.productType]} · {b.cityName} · {b.partnerName}
        </span>
      </>
    ),
  },
  {
    id: 'guest',
    header: '예약자',
    cell: ({ row: { original: b } }) => (
      <>
        {b.guestName}
        <span className={styles.sub}>{b.guestPhone}</span>
      </>
    ),
  },
  { id: 'dates', header: '이용일', cell: ({ row: { original: b } }) => (b.checkOutAt ? `${b.checkInAt} ~ ${b.checkOutAt}` : b.checkInAt) },
  { id: 'total', header: '총액', cell: ({ row }) => formatWon(row.original.total), meta: { numeric: true } },
  { id: 'amountDue', header: '온라인 결제 (할인 후)', cell: ({ row }) => formatWon(row.original.amountDue), meta: { numeric: true } },
  { id: 'createdAt', header: '예약일시', cell: ({ row }) => formatKoreanInstant(new Date(row.original.createdAt)) },
];

/** The filter form: applying it goes to the list's address with the new filters (page 1). */
function Filters({ query }: Props) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<AdminBookingsQuery>(query);
  const set = (changes: AdminBookingsQuery) => setDraft((d) => ({ ...d, ...changes }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(webPaths.admin.bookings.href({ ...draft, q: draft.q?.trim() || undefined, page: 1 }));
  };
  return (
    <form className={styles.filters} onSubmit={onSubmit} role="search" aria-label="예약 검색">
      <label className={styles.field}>
        상태
        <select value={stateChoiceOf(draft)} onChange={(e) => set(stateFromChoice(e.target.value))}>
          <option value="">전체</option>
          <optgroup label="회원 탭">
            {BOOKING_TABS.map((tab) => (
              <option key={tab} value={`tab:${tab}`}>
                {BOOKING_TAB_LABELS[tab]}
              </option>
            ))}
          </optgroup>
          <optgroup label="상태">
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={`status:${status}`}>
                {BOOKING_STATUS_LABELS[status]}
              </option>
            ))}
          </optgroup>
        </select>
      </label>
      <label className={styles.field}>
        상품
        <select value={draft.productType ?? ''} onChange={(e) => set({ productType: PRODUCT_TYPES.find((t) => t === e.target.value) })}>
          <option value="">전체</option>
          {PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {PRODUCT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        예약번호·예약자·연락처
        <input type="search" value={draft.q ?? ''} maxLength={ADMIN_SEARCH_MAX_LENGTH} onChange={(e) => set({ q: e.target.value })} />
      </label>
      <label className={styles.field}>
        기간 기준
        <select value={draft.dateBy ?? 'booked'} onChange={(e) => set({ dateBy: ADMIN_DATE_FIELDS.find((f) => f === e.target.value) })}>
          {ADMIN_DATE_FIELDS.map((field) => (
            <option key={field} value={field}>
              {ADMIN_DATE_FIELD_LABELS[field]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        시작일
        <input type="date" value={draft.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} />
      </label>
      <label className={styles.field}>
        종료일
        <input type="date" value={draft.to ?? ''} onChange={(e) => set({ to: e.target.value || undefined })} />
      </label>
      <button type="submit" className={styles.primary}>
        검색
      </button>
      <Link to={webPaths.admin.bookings.href()} className={styles.secondary}>
        초기화
      </Link>
    </form>
  );
}

/** /admin/bookings: every booking, newest first, with the filters of its address, paged, and an Excel file of exactly that list. */
export function AdminBookingsList({ query }: Props) {
  const list = useAdminBookings(query);
  const { data } = list;
  const { page, ...filters } = query;
  return (
    <>
      {/* Keyed by the address, so going back restores the form's values. */}
      <Filters key={JSON.stringify(query)} query={query} />
      <SavedViews list="bookings" />
      <div className={styles.toolbar}>
        <span>{data ? `총 ${formatCount(data.totalElements)}건` : ''}</span>
        <a href={apiUrl(withQuery(apiPaths.admin.bookingsXls.href(), filters))} download className={styles.secondary}>
          {ADMIN_BOOKING_MESSAGES.exportLink}
        </a>
      </div>
      <ListState query={list} emptyText="조건에 맞는 예약이 없습니다." />
      {data && data.content.length > 0 ? (
        <DataTable label="예약 목록" columns={BOOKING_COLUMNS} rows={data.content} rowKey={(b) => String(b.bookNo)} />
      ) : null}
      {data ? (
        <ListPager
          current={page}
          totalPages={data.totalPages}
          href={(p) => webPaths.admin.bookings.href({ ...filters, page: p })}
        />
      ) : null}
    </>
  );
}
