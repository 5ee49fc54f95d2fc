import { z } from 'zod';
import { dataEnvelope, pagingFields } from './envelope.ts';

/** `GET member/points-cash` (spec 2 §7.5, decision 028): the balance, what expires soon, and the ledger page by page. */
export const POINTS_HISTORY_PAGE_SIZE = 20;

export const PointsCashQuerySchema = z.object({
  /** 0-based, like the other paged lists. */
  page: z.coerce.number({ error: '페이지는 숫자여야 합니다.' }).int().min(0).max(10_000).default(0),
});
export type PointsCashQuery = z.infer<typeof PointsCashQuerySchema>;

export const PointEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['earn', 'spend', 'expire', 'reverse']),
  /** Signed won: + earned or given back, - spent, expired or taken back. */
  amount: z.number().int(),
  reason: z.string(),
  bookNo: z.number().int().nullable(),
  /** Earn rows: when the batch expires. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PointEntry = z.infer<typeof PointEntrySchema>;

export const PointsCashSchema = z.object({
  balance: z.number().int(),
  /** Of the balance, what expires within `expiringSoonDays`. */
  expiringSoon: z.number().int(),
  expiringSoonDays: z.number().int(),
  history: z.object({ content: z.array(PointEntrySchema), ...pagingFields }),
});
export type PointsCash = z.infer<typeof PointsCashSchema>;
export const PointsCashResponseSchema = dataEnvelope(PointsCashSchema);
