import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProductStatus } from '@minda/contracts/admin-publishing';
import { PREVIEW_PARAM } from '@minda/contracts/rules/product-preview';
import { operatorMay } from '@minda/contracts/rules/operator-roles';
import { OWN_DATA_CACHE } from './access.ts';

/**
 * Who previews a product's page (contracts product-preview.ts): an operator who runs the catalogue sees every
 * product, a partner their own. Null for every other request, `?preview=1` or not: the reads then show only what is
 * on sale.
 */
export type Previewer = { operator: true } | { operator: false; partnerId: number };

/** Whether a request asks for a preview at all (the public cache leaves such a signed-in request alone). */
export const asksPreview = (request: FastifyRequest): boolean =>
  (request.query as Record<string, unknown> | undefined)?.[PREVIEW_PARAM] !== undefined;

/**
 * The previewer of a product read, null when the request is no preview. A preview's answer is the caller's alone,
 * so the reply is marked private here, before the handler reads anything.
 */
export function previewerOf(request: FastifyRequest, reply: FastifyReply): Previewer | null {
  const user = request.user;
  if (!user || !asksPreview(request)) return null;
  const previewer: Previewer | null =
    user.role === 'admin' && user.operatorRole !== null && operatorMay(user.operatorRole, 'catalogue.write')
      ? { operator: true }
      : user.role === 'partner'
        ? { operator: false, partnerId: user.id }
        : null;
  if (previewer) void reply.header('cache-control', OWN_DATA_CACHE);
  return previewer;
}

/** A product row as a read found it, state and owner included. */
export type ShownProduct = { isActive: boolean; status: ProductStatus; partnerId: number | null };

/**
 * Whether the row may be shown: on sale, or to its previewer. A previewed answer carries the product's state
 * (`previewStatus`); an answer to anyone else never does.
 */
export function shownTo(row: ShownProduct, previewer: Previewer | null): { previewStatus?: ProductStatus } | null {
  const previews = previewer !== null && (previewer.operator || previewer.partnerId === row.partnerId);
  if (previews) return { previewStatus: row.status };
  return row.isActive ? {} : null;
}
