import { groupDigits } from './number-format.ts';

/** Korean thousands formatting with the 원 suffix: 45000 -> "45,000원". */
export function formatWon(amount: number): string {
  return `${groupDigits(amount)}원`;
}

/** Price text from which a product starts: 45000 -> "45,000원~". */
export function formatWonFrom(amount: number): string {
  return `${formatWon(amount)}~`;
}

/** A tour salePrice of 0 means sold out (spec 2 §5). */
export const TOUR_SOLD_OUT_TEXT = '판매완료 (다른 일정 확인)';
export function tourPriceText(salePrice: number): string {
  return salePrice === 0 ? TOUR_SOLD_OUT_TEXT : formatWonFrom(salePrice);
}

/** A hotel price of 0 has no rate to show; the card says so instead of "0원". */
export const HOTEL_NO_PRICE_TEXT = '요금 확인 필요';
export function hotelPriceText(minBasePriceBeforeDiscount: number): string {
  return minBasePriceBeforeDiscount === 0 ? HOTEL_NO_PRICE_TEXT : formatWonFrom(minBasePriceBeforeDiscount);
}

/** Unread counts cap at "99+". */
export const UNREAD_BADGE_CAP = 99;
export function unreadBadgeText(count: number): string {
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}
