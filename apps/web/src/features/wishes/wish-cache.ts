import type { QueryKey } from '@tanstack/react-query';

/** Which product a wish toggle is about, by the identity field of its product line. */
export type WishTarget =
  | { kind: 'stay'; goodsNo: number }
  | { kind: 'tour'; itemNo: number }
  | { kind: 'hotel'; propertyUuid: string };

export type WishState = { isWish: boolean; wishCount?: number };

type Node = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function isTarget(node: Node, target: WishTarget): boolean {
  if (typeof node.isWish !== 'boolean') return false;
  switch (target.kind) {
    case 'stay':
      return node.goodsNo === target.goodsNo;
    case 'tour':
      return node.itemNo === target.itemNo;
    case 'hotel':
      return node.propertyUuid === target.propertyUuid;
  }
}

/**
 * Sets the wish state of one product everywhere it appears in a cached value (lists, theme groups,
 * pages...). Without an exact count, wishCount moves by one in the direction of the change (never below 0).
 * Untouched branches keep their references, and a value without the product comes back as the same object,
 * so queries that do not contain it are not re-rendered.
 */
export function applyWishState<T>(data: T, target: WishTarget, state: WishState): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      let changed = false;
      const next = value.map((item) => {
        const updated = walk(item);
        if (updated !== item) changed = true;
        return updated;
      });
      return changed ? next : value;
    }
    if (!isPlainObject(value)) return value;
    if (isTarget(value, target)) {
      const count = typeof value.wishCount === 'number' ? value.wishCount : undefined;
      const nextCount =
        state.wishCount ?? (count === undefined || value.isWish === state.isWish ? count : Math.max(0, count + (state.isWish ? 1 : -1)));
      if (value.isWish === state.isWish && nextCount === count) return value;
      return { ...value, isWish: state.isWish, ...(nextCount === undefined ? {} : { wishCount: nextCount }) };
    }
    let changed = false;
    const next: Node = {};
    for (const [key, child] of Object.entries(value)) {
      const updated = walk(child);
      if (updated !== child) changed = true;
      next[key] = updated;
    }
    return changed ? next : value;
  };
  return walk(data) as T;
}

/** One cached query the optimistic step changed: what it held before and what we put there. */
export type WishCacheChange = { queryKey: QueryKey; before: unknown; after: unknown };

/** Pairs the cache before and after the optimistic step, keeping only the queries that really changed. */
export function wishCacheChanges(
  before: readonly (readonly [QueryKey, unknown])[],
  after: readonly (readonly [QueryKey, unknown])[],
): WishCacheChange[] {
  return after.flatMap(([queryKey, data], i) => {
    const earlier = before[i];
    return earlier && earlier[1] !== data ? [{ queryKey, before: earlier[1], after: data }] : [];
  });
}

/**
 * The data a query gets back when the wish call fails: exactly its earlier data when nothing else changed
 * it since the optimistic step; otherwise (another product was toggled meanwhile) only this product's flag
 * and count are turned back, so the other change survives.
 */
export function rollbackWishData(current: unknown, change: WishCacheChange, target: WishTarget, attempted: boolean): unknown {
  if (current === change.after) return change.before;
  return applyWishState(current, target, { isWish: !attempted });
}
