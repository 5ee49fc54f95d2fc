import { ADMIN_STAY_SORT_LABELS, type AdminStayListQuery, type AdminStayRow } from '@minda/contracts/admin-stays';
import { apiPaths, apiUrl, webPaths, withQuery } from '@minda/contracts/paths';
import { groupDigits } from '@minda/contracts/rules/number-format';
import { ProductFilters } from '../../ui/catalogue/product-filters.tsx';
import { productColumns, ProductList } from '../../ui/catalogue/product-list.tsx';
import type { ListColumn } from '../../ui/list-kit/data-table.tsx';
import { SavedViews } from '../../ui/list-kit/saved-views.tsx';
import { useAdminStays, useBulkStayStatus } from './api/admin-stays.ts';

const column = productColumns<AdminStayRow>({ no: (s) => s.goodsNo, href: (s) => webPaths.admin.stay.href(s.goodsNo), nameHeader: '민박 이름' });
const columns: ListColumn<AdminStayRow>[] = [
  column.number,
  column.name,
  column.status,
  column.city,
  column.partner,
  { id: 'rooms', header: '객실', cell: ({ row }) => `${row.original.rooms}개`, meta: { numeric: true } },
  { id: 'minPrice', header: '최저가', cell: ({ row }) => (row.original.minPrice > 0 ? `${groupDigits(row.original.minPrice)}원` : '-'), meta: { numeric: true } },
  column.createdAt,
];

/** /admin/stays: every guesthouse, by status, city and name, newest or by name; a new one from here. */
export function StaysListScreen({ query }: { query: AdminStayListQuery }) {
  const list = useAdminStays(query);
  const bulk = useBulkStayStatus();
  const { page, ...filters } = query;
  return (
    <ProductList
      list={list}
      filters={<ProductFilters key={JSON.stringify(query)} label="민박 검색" query={query} sorts={ADMIN_STAY_SORT_LABELS} href={(values) => webPaths.admin.stays.href(values)} />}
      newProduct={{ href: webPaths.admin.stayNew.href(), label: '민박 등록' }}
      views={<SavedViews list="stays" />}
      bulk={{ noun: '민박', send: bulk }}
      download={apiUrl(withQuery(apiPaths.admin.staysXls.href(), filters))}
      countText={(count) => `총 ${groupDigits(count)}곳`}
      emptyText="조건에 맞는 민박이 없습니다."
      tableLabel="민박 목록"
      columns={columns}
      rowKey={(s) => String(s.goodsNo)}
      page={page}
      pageHref={(p) => webPaths.admin.stays.href({ ...filters, page: p })}
    />
  );
}
