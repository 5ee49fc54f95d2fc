import { z } from 'zod';
import { errorCodes } from './error-codes.ts';

export type { ErrorCode } from './error-codes.ts';

/** Every success body is `{ data: X }` (architecture.md "Conventions"). */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** The paging fields of a list page, in the order the responses carry them; spread into the page's object. */
export const pagingFields = {
  /** This page's number (0-based). */
  number: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  last: z.boolean(),
};

/** A 1-based `page` of a list query, with Korean messages (the answer's `number` is 0-based). */
export const pageQueryField = () =>
  z.coerce
    .number({ error: '페이지는 숫자여야 합니다.' })
    .int('페이지는 정수여야 합니다.')
    .min(1, '페이지는 1 이상이어야 합니다.')
    .max(10_000, '페이지가 너무 큽니다.')
    .default(1);

export const ErrorCodeSchema = z.enum(errorCodes);

export const ErrorBodySchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    /** Korean text that can be shown to people as is. */
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const OkSchema = dataEnvelope(z.object({ ok: z.literal(true) }));
