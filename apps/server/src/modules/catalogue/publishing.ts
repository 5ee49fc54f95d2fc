import { bulkRefusal, PRODUCT_STATUS_LABELS, PRODUCT_STATUS_MESSAGES, type ProductBulkStatus, type ProductStatus, type ProductStatusChange } from '@minda/contracts/admin-publishing';
import type { Database } from '../../db/client.ts';
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

/**
 * A list's bulk status change: each chosen product in turn by its line's own change (`apply`, the same checks and
 * audit entry as one product's), all in one transaction, in number order so that two bulk changes lock alike. A
 * product already in the status is left; one the change refuses names itself and undoes them all.
 */
export async function changeStatuses(
  db: Database,
  bulk: ProductBulkStatus,
  line: { status: (tx: Database, no: number) => Promise<ProductStatus>; apply: (tx: Database, no: number, change: ProductStatusChange) => Promise<unknown>; changed: (no: number) => void },
): Promise<{ changed: number }> {
  const { ids, ...change } = bulk;
  const moved = await db.transaction(async (tx) => {
    const done: number[] = [];
    for (const no of [...ids].sort((a, b) => a - b)) {
      try {
        if ((await line.status(tx, no)) === change.status) continue;
        await line.apply(tx, no, change);
      } catch (error) {
        if (error instanceof AppError) throw new AppError(error.statusCode, error.code, bulkRefusal(no, error.message));
        throw error;
      }
      done.push(no);
    }
    return done;
  });
  for (const no of moved) line.changed(no);
  return { changed: moved.length };
}
