import { PRODUCT_STATUS_LABELS } from '@minda/contracts/admin-publishing';
import { PARTNER_PRODUCT_LINE_LABELS, PARTNER_PRODUCTS_MAX, type PartnerProduct } from '@minda/contracts/partner-products';
import { groupDigits } from '@minda/contracts/rules/number-format';
import { ApiError } from '../../lib/api-error.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { ErrorState } from '../../ui/error-state/error-state.tsx';
import { DataTable, type ListColumn } from '../../ui/list-kit/data-table.tsx';
import { productPageHref, usePartnerProducts } from './partner-products.ts';
import frame from '../../ui/partner-screen/partner-screen.module.css';
import styles from './partner-products.module.css';

const columns: ListColumn<PartnerProduct>[] = [
  { id: 'line', header: '구분', cell: ({ row }) => PARTNER_PRODUCT_LINE_LABELS[row.original.line] },
  { id: 'name', header: '상품명', accessorKey: 'name' },
  { id: 'city', header: '도시', accessorKey: 'cityName' },
  { id: 'status', header: '상태', cell: ({ row }) => PRODUCT_STATUS_LABELS[row.original.status] },
  {
    id: 'page',
    header: '상품 페이지',
    cell: ({ row }) => (
      <a href={productPageHref(row.original)} target="_blank" rel="noreferrer" aria-label={`${row.original.status === 'published' ? '사이트에서 보기' : '미리보기'}: ${row.original.name}`}>
        {row.original.status === 'published' ? '사이트에서 보기' : '미리보기'}
      </a>
    ),
  },
];

/**
 * /manager/goods/list.php (issue 57): the partner's own products in every state, those being prepared first, each
 * with its page, or its preview while it is not on sale. Operators register and change them; the partner checks
 * here how they will look.
 */
export function PartnerProductsScreen() {
  usePageMeta({ title: '내 상품 | 민다 파트너센터', description: '내 숙소·투어·호텔과 판매 상태를 확인합니다.' });
  const { data, error, refetch, isFetching } = usePartnerProducts();
  return (
    <section className={frame.screen} aria-labelledby="partner-products-title">
      <h1 id="partner-products-title" className={frame.title}>
        내 상품
      </h1>
      <p className={styles.hint}>작성 중이거나 판매 중지된 상품은 미리보기로 확인할 수 있습니다. 방문자에게는 판매 중인 상품만 보입니다.</p>
      {error ? (
        <ErrorState message={error instanceof ApiError ? error.message : '상품을 불러오지 못했습니다.'} onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <div role="status" aria-label="불러오는 중" aria-busy="true" />
      ) : data.content.length === 0 ? (
        <p className={styles.hint}>등록된 상품이 없습니다. 상품 등록은 민다 파트너 지원팀에 문의해 주세요.</p>
      ) : (
        <>
          <p className={styles.hint}>
            총 {groupDigits(data.content.length)}개{data.capped ? ` (처음 ${groupDigits(PARTNER_PRODUCTS_MAX)}개만 보여 드립니다)` : ''}
          </p>
          <DataTable label="내 상품 목록" columns={columns} rows={data.content} rowKey={(p) => `${p.line}:${p.id}`} />
        </>
      )}
    </section>
  );
}
