import type { ErrorCode } from '@minda/contracts/error-codes';

/** A failed API call: HTTP status plus the server's error code and Korean message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
