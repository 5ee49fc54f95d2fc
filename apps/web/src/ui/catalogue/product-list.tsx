import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductStatus } from '@minda/contracts/admin-publishing';
import { formatKoreanInstant } from '@minda/contracts/rules/bookings';
import { DataTable, type ListColumn } from '../list-kit/data-table.tsx';
import kit from '../list-kit/list-kit.module.css';
import { ListPager, ListState } from '../list-kit/list-state.tsx';
import styles from './catalogue.module.css';
import { ProductStatusBadge } from './product-status-badge.tsx';

/** What every product line's list row has. */
type ProductRow = { name: string; status: ProductStatus; city: { name: string }; partner: { name: string; loginId: string }; createdAt: string };

/** The columns every product list has: its number, its name (to its screen), status, city, partner, and when it was made. */
export function productColumns<T extends ProductRow & RowData>({ no, href, nameHeader }: { no: (row: T) => number; href: (row: T) => string; nameHeader: string }) {
  return {
    number: { id: 'number', header: '번호', cell: ({ row }) => no(row.original), meta: { numeric: true } },
    name: { id: 'name', header: nameHeader, cell: ({ row }) => <Link to={href(row.original)}>{row.original.name}</Link> },
    status: { id: 'status', header: '상태', cell: ({ row }) => <ProductStatusBadge status={row.original.status} /> },
    city: { id: 'city', header: '도시', cell: ({ row }) => row.original.city.name },
    partner: { id: 'partner', header: '파트너', cell: ({ row }) => `${row.original.partner.name} (${row.original.partner.loginId})` },
    createdAt: { id: 'createdAt', header: '등록일', cell: ({ row }) => formatKoreanInstant(new Date(row.original.createdAt)) },
  } satisfies Record<string, ListColumn<T>>;
}

type ListQuery<T> = { isPending: boolean; isError: boolean; error: Error | null; data?: { content: T[]; totalElements: number; totalPages: number } | undefined };

/**
 * A product line's list screen (issue 57): its filters and the link to a new product, the count (`countText`), the
 * rows in their table, the pager (`pageHref`).
 */
export function ProductList<T extends RowData>({ list, filters, newProduct, views, countText, emptyText, tableLabel, columns, rowKey, page, pageHref }: {
  list: ListQuery<T>;
  filters: ReactNode;
  newProduct: { href: string; label: string };
  views?: ReactNode;
  countText: (count: number) => string;
  emptyText: string;
  tableLabel: string;
  columns: readonly ListColumn<T>[];
  rowKey: (row: T) => string;
  page: number;
  pageHref: (page: number) => string;
}) {
  return (
    <>
      <div className={styles.bar}>
        {filters}
        <Link to={newProduct.href} className={kit.primary}>
          {newProduct.label}
        </Link>
      </div>
      {views}
      <p>{list.data ? countText(list.data.totalElements) : ''}</p>
      <ListState query={list} emptyText={emptyText} />
      {list.data && list.data.content.length > 0 ? <DataTable label={tableLabel} columns={columns} rows={list.data.content} rowKey={rowKey} /> : null}
      {list.data && list.data.totalPages > 1 ? <ListPager current={page} totalPages={list.data.totalPages} href={pageHref} /> : null}
    </>
  );
}
