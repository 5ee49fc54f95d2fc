import type { RowData } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CATALOGUE_EXPORT_LINK, type ProductStatus } from '@minda/contracts/admin-publishing';
import { formatKoreanInstant } from '@minda/contracts/rules/bookings';
import { DataTable, type ListColumn } from '../list-kit/data-table.tsx';
import kit from '../list-kit/list-kit.module.css';
import { ListPager, ListState } from '../list-kit/list-state.tsx';
import styles from './catalogue.module.css';
import { BulkStatus, type BulkSend } from './bulk-status.tsx';
import { ProductStatusBadge } from './product-status-badge.tsx';

/** What every product line's list row has; a seeded hotel may have no partner yet (null). */
type ProductRow = { name: string; status: ProductStatus; city: { name: string }; partner: { name: string; loginId: string } | null; createdAt: string };

/** "로마투어 (rome-tour)", or "없음" for a product nobody answers for yet. */
export const partnerText = (partner: { name: string; loginId: string } | null) => (partner ? `${partner.name} (${partner.loginId})` : '없음');

/** The columns every product list has: its number, its name (to its screen), status, city, partner, and when it was made. */
export function productColumns<T extends ProductRow & RowData>({ no, href, nameHeader }: { no: (row: T) => number; href: (row: T) => string; nameHeader: string }) {
  return {
    number: { id: 'number', header: '번호', cell: ({ row }) => no(row.original), meta: { numeric: true } },
    name: { id: 'name', header: nameHeader, cell: ({ row }) => <Link to={href(row.original)}>{row.original.name}</Link> },
    status: { id: 'status', header: '상태', cell: ({ row }) => <ProductStatusBadge status={row.original.status} /> },
    city: { id: 'city', header: '도시', cell: ({ row }) => row.original.city.name },
    partner: { id: 'partner', header: '파트너', cell: ({ row }) => partnerText(row.original.partner) },
    createdAt: { id: 'createdAt', header: '등록일', cell: ({ row }) => formatKoreanInstant(new Date(row.original.createdAt)) },
  } satisfies Record<string, ListColumn<T>>;
}

type ListQuery<T> = { isPending: boolean; isError: boolean; error: Error | null; data?: { content: T[]; totalElements: number; totalPages: number } | undefined };

/**
 * A product line's list screen (issue 57): its filters, the link to a new product and the download, the count (`countText`), the
 * rows in their table, the pager (`pageHref`).
 */
export function ProductList<T extends RowData & { name: string }>({ list, filters, newProduct, views, download, bulk, countText, emptyText, tableLabel, columns, rowKey, page, pageHref }: {
  list: ListQuery<T>;
  filters: ReactNode;
  newProduct: { href: string; label: string };
  views?: ReactNode;
  /** The list's filtered rows as an Excel workbook (the server's download; the session cookie signs it). */
  download: string;
  /** The rows' bulk sale change: a checkbox per row, then the action with its confirmation. */
  bulk?: { noun: string; send: BulkSend };
  countText: (count: number) => string;
  emptyText: string;
  tableLabel: string;
  columns: readonly ListColumn<T>[];
  rowKey: (row: T) => string;
  page: number;
  pageHref: (page: number) => string;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = list.data?.content ?? [];
  // Only this page's rows stay chosen: a choice never reaches a product the operator no longer sees.
  const chosen = rows.map(rowKey).filter((key) => selected.has(key));
  const toggle = (keys: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  const allOn = rows.length > 0 && chosen.length === rows.length;
  const selectColumn: ListColumn<T> = {
    id: 'select',
    header: () => <input type="checkbox" aria-label="이 페이지 모두 선택" checked={allOn} onChange={(event) => toggle(rows.map(rowKey), event.target.checked)} />,
    cell: ({ row }) => <input type="checkbox" aria-label={`${row.original.name} 선택`} checked={selected.has(rowKey(row.original))} onChange={(event) => toggle([rowKey(row.original)], event.target.checked)} />,
  };
  return (
    <>
      <div className={styles.bar}>
        {filters}
        <Link to={newProduct.href} className={kit.primary}>
          {newProduct.label}
        </Link>
        <a href={download} download className={kit.secondary}>
          {CATALOGUE_EXPORT_LINK}
        </a>
      </div>
      {views}
      <p>{list.data ? countText(list.data.totalElements) : ''}</p>
      <ListState query={list} emptyText={emptyText} />
      {bulk ? <BulkStatus ids={chosen.map(Number)} noun={bulk.noun} send={bulk.send} onDone={() => setSelected(new Set())} /> : null}
      {rows.length > 0 ? <DataTable label={tableLabel} columns={bulk ? [selectColumn, ...columns] : columns} rows={rows} rowKey={rowKey} /> : null}
      {list.data && list.data.totalPages > 1 ? <ListPager current={page} totalPages={list.data.totalPages} href={pageHref} /> : null}
    </>
  );
}
