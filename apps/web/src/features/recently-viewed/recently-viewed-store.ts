import { RECENTLY_VIEWED_SHOWN } from '@minda/contracts/rules/limits';
import { RECENTLY_VIEWED_KEYS, RECENTLY_VIEWED_STORED_MAX, type RecentlyViewedKind } from '@minda/contracts/rules/recently-viewed';
import { browserStorage, isPositiveInt, isRecord, isString, parseStoredList, type EntryGuard, type StorageLike } from '../../lib/stored-list.ts';

/** What the browser keeps per product line: enough to ask the recentlyViewed call and to dedupe. */
export type RecentStay = { goodsNo: number; category: string; name: string; viewedAt: string };
export type RecentTour = { itemNo: number; category: string; name: string; viewedAt: string };
export type RecentHotel = { propertyId: number; viewedAt: string };

type EntryOf = { stay: RecentStay; tour: RecentTour; hotel: RecentHotel };
const named = (v: Record<string, unknown>) => isString(v.category) && isString(v.name) && isString(v.viewedAt);
const entryGuards: { [K in RecentlyViewedKind]: EntryGuard<EntryOf[K]> } = {
  stay: (v): v is RecentStay => isRecord(v) && isPositiveInt(v.goodsNo) && named(v),
  tour: (v): v is RecentTour => isRecord(v) && isPositiveInt(v.itemNo) && named(v),
  hotel: (v): v is RecentHotel => isRecord(v) && isPositiveInt(v.propertyId) && isString(v.viewedAt),
};

/** A product page reports a view with these fields; the viewed time is added here. */
export type ViewedProduct =
  | { kind: 'stay'; goodsNo: number; category: string; name: string }
  | { kind: 'tour'; itemNo: number; category: string; name: string }
  | { kind: 'hotel'; propertyId: number };

/** Parses what is stored under one key; unreadable entries are dropped (lib/stored-list). */
export function parseRecentlyViewed<K extends RecentlyViewedKind>(kind: K, raw: string | null | undefined): EntryOf[K][] {
  return parseStoredList(raw, entryGuards[kind]);
}

/**
 * The history with one more view: the product goes to the front and earlier views of the same product are
 * removed. Stays and tours count as the same product when category and name match (spec 1 §5), or when the
 * id matches (a renamed product); hotels by propertyId. At most RECENTLY_VIEWED_STORED_MAX are kept.
 */
export function addView<K extends RecentlyViewedKind>(kind: K, entries: readonly EntryOf[K][], viewed: EntryOf[K]): EntryOf[K][] {
  const same = (a: EntryOf[K], b: EntryOf[K]): boolean => {
    if (kind === 'hotel') return (a as RecentHotel).propertyId === (b as RecentHotel).propertyId;
    const x = a as RecentStay | RecentTour;
    const y = b as RecentStay | RecentTour;
    const idOf = (e: RecentStay | RecentTour) => ('goodsNo' in e ? e.goodsNo : e.itemNo);
    return (x.category === y.category && x.name === y.name) || idOf(x) === idOf(y);
  };
  return [viewed, ...entries.filter((entry) => !same(entry, viewed))].slice(0, RECENTLY_VIEWED_STORED_MAX);
}

function entryOf(product: ViewedProduct, viewedAt: string): RecentStay | RecentTour | RecentHotel {
  switch (product.kind) {
    case 'stay':
      return { goodsNo: product.goodsNo, category: product.category, name: product.name, viewedAt };
    case 'tour':
      return { itemNo: product.itemNo, category: product.category, name: product.name, viewedAt };
    case 'hotel':
      return { propertyId: product.propertyId, viewedAt };
  }
}

/** Listeners of this tab: the storage event only reaches other tabs. */
const listeners = new Set<() => void>();

/**
 * Records that a product page was seen (called by the detail pages). Storage failures (quota, blocked) are
 * ignored: the history is a convenience, never a reason for a page to fail.
 */
export function recordView(product: ViewedProduct, now: Date = new Date(), storage: StorageLike | undefined = browserStorage()) {
  if (!storage) return;
  const key = RECENTLY_VIEWED_KEYS[product.kind];
  try {
    const entries = parseRecentlyViewed(product.kind, storage.getItem(key));
    const next = addView(product.kind, entries, entryOf(product, now.toISOString()) as EntryOf[typeof product.kind]);
    storage.setItem(key, JSON.stringify(next));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/** The history of one product line, most recent first, at most RECENTLY_VIEWED_SHOWN entries. */
export function readRecentlyViewed<K extends RecentlyViewedKind>(kind: K, storage: StorageLike | undefined = browserStorage()): EntryOf[K][] {
  return parseRecentlyViewed(kind, readRaw(kind, storage)).slice(0, RECENTLY_VIEWED_SHOWN);
}

export function readRaw(kind: RecentlyViewedKind, storage: StorageLike | undefined = browserStorage()): string | null {
  try {
    return storage?.getItem(RECENTLY_VIEWED_KEYS[kind]) ?? null;
  } catch {
    return null;
  }
}

/** Subscribes to history changes from this tab (recordView) and from other tabs (the storage event). */
export function subscribeRecentlyViewed(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The ids the recentlyViewed calls take, in stored order. */
export const recentIds = {
  stay: (entries: readonly RecentStay[]) => entries.map((e) => e.goodsNo),
  tour: (entries: readonly RecentTour[]) => entries.map((e) => e.itemNo),
  hotel: (entries: readonly RecentHotel[]) => entries.map((e) => e.propertyId),
};
