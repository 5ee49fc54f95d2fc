import type { ProductStatus } from '@minda/contracts/admin-publishing';
import { PREVIEW_NOTICES } from '@minda/contracts/rules/product-preview';

export { PREVIEW_BOOK_LABEL } from '@minda/contracts/rules/product-preview';
import styles from './preview-notice.module.css';

/**
 * Over a product's page when the answer was a preview (it carries `previewStatus`): what visitors see of it. Nothing
 * for everyone else, whose answers never carry it.
 */
export function PreviewNotice({ status }: { status: ProductStatus | undefined }) {
  if (status === undefined) return null;
  return (
    <p className={styles.notice} role="note" data-status={status}>
      {PREVIEW_NOTICES[status]}
    </p>
  );
}

/** Whether the product on a page can be booked: always, unless a preview shows it off sale. */
export const onSale = (product: { previewStatus?: ProductStatus | undefined }): boolean =>
  product.previewStatus === undefined || product.previewStatus === 'published';
