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
