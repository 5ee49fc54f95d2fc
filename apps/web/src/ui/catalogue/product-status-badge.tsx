import { PRODUCT_STATUS_LABELS, type ProductStatus } from '@minda/contracts/admin-publishing';
import kit from '../list-kit/list-kit.module.css';

const TONES: Record<ProductStatus, 'good' | 'bad' | undefined> = { draft: undefined, published: 'good', suspended: 'bad' };

/** 작성 중, 판매 중, 판매 중지: one look in the lists and on the detail screens of every product line. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span className={kit.badge} data-tone={TONES[status]}>
      {PRODUCT_STATUS_LABELS[status]}
    </span>
  );
}
