import type { z } from 'zod';
import { ApiError } from '../../lib/api-error.ts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** First message per field from a zod failure (the contract's Korean messages). */
export function fieldErrorsFromZod<K extends string>(error: z.ZodError): FieldErrors<K> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in out)) out[key] = issue.message;
  }
  return out as FieldErrors<K>;
}

/** Per-field messages from the server's VALIDATION_FAILED details ({path: 'body.loginId', message}). */
export function fieldErrorsFromApi<K extends string>(error: unknown): FieldErrors<K> {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED' || !Array.isArray(error.details)) return {};
  const out: Record<string, string> = {};
  for (const detail of error.details as unknown[]) {
    if (!detail || typeof detail !== 'object') continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const key = path.split('.')[1];
    if (key && !(key in out)) out[key] = message;
  }
  return out as FieldErrors<K>;
}

/** The Korean text to show for a failed call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';
}
