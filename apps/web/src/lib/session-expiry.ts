/**
 * When the signed-in operator's idle session ends, as the last answer said (SESSION_EXPIRES_HEADER): the back
 * office warns before it (features/operators/session-timeout.tsx). Null before an operator's answer came.
 */
let expiresAt: number | null = null;
const listeners = new Set<() => void>();

export function noteSessionExpiry(iso: string): void {
  const at = Date.parse(iso);
  if (Number.isNaN(at) || at === expiresAt) return;
  expiresAt = at;
  for (const listener of listeners) listener();
}

export const sessionExpiry = (): number | null => expiresAt;

export function subscribeSessionExpiry(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
