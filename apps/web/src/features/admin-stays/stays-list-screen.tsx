import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ADMIN_STAY_SORT_LABELS, ADMIN_STAY_SORTS, STAY_STATUS_LABELS, STAY_STATUSES, type AdminStayListQuery, type AdminStayRow, type AdminStaySort, type StayStatus } from '@minda/contracts/admin-stays';
import { webPaths } from '@minda/contracts/paths';
import { formatKoreanInstant } from '@minda/contracts/rules/bookings';
import { groupDigits } from '@minda/contracts/rules/number-format';
import { DataTable, type ListColumn } from '../../ui/list-kit/data-table.tsx';
import { ListPager, ListState } from '../../ui/list-kit/list-state.tsx';
import { SavedViews } from '../../ui/list-kit/saved-views.tsx';
import { useAdminCities, useAdminStays } from './api/admin-stays.ts';
import { StayStatusBadge } from './stay-status-badge.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';
import styles from './admin-stays.module.css';

const columns: ListColumn<AdminStayRow>[] = [
  { id: 'goodsNo', header: '번호', accessorKey: 'goodsNo', meta: { numeric: true } },
  { id: 'name', header: '민박 이름', cell: ({ row }) => <Link to={webPaths.admin.stay.href(row.original.goodsNo)}>{row.original.name}</Link> },
  { id: 'status', header: '상태', cell: ({ row }) => <StayStatusBadge status={row.original.status} /> },
  { id: 'city', header: '도시', cell: ({ row }) => row.original.city.name },
  { id: 'partner', header: '파트너', cell: ({ row }) => `${row.original.partner.name} (${row.original.partner.loginId})` },
  { id: 'rooms', header: '객실', cell: ({ row }) => `${row.original.rooms}개`, meta: { numeric: true } },
  { id: 'minPrice', header: '최저가', cell: ({ row }) => (row.original.minPrice > 0 ? `${groupDigits(row.original.minPrice)}원` : '-'), meta: { numeric: true } },
  { id: 'createdAt', header: '등록일', cell: ({ row }) => formatKoreanInstant(new Date(row.original.createdAt)) },
];

/** /admin/stays: every guesthouse, by status, city and name, newest or by name; a new one from here. */
export function StaysListScreen({ query }: { query: AdminStayListQuery }) {
  const list = useAdminStays(query);
  const { page, ...filters } = query;
  return (
    <>
      <div className={styles.bar}>
        <Filters key={JSON.stringify(query)} query={query} />
        <Link to={webPaths.admin.stayNew.href()} className={kit.primary}>
          민박 등록
        </Link>
      </div>
      <SavedViews list="stays" />
      <p>{list.data ? `총 ${groupDigits(list.data.totalElements)}곳` : ''}</p>
      <ListState query={list} emptyText="조건에 맞는 민박이 없습니다." />
      {list.data && list.data.content.length > 0 ? <DataTable label="민박 목록" columns={columns} rows={list.data.content} rowKey={(s) => String(s.goodsNo)} /> : null}
      {list.data && list.data.totalPages > 1 ? <ListPager current={page} totalPages={list.data.totalPages} href={(p) => webPaths.admin.stays.href({ ...filters, page: p })} /> : null}
    </>
  );
}

/** The filters and the order, applied by going to the list's address on its first page. */
function Filters({ query }: { query: AdminStayListQuery }) {
  const navigate = useNavigate();
  const cities = useAdminCities();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    void navigate(
      webPaths.admin.stays.href({
        status: value('status') as StayStatus | undefined,
        cityCode: value('cityCode'),
        q: value('q'),
        sort: value('sort') === 'recent' ? undefined : (value('sort') as AdminStaySort | undefined),
      }),
    );
  };
  return (
    <form role="search" aria-label="민박 검색" className={kit.actions} onSubmit={onSubmit}>
      <label className={kit.field}>
        상태
        <select name="status" defaultValue={query.status ?? ''}>
          <option value="">전체</option>
          {STAY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STAY_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label className={kit.field}>
        도시
        <select name="cityCode" defaultValue={query.cityCode ?? ''}>
          <option value="">전체</option>
          {(cities.data ?? []).map((city) => (
            <option key={city.code} value={city.code}>
              {city.country} {city.name}
            </option>
          ))}
        </select>
      </label>
      <label className={kit.field}>
        이름·번호
        <input name="q" defaultValue={query.q ?? ''} maxLength={50} />
      </label>
      <label className={kit.field}>
        정렬
        <select name="sort" defaultValue={query.sort}>
          {ADMIN_STAY_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {ADMIN_STAY_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={kit.secondary}>
        검색
      </button>
    </form>
  );
}
