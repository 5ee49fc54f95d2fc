import { ADMIN_TOUR_SORT_LABELS, type AdminTourListQuery, type AdminTourRow } from '@minda/contracts/admin-tours';
import { apiPaths, apiUrl, webPaths, withQuery } from '@minda/contracts/paths';
import { groupDigits } from '@minda/contracts/rules/number-format';
import { TOUR_CATEGORY_TYPE_LABELS, TOUR_CATEGORY_TYPES } from '@minda/contracts/rules/tour-list';
import { FilterSelect, ProductFilters } from '../../ui/catalogue/product-filters.tsx';
import { productColumns, ProductList } from '../../ui/catalogue/product-list.tsx';
import type { ListColumn } from '../../ui/list-kit/data-table.tsx';
import { oneOf } from '../../ui/list-kit/list-params.ts';
import { SavedViews } from '../../ui/list-kit/saved-views.tsx';
import { useAdminTours, useBulkTourStatus, useTourPartners } from './api/admin-tours.ts';
import { salePriceText } from './tour-price.ts';

const column = productColumns<AdminTourRow>({ no: (t) => t.itemNo, href: (t) => webPaths.admin.tour.href(t.itemNo), nameHeader: '상품 이름' });
const columns: ListColumn<AdminTourRow>[] = [
  column.number,
  column.name,
  { id: 'type', header: '유형', cell: ({ row }) => TOUR_CATEGORY_TYPE_LABELS[row.original.itemCategoryType] },
  column.city,
  column.partner,
  { id: 'options', header: '옵션', cell: ({ row }) => `${row.original.options}개`, meta: { numeric: true } },
  { id: 'salePrice', header: '가격', cell: ({ row }) => salePriceText(row.original.salePrice), meta: { numeric: true } },
  column.status,
  column.createdAt,
];

/** /admin/tours: every tour and ticket, by status, type, city, partner and name, newest or by name; a new one from here. */
export function ToursListScreen({ query }: { query: AdminTourListQuery }) {
  const list = useAdminTours(query);
  const bulk = useBulkTourStatus();
  const { page, ...filters } = query;
  return (
    <ProductList
      list={list}
      filters={<Filters key={JSON.stringify(query)} query={query} />}
      newProduct={{ href: webPaths.admin.tourNew.href(), label: '새 상품 등록' }}
      views={<SavedViews list="tours" />}
      bulk={{ noun: '상품', send: bulk }}
      download={apiUrl(withQuery(apiPaths.admin.toursXls.href(), filters))}
      countText={(count) => `총 ${groupDigits(count)}개`}
      emptyText="조건에 맞는 투어·티켓이 없습니다."
      tableLabel="투어·티켓 목록"
      columns={columns}
      rowKey={(t) => String(t.itemNo)}
      page={page}
      pageHref={(p) => webPaths.admin.tours.href({ ...filters, page: p })}
    />
  );
}

/** The shared filters, then the type and the partner. */
function Filters({ query }: { query: AdminTourListQuery }) {
  const partners = useTourPartners();
  return (
    <ProductFilters
      label="투어·티켓 검색"
      query={query}
      sorts={ADMIN_TOUR_SORT_LABELS}
      href={(values, value) =>
        webPaths.admin.tours.href({
          ...values,
          itemCategoryType: oneOf(TOUR_CATEGORY_TYPES, value('itemCategoryType') ?? null),
          partnerId: Number(value('partnerId')) || undefined,
        })
      }
    >
      <FilterSelect name="itemCategoryType" label="유형" value={query.itemCategoryType} choices={TOUR_CATEGORY_TYPES.map((type) => [type, TOUR_CATEGORY_TYPE_LABELS[type]] as const)} />
      <FilterSelect name="partnerId" label="파트너" value={query.partnerId} choices={(partners.data ?? []).map((p) => [p.partnerId, `${p.name} (${p.loginId})`] as const)} />
    </ProductFilters>
  );
}
