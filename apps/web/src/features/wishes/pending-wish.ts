import { isPositiveInt, isRecord, isString } from '../../lib/stored-list.ts';

/** The product a heart is about, with the city a tour wish is filed under. */
export type WishProduct = { kind: 'stay'; goodsNo: number } | { kind: 'tour'; itemNo: number; category: string } | { kind: 'hotel'; propertyUuid: string };

/*
 * A heart a visitor tapped is kept while they log in (issue 11: Booking.com and Airbnb keep that intent). It
 * lives in sessionStorage, so it follows this tab through the login page or popup and back, and no other tab
 * or later visit replays it; an intent older than PENDING_WISH_MAX_AGE_MS is dropped.
 */
const KEY = 'minda:pending-wish';
export const PENDING_WISH_MAX_AGE_MS = 30 * 60_000;

type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): SessionLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function isWishProduct(value: unknown): value is WishProduct {
  if (!isRecord(value)) return false;
  switch (value.kind) {
    case 'stay':
      return isPositiveInt(value.goodsNo);
    case 'tour':
      return isPositiveInt(value.itemNo) && isString(value.category);
    case 'hotel':
      return isString(value.propertyUuid) && value.propertyUuid !== '';
    default:
      return false;
  }
}

export function rememberPendingWish(wish: WishProduct, storage = sessionStore(), now = Date.now()): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ wish, at: now }));
  } catch {
    // A full or blocked storage only loses the convenience.
  }
}

/** The kept intent, removed as it is read (it is replayed once); null when there is none, it is stale or unreadable. */
export function takePendingWish(storage = sessionStore(), now = Date.now()): WishProduct | null {
  const raw = storage?.getItem(KEY);
  if (!raw) return null;
  storage?.removeItem(KEY);
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || typeof parsed.at !== 'number' || now - parsed.at > PENDING_WISH_MAX_AGE_MS || now < parsed.at) return null;
    return isWishProduct(parsed.wish) ? parsed.wish : null;
  } catch {
    return null;
  }
}
