import { z } from 'zod';

/** Every success body is `{ data: X }` (architecture.md "Conventions"). */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'REQUIRE_LOGIN',
  'FORBIDDEN',
  'XSRF_INVALID',
  'NOT_FOUND',
  'CONFLICT',
  'UNKNOWN_ACCOUNT',
  'WRONG_PASSWORD',
  'ACCOUNT_LOCKED',
  'TOO_MANY_ATTEMPTS',
  'LOGIN_ID_TAKEN',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export const ErrorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

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
