/**
 * An edit form's PATCH body: the values of the fields the operator changed (react-hook-form's `dirtyFields`), or
 * null when nothing changed and there is nothing to send.
 */
export function dirtyPatch<V extends object>(dirtyFields: Partial<Record<keyof V, unknown>>, values: V): Partial<V> | null {
  const changed = (Object.keys(dirtyFields) as (keyof V)[]).filter((field) => dirtyFields[field]);
  return changed.length === 0 ? null : (Object.fromEntries(changed.map((field) => [field, values[field]])) as Partial<V>);
}
