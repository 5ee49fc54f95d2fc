import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ErrorCode } from '@minda/contracts/error-codes';
import { TEMPORARY_FAILURE } from './api-client.ts';
import { ApiError } from './api-error.ts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

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

/** The Korean text to show for a failed call: the server's message, else `fallback`. */
export function errorMessage(error: unknown, fallback = TEMPORARY_FAILURE): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}

/**
 * Where a form shows a failed call: `fields`, the form's own fields, take the server's VALIDATION_FAILED
 * details for them; `byCode` names the field an error code is about (PASSWORD_MISMATCH: the password typed);
 * everything else goes to the form's alert region, `fallback` when the call never got an answer.
 */
export type ServerErrorPlaces<K extends string> = { fields: readonly K[]; byCode?: Partial<Record<ErrorCode, K>>; fallback?: string };

/** A failed call's messages, split into those for fields and the one for the alert region ('' when none). */
export function placeServerError<K extends string>(error: unknown, places: ServerErrorPlaces<K>): { onFields: [K, string][]; alert: string } {
  if (!error) return { onFields: [], alert: '' };
  const field = error instanceof ApiError && error.code !== 'NETWORK' ? places.byCode?.[error.code] : undefined;
  if (field) return { onFields: [[field, errorMessage(error)]], alert: '' };
  const details = fieldErrorsFromApi<K>(error);
  const onFields = places.fields.flatMap((name): [K, string][] => (details[name] === undefined ? [] : [[name, details[name]]]));
  return { onFields, alert: onFields.length > 0 ? '' : errorMessage(error, places.fallback) };
}

/**
 * The server's refusal on the fields it is about (react-hook-form's setError, the first one focused), as the
 * contract's own messages are shown; the rest of `placeServerError` is for the form's alert region.
 */
export function setServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, places: ServerErrorPlaces<Path<T>>): void {
  placeServerError(error, places).onFields.forEach(([name, message], index) => setError(name, { type: 'server', message }, { shouldFocus: index === 0 }));
}
