import { ADMIN_HOTEL_SORT_LABELS, type AdminHotelListQuery, type AdminHotelRow } from '@minda/contracts/admin-hotels';
import { apiPaths, apiUrl, webPaths, withQuery } from '@minda/contracts/paths';
import { groupDigits } from '@minda/contracts/rules/number-format';
import { Link } from 'react-router';
import { useAdminCategories } from '../../ui/catalogue/categories-api.ts';
import { FilterSelect, ProductFilters } from '../../ui/catalogue/product-filters.tsx';
import { productColumns, ProductList } from '../../ui/catalogue/product-list.tsx';
import type { ListColumn } from '../../ui/list-kit/data-table.tsx';
import { SavedViews } from '../../ui/list-kit/saved-views.tsx';
import { useAdminHotels, useBulkHotelStatus, useHotelPartners } from './api/admin-hotels.ts';
import styles from './admin-hotels.module.css';
import { starText, wonText } from './hotel-text.ts';

const shared = productColumns<AdminHotelRow>({ no: (h) => h.propertyId, href: (h) => webPaths.admin.hotel.href(h.propertyId), nameHeader: '호텔 이름' });

/** The name links to the property's screen; its English name, what the supplier's extranet shows, under it. */
const nameColumn: ListColumn<AdminHotelRow> = {
  id: 'name',
  header: '호텔 이름',
  cell: ({ row: { original: hotel } }) => (
    <>
      <Link to={webPaths.admin.hotel.href(hotel.propertyId)}>{hotel.name}</Link>
      {hotel.nameEn ? (
        <span lang="en" className={styles.english}>
          {hotel.nameEn}
        </span>
      ) : null}
    </>
  ),
};

const columns: ListColumn<AdminHotelRow>[] = [
  shared.number,
  nameColumn,
  { id: 'stars', header: '성급', cell: ({ row }) => starText(row.original.starRating) },
  { id: 'category', header: '숙소 유형', cell: ({ row }) => row.original.category.name },
  shared.city,
  shared.partner,
  { id: 'rooms', header: '객실 수', cell: ({ row }) => `${groupDigits(row.original.rooms)}개`, meta: { numeric: true } },
  { id: 'minPrice', header: '최저가', cell: ({ row }) => wonText(row.original.minPrice, { from: true }), meta: { numeric: true } },
  shared.status,
  shared.createdAt,
];

/** What the hotels' list is, whatever the address: its rows' columns and key, its words, the way to a new one. */
const HOTEL_LIST = {
  columns,
  rowKey: (hotel: AdminHotelRow) => String(hotel.propertyId),
  tableLabel: '호텔 목록',
  emptyText: '조건에 맞는 호텔이 없습니다.',
  countText: (count: number) => `호텔 ${groupDigits(count)}곳`,
  newProduct: { href: webPaths.admin.hotelNew.href(), label: '호텔 등록' },
};

/** /admin/hotels: every managed hotel, by status, city, partner and name, newest or by name; a new one from here. */
export function HotelsListScreen({ query }: { query: AdminHotelListQuery }) {
  const { page, ...filters } = query;
  const list = useAdminHotels(query);
  const bulk = useBulkHotelStatus();
  const pageHref = (to: number) => webPaths.admin.hotels.href({ ...filters, page: to });
  return (
    <>
      <title>호텔 관리 | 민다 관리자</title>
      <h1 className={styles.title}>호텔 관리</h1>
      <ProductList
        {...HOTEL_LIST}
        list={list}
        bulk={{ noun: '호텔', send: bulk }}
        filters={<HotelFilters key={JSON.stringify(query)} query={query} />}
        views={<SavedViews list="hotels" />}
        download={apiUrl(withQuery(apiPaths.admin.hotelsXls.href(), filters))}
        page={page}
        pageHref={pageHref}
      />
    </>
  );
}

/** The shared filters, then the hotel partner and the property type. */
function HotelFilters({ query }: { query: AdminHotelListQuery }) {
  const partners = useHotelPartners();
  const categories = useAdminCategories();
  const choices = (partners.data ?? []).map((p) => [p.partnerId, `${p.name} (${p.loginId})`] as const);
  const types = (categories.data ?? []).map((c) => [c.id, c.nameKo] as const);
  const numberOf = (value: string | undefined) => Number(value) || undefined;
  return (
    <ProductFilters
      label="호텔 검색"
      query={query}
      sorts={ADMIN_HOTEL_SORT_LABELS}
      href={(values, value) => webPaths.admin.hotels.href({ ...values, partnerId: numberOf(value('partnerId')), categoryId: numberOf(value('categoryId')) })}
    >
      <FilterSelect name="partnerId" label="파트너" value={query.partnerId} choices={choices} />
      <FilterSelect name="categoryId" label="숙소 유형" value={query.categoryId} choices={types} />
    </ProductFilters>
  );
}
