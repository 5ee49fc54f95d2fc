import { PRODUCT_STATUS_LABELS, PRODUCT_STATUS_MESSAGES, type ProductStatus, type ProductStatusChange } from '@minda/contracts/admin-publishing';
import { AppError } from '../../platform/errors.ts';

/**
 * What every line's status change refuses (design/backoffice.md "Publishing"): a change to the status it has, and
 * suspending a draft, which was never on sale. `lineTopic` names the line with its particle ("민박은", "상품은").
 */
export function checkStatusChange(current: ProductStatus, change: ProductStatusChange, lineTopic: string) {
  if (current === change.status) throw new AppError(409, 'CONFLICT', PRODUCT_STATUS_MESSAGES.alreadyInStatus(PRODUCT_STATUS_LABELS[change.status]));
  if (change.status === 'suspended' && current === 'draft') throw new AppError(409, 'CONFLICT', PRODUCT_STATUS_MESSAGES.draftCannotSuspend(lineTopic));
}

/** A 422 on one field of the body, as the forms show it under the field. */
export const unprocessable = (field: string, message: string) => new AppError(422, 'VALIDATION_FAILED', message, [{ path: `body.${field}`, message }]);
